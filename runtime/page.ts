/**
 * Going somewhere and refreshing part of the page, for widgets (facets, sort, cart page…). In-place navigation
 * registers itself here once its chunk has loaded; before that, or without it, the browser loads the page.
 */
import { request } from './http.ts';

export interface VisitOptions {
  /** No new history entry (a reload of the current address). */
  replace?: boolean;
}

type Visitor = (url: string, options: VisitOptions) => void;
let inPlace: Visitor | undefined;

/** Called by in-place navigation when it starts. */
export function setPageVisitor(visitor: Visitor): void {
  inPlace = visitor;
}

/** Loads `url` like a link click: in place when possible, else as a whole page. */
export function visit(url: string, options: VisitOptions = {}): void {
  if (inPlace) inPlace(url, options);
  else if (options.replace) location.replace(url);
  else location.assign(url);
}

/** Loads the current page again (the server state changed), keeping the history entry. */
export function reloadPage(): void {
  visit(location.pathname + location.search + location.hash, { replace: true });
}

/**
 * Fetches the current page again and replaces the content of `region` with its counterpart in the answer (the
 * element matching `selector`). Focus stays on the same control (matched by id, else by name) when it was inside.
 * Resolves false when the call failed (the error catalogue has reacted) or the answer has no such region.
 */
export async function refreshRegion(region: HTMLElement, selector: string, signal?: AbortSignal): Promise<boolean> {
  let answer: string;
  try {
    answer = await request<string>(location.pathname + location.search, {
      expect: 'html',
      key: `refresh:${selector}`,
      signal,
      headers: { 'Cache-Control': 'no-cache' },
    });
  } catch {
    return false;
  }
  const fresh = new DOMParser().parseFromString(answer, 'text/html').querySelector(selector);
  if (!fresh) {
    console.warn(`[runtime] The page answered without ${selector}; the region was not refreshed.`);
    return false;
  }
  const focused = document.activeElement;
  const focusKey = focused instanceof HTMLElement && region.contains(focused) ? selectorFor(focused) : null;
  region.innerHTML = fresh.innerHTML;
  if (focusKey) region.querySelector<HTMLElement>(focusKey)?.focus({ preventScroll: true });
  return true;
}

/** A selector that finds the same control in the refreshed content: its id, its name, or its first data-* flag. */
function selectorFor(element: HTMLElement): string | null {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  if (name) return `[name="${CSS.escape(name)}"]`;
  const flag = Array.from(element.attributes).find((attribute) => attribute.name.startsWith('data-'));
  return flag ? `[${flag.name}]` : null;
}
