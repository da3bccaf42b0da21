/**
 * A region of the page brought up to date from the server (the cart page after a change, the checkout after a tax
 * country change). Widgets import it with their chunks: the core holds neither it nor the HTTP client.
 */
import { request } from './http.ts';
import { readHtml } from './parsed-html.ts';

/**
 * Fetches the current page again and replaces the content of `region` with its counterpart in the answer (the
 * element matching `selector`). Focus stays on the same control (matched by id, else by name) when it was inside.
 * Resolves false when the call failed (the error catalogue has reacted) or the answer has no such region.
 */
export async function refreshRegion(region: HTMLElement, selector: string, signal?: AbortSignal): Promise<boolean> {
  let answer: string;
  try {
    answer = await request(location.pathname + location.search, {
      expect: 'html',
      key: `refresh:${selector}`,
      signal,
      headers: { 'Cache-Control': 'no-cache' },
    });
  } catch {
    return false;
  }
  const fresh = readHtml(answer, (parsed) => parsed.querySelector(selector)?.innerHTML);
  if (fresh === undefined) {
    console.warn(`[runtime] The page answered without ${selector}; the region was not refreshed.`);
    return false;
  }
  const focused = document.activeElement;
  const focusKey = focused instanceof HTMLElement && region.contains(focused) ? selectorFor(focused) : null;
  region.innerHTML = fresh;
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
