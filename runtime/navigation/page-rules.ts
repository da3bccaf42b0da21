/**
 * The rules of an arrived page (runtime spec §2): which body class it gets, where it scrolls, where focus goes and
 * where the culture switcher points. Pure; ./arrival.ts applies them to the page.
 */
import type { RuntimeConfig } from '../config.ts';

/** The culture root (optionally with a hash) is the home page: body class `homepage`, elsewhere `page`. */
export function isHomePath(pathname: string, config: Pick<RuntimeConfig, 'app'>): boolean {
  const rest = pathname.slice(config.app.length).replace(/\/+$/, '');
  return rest === '' || /^\/(fr|nl)$/.test(rest);
}

/** The culture switcher links to the current address with the other culture segment. */
export function cultureSwitchHref(url: Pick<URL, 'pathname' | 'search' | 'hash'>, culture: string): string {
  return url.pathname.replace(/\/(fr|nl)(?=\/|$)/, `/${culture}`) + url.search + url.hash;
}

export type ScrollPlan = { kind: 'restore'; top: number } | { kind: 'anchor'; hash: string } | { kind: 'top' };

/**
 * Back/forward restores the saved position; an address with a hash goes to its anchor (the top when there is no
 * such element); anything else starts at the top.
 */
export function scrollPlan(hash: string, restoreScroll: number | undefined): ScrollPlan {
  if (restoreScroll !== undefined) return { kind: 'restore', top: restoreScroll };
  if (hash) return { kind: 'anchor', hash };
  return { kind: 'top' };
}

/** Focus goes to the new heading, unless an anchor took it. */
export function focusesHeading(plan: ScrollPlan): boolean {
  return plan.kind !== 'anchor';
}
