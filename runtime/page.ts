/**
 * Going somewhere, the one way (runtime spec §2; the "Core contracts" rule): every URL the product follows that
 * came from a server answer, a data attribute or the address bar goes through `Pages.follow`. A web address of
 * this site loads like a link click (in place once in-place navigation has attached its navigator, else as a whole
 * page); anything else (another site, `//host`, `javascript:`, `data:`…) is refused with one console warning and,
 * when the shopper clicked something, an error toast. Lint forbids `location.assign`/`replace`/`href =`,
 * `window.open` and `<a>.href =` with a computed value anywhere else.
 */
import { request } from './http.ts';
import { readHtml } from './parsed-html.ts';
import { t } from './i18n.ts';
import { toast } from './ui.ts';
import { sameOriginPath } from './urls.ts';

export interface VisitOptions {
  /** No new history entry (a reload of the current address). */
  replace?: boolean;
}

export interface FollowOptions extends VisitOptions {
  /** The shopper clicked or chose something: a refused URL is also told to them with an error toast. */
  clicked?: boolean;
}

/** In-place navigation's entry point: visits a same-origin path. */
export type PageVisitor = (path: string, options: VisitOptions) => void;

/** In-place navigation's history: a new entry for `path` that back and forward restore like a visited page. */
export type AddressRecorder = (path: string) => void;

export class Pages {
  private visitor: PageVisitor | undefined;
  private recorder: AddressRecorder | undefined;

  /** In-place navigation attaches itself once its chunk has started. */
  attach(visitor: PageVisitor, recorder?: AddressRecorder): void {
    this.visitor = visitor;
    this.recorder = recorder;
  }

  /** Follows `url` when it is a web address of this site; returns whether it was followed. */
  follow(url: string, options: FollowOptions = {}): boolean {
    const path = sameOriginPath(url);
    if (path === null) {
      if (options.clicked) void toast('error', t('Core.LinkRefused'));
      return false;
    }
    if (this.visitor) this.visitor(path, { replace: options.replace });
    else if (options.replace) location.replace(path);
    else location.assign(path);
    return true;
  }

  /**
   * A widget loaded part of the page in place and the page now shows what `url` shows (the wishlist page's list
   * switcher): the address bar and a new history entry say so, and back and forward come back to it like to any
   * page loaded in place. Without in-place navigation the address is loaded as a whole page. Same-origin only;
   * returns whether the address was taken.
   */
  showAddress(url: string): boolean {
    const path = sameOriginPath(url);
    if (path === null) return false;
    if (this.recorder) this.recorder(path);
    else location.assign(path);
    return true;
  }

  /** Loads the current page again (the server state changed), keeping the history entry. */
  reload(): void {
    this.follow(location.pathname + location.search + location.hash, { replace: true });
  }
}

/** Sets a link's address from a URL that came from outside (server, data attribute): same-origin only. */
export function pointLinkTo(link: HTMLAnchorElement, url: string): boolean {
  const path = sameOriginPath(url);
  if (path === null) return false;
  link.href = path;
  return true;
}

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
