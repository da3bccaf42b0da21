/**
 * The htmx adapter: the one module that touches htmx 4 (its config, the `shop-navigation` extension, `htmx.ajax`
 * and its history markers). htmx fetches, swaps and keeps history; this module feeds what it does to the
 * Navigator, and refuses to let a visit that is over touch the page:
 *
 *   htmx_config_request   back/forward (htmx's restore request) → navigator.restore, retargeted to our section
 *   htmx_before_request   the visit's fetch: waits for the leaving animation, aborted with the visit, no-store;
 *                         the answer prefetched for its address (./prefetch.ts) when there is a good one; the
 *                         answer's head merged (./page-head.ts: its stylesheets applied before the swap)
 *   htmx_after_request    ≥ 400 → navigator.fail, no swap; else slice to [data-page-section] (the scripts the
 *                         answer's CMS nonced get the page's nonce: script-trust.ts) → navigator.insert; a
 *                         redirected answer of a visit that adds no entry replaces the entry's address
 *   htmx_error            → navigator.fail: no whole answer (no connection, a reset, the time limit: a
 *                         disconnection the shopper is told about, ../connection.ts), or the swap threw
 *   htmx_finally_request  swapped → navigator.arrive; ended otherwise → navigator.fail
 *   history hooks         our history state next to htmx's marker (a new entry, or one whose address changed)
 *
 * Every hook of a visit that is over (aborted, or failed already) cancels or does nothing: the Navigator refuses
 * its transitions, and a cancelled htmx event stops the request before the swap.
 */
import htmx, { type HtmxAjaxOptions } from 'htmx.org';
import { disconnectionOf } from '../connection.ts';
import { sliceFragment } from '../fragment.ts';
import { HttpError } from '../http.ts';
import { type ShopHistoryState, shopStateOf, withShopState } from './history-state.ts';
import type { Navigator, PageRequest } from './navigator.ts';
import { withPageHead } from './page-head.ts';
import { type Prefetcher, withPrefetched } from './prefetch.ts';
import { PAGE_SECTION, pageSection } from './page-section.ts';
import type { Release } from '../runtime.ts';
import { policyNonce, trustAnswerScripts } from '../script-trust.ts';
import { isOtherRelease } from './release.ts';
import type { Visit } from './visit.ts';
import { type FetchPage, visitFetch } from './visit-fetch.ts';

/**
 * The fields of htmx's request options that navigation reads or writes. htmx's own `HtmxRequestOptions` says
 * `abort` and `signal` are always there; a back/forward request replaces the whole object with its headers and
 * history signal, so neither is promised here.
 */
interface NavigationRequestOptions {
  action: string;
  method: string;
  headers: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/**
 * The fields of htmx's request context (`detail.ctx`) that navigation uses. htmx's `HtmxRequestCtx` has no
 * `status`, no `fetch` and no room for our visit; `select` may be cleared here.
 */
interface NavigationCtx {
  /** The visit the request belongs to; none for requests that are not page loads. */
  shopVisit?: Visit;
  request: NavigationRequestOptions;
  /** `raw` is the fetch's answer: its `url` is the address the answer ended on, after any redirect. */
  response?: { status: number; headers?: Headers; raw?: Response };
  /** The answer's body; what is left of it after `htmx_after_request` is swapped in. */
  text?: string;
  /** htmx's progress: 'created', 'issuing', 'response received', 'swapped' or 'error: …'. */
  status?: string;
  select?: string;
  swap?: string;
  /** 'true': htmx replaces the current history entry with the address the answer ended on. */
  replace?: string;
  target?: Element;
  /** The fetch htmx calls (its default is set before `htmx_before_request`). */
  fetch?: FetchPage;
}

interface CtxDetail {
  ctx: NavigationCtx;
}

interface ErrorDetail {
  /** Absent when the error came before the request context existed. */
  ctx?: NavigationCtx;
  error: unknown;
}

/** Returning false from a hook cancels the htmx event (and with it the rest of the request). */
type Verdict = false | undefined;

/** Our extension: htmx calls `htmx_<event name with _ for :>(element, detail)`. */
interface NavigationExtension {
  htmx_config_request(elt: Element, detail: CtxDetail): Verdict;
  htmx_before_request(elt: Element, detail: CtxDetail): Verdict;
  htmx_after_request(elt: Element, detail: CtxDetail): Verdict;
  htmx_error(elt: Element, detail: ErrorDetail): void;
  htmx_finally_request(elt: Element, detail: CtxDetail): void;
  htmx_before_history_update(elt: Element, detail: HistoryDetail): void;
  htmx_after_history_push(): void;
  htmx_after_history_replace(): void;
}

/** What htmx is about to write into the history: `path` may still be changed. */
interface HistoryDetail {
  history?: { type: 'push' | 'replace'; path: string };
}

/** `htmx.ajax` copies every option onto the request context: the visit rides along as `shopVisit`. */
interface VisitAjaxOptions extends HtmxAjaxOptions {
  shopVisit: Visit;
}

const RESTORE_HEADER = 'HX-History-Restore-Request';

/** htmx restores (and re-fetches) the element marked `hx-history-elt` on back/forward: our page section. */
function markHistoryElement(): void {
  pageSection().setAttribute('hx-history-elt', '');
}

/** Merges our values into the current entry's state, keeping htmx's marker (it restores only marked entries). */
function rememberInHistory(values: Partial<ShopHistoryState>): void {
  history.replaceState({ ...withShopState(history.state, values), htmx: true }, '');
}

/** The entry htmx wrote for the arrived page (pushed, or replaced after a redirect) gets our state. */
function stampArrivedEntry(navigator: Navigator): void {
  rememberInHistory({
    disableCache: navigator.current?.noCache ?? false,
    anchor: new URL(location.href).hash,
    targetId: pageSection().id,
    scrollTop: 0,
  });
}

/**
 * The failure htmx reports for a visit. Before the whole answer is in (no text read), a network error or a time limit
 * (ours, or htmx's own, whose abort reason is 'timeout') is a disconnection; after it, the swap threw.
 */
function visitFailure(ctx: NavigationCtx, url: string, error: unknown): HttpError {
  const unanswered = ctx.text === undefined;
  const timedOut = ctx.request.signal?.reason === 'timeout';
  const disconnection = unanswered ? (timedOut ? 'timeout' : disconnectionOf(error, false)) : undefined;
  const message = `${ctx.request.method} ${url} ${unanswered ? 'did not reach the server' : 'could not be shown'} (${String(error)})`;
  return new HttpError(message, 0, url, '', '', disconnection);
}

/**
 * What the extension needs besides the Navigator: the page's script nonce, the release running, the time limit,
 * the prefetched pages.
 */
interface ExtensionSettings {
  scriptNonce: string;
  release: Release;
  timeoutMs: number;
  prefetcher?: Prefetcher;
}

/**
 * A good answer of a visit: sliced to its page section (its scripts trusted with the page's nonce) for htmx to swap
 * in. False when it must not be swapped: the visit is over, or the answer was rendered for another release of the
 * runtime, and then the address it ended on loads whole (a GET, or a form whose answer redirected: loading that
 * address again repeats nothing; a form's direct answer is swapped in, the next visit loads whole).
 */
function takeAnswer(navigator: Navigator, visit: Visit, ctx: NavigationCtx, settings: ExtensionSettings): boolean {
  const answerNonce = policyNonce(ctx.response?.headers?.get('Content-Security-Policy'));
  const fragment = sliceFragment(ctx.text ?? '', [PAGE_SECTION, 'main'], (part) =>
    trustAnswerScripts(part, answerNonce, settings.scriptNonce),
  );
  const redirected = ctx.response?.raw?.redirected ?? false;
  const answerUrl = ctx.response?.raw?.url || new URL(visit.url, location.href).href;
  if (
    (ctx.request.method === 'GET' || redirected) &&
    isOtherRelease(settings.release, fragment.moduleScripts, answerUrl)
  ) {
    navigator.loadWhole(visit, answerUrl);
    return false;
  }
  if (!navigator.insert(visit, fragment.documentTitle)) return false;
  ctx.text = fragment.html;
  // Redirected (a reload or confirm link that led elsewhere): the entry says where the answer ended.
  if (!visit.push && redirected) ctx.replace = 'true';
  return true;
}

function navigationExtension(navigator: Navigator, settings: ExtensionSettings): NavigationExtension {
  const { timeoutMs, prefetcher } = settings;
  return {
    htmx_config_request(_elt, { ctx }) {
      if (ctx.request.headers[RESTORE_HEADER] === 'true') {
        // Back or forward: htmx re-fetches the page; it becomes a visit, sliced like any other.
        ctx.shopVisit = navigator.restore(
          location.pathname + location.search + location.hash,
          shopStateOf(history.state),
        );
        ctx.select = undefined;
        ctx.swap = 'innerHTML';
        ctx.target = pageSection();
        return undefined;
      }
      return ctx.shopVisit && !ctx.shopVisit.live ? false : undefined;
    },
    htmx_before_request(_elt, { ctx }) {
      const visit = ctx.shopVisit;
      if (!visit) return undefined;
      if (!visit.live) return false;
      if (visit.noCache) ctx.request.cache = 'no-store';
      const network = ctx.fetch ?? window.fetch.bind(window);
      const prefetched =
        ctx.request.method === 'GET' && !visit.noCache ? prefetcher?.take(ctx.request.action) : undefined;
      ctx.fetch = visitFetch(visit, withPageHead(visit, withPrefetched(prefetched, network)), timeoutMs);
      return undefined;
    },
    htmx_after_request(_elt, { ctx }) {
      const visit = ctx.shopVisit;
      if (!visit) return undefined;
      const status = ctx.response?.status ?? 0;
      if (status >= 400) {
        const message = `${ctx.request.method} ${visit.url} answered ${status}`;
        navigator.fail(visit, new HttpError(message, status, visit.url, ctx.text));
        return false;
      }
      return takeAnswer(navigator, visit, ctx, settings) ? undefined : false;
    },
    htmx_error(_elt, { ctx, error }) {
      const visit = ctx?.shopVisit;
      if (!visit) return;
      navigator.fail(visit, visitFailure(ctx, visit.url, error));
    },
    htmx_finally_request(_elt, { ctx }) {
      const visit = ctx.shopVisit;
      if (!visit?.live) return;
      if (ctx.status !== 'swapped') {
        navigator.fail(visit, new HttpError(`${ctx.request.method} ${visit.url} was aborted`, 0, visit.url));
        return;
      }
      markHistoryElement();
      void navigator.arrive(visit);
    },
    htmx_before_history_update(_elt, { history: entry }) {
      // The page being left keeps its scroll position for back and forward.
      rememberInHistory({ scrollTop: window.scrollY });
      // htmx writes the address the answer ended on, which has no hash: the visited link's hash goes with it (as a
      // browser keeps a link's fragment through a redirect whose address has none).
      const hash = navigator.current ? new URL(navigator.current.url, location.href).hash : '';
      if (entry && hash && !entry.path.includes('#')) entry.path += hash;
    },
    htmx_after_history_push() {
      stampArrivedEntry(navigator);
    },
    htmx_after_history_replace() {
      stampArrivedEntry(navigator);
    },
  };
}

/**
 * The page now shows `path` (a widget loaded part of it in place): a new history entry with our state and htmx's
 * marker, so that back and forward restore it like a visited page. The entry left is stamped too (a fresh page's
 * first entry has no marker yet) and keeps its scroll position.
 */
export function pushAddress(path: string): void {
  rememberInHistory({ scrollTop: window.scrollY });
  const state = withShopState(null, {
    disableCache: true,
    anchor: new URL(path, location.href).hash,
    targetId: pageSection().id,
    scrollTop: 0,
  });
  history.pushState({ ...state, htmx: true }, '', path);
}

/**
 * Configures htmx for navigation and registers the extension that feeds `navigator`. `scriptNonce` is the page's:
 * the scripts of an answer that its CMS nonced get it (script-trust.ts). A visit's answer must come within
 * `timeoutMs` (0: no limit but htmx's). A visit's GET request uses the answer `prefetcher` fetched ahead for its
 * address, when there is one.
 */
export function connectHtmx(navigator: Navigator, settings: ExtensionSettings): void {
  htmx.config.history = true;
  htmx.config.includeIndicatorCSS = false;
  // No settle step: htmx would give each new element that has an id its old attributes for a moment, then put the
  // server's back after the delay, by which time the registry has mounted the widgets, and wipe what they set (a
  // combobox's role on the checkout's postal code input). Our own classes animate the page.
  htmx.config.defaultSettleDelay = 0;
  markHistoryElement();
  htmx.registerExtension('shop-navigation', navigationExtension(navigator, settings));
}

/**
 * Sends a visit's request: the answer goes into the page section; a link or a form pushes the address the answer
 * ended on (its own, or where a redirect led: htmx reads the fetch's final `url`), with the link's hash.
 */
export async function sendVisit(visit: Visit, request: PageRequest): Promise<void> {
  const form = request.form;
  const options: VisitAjaxOptions = {
    target: pageSection(),
    swap: 'innerHTML',
    push: request.push ? 'true' : 'false',
    shopVisit: visit,
    ...(form ? { source: form.element, event: form.event } : {}),
  };
  await htmx.ajax(request.method, request.url, options);
}
