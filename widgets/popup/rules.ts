/**
 * Popups and popup banners (runtime spec §3 "Popup/banner model", §4, §9), pure: a dismissed item is remembered
 * in a cookie listing {id, datetime}, kept 9999 days, and not shown again.
 */
export interface Dismissal {
  id: string;
  datetime: string;
}

/** Runtime spec §9: the popup dismissal cookie lives 9999 days (the modal's 3000 ms delay is the `delay` option's default). */
export const DISMISSAL_DAYS = 9999;

export const popupCookieName = (cms: string) => `${cms}_popups`;

export function readDismissals(text: string | undefined): Dismissal[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is Dismissal => typeof item?.id === 'string' && typeof item?.datetime === 'string')
      : [];
  } catch {
    return [];
  }
}

export const isDismissed = (dismissals: Dismissal[], id: string) => dismissals.some((item) => item.id === id);

export function dismiss(dismissals: Dismissal[], id: string, now: Date): Dismissal[] {
  return [...dismissals.filter((item) => item.id !== id), { id, datetime: now.toISOString() }];
}
