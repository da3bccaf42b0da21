/**
 * Going somewhere, the one way (runtime spec §2; the "Core contracts" rule): every URL the product follows that
 * came from a server answer, a data attribute or the address bar goes through `Pages.follow`. A web address of
 * this site loads like a link click (in place once in-place navigation has attached its navigator, else as a whole
 * page); anything else (another site, `//host`, `javascript:`, `data:`…) is refused with one console warning and,
 * when the shopper clicked something, an error toast. Lint forbids `location.assign`/`replace`/`href =`,
 * `window.open` and `<a>.href =` with a computed value anywhere else.
 */
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

  /** Loads a web address of this site as a whole page, never in place (an answer for another release). */
  loadWhole(url: string): void {
    const path = sameOriginPath(url);
    if (path !== null) location.assign(path);
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
