/**
 * Intent prefetch: a link that loads in place is fetched when the visitor shows the intent to follow it (the
 * pointer rests on it for PREFETCH_REST_MS, a finger touches it, the keyboard focuses it), so that the click finds
 * its answer on the way or already in. The rules are in ./prefetch-rules.ts; the htmx adapter hands the answer to
 * the visit (`take`). One set of delegated listeners on the document, nothing per link.
 *
 * The request is the visit's own (same headers) plus `Purpose: prefetch` (fetch may not send `Sec-Purpose`), so a server may tell it apart. Any
 * data change on the server (`server:changed`, a form sent on past validation: the submit step `forget`) forgets
 * every prefetched answer.
 */
import { registerSubmitStep } from '../submit.ts';
import { decideLink, linkFacts } from './link-policy.ts';
import { PREFETCH_REST_MS, PrefetchCache, prefetchAddress } from './prefetch-rules.ts';
import type { FetchPage } from './visit-fetch.ts';

const MAIN_CLICK = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

interface NetworkInformation {
  saveData?: boolean;
}

/** An answer fetched ahead; whoever takes it owns its request (and cancels it with `abort`). */
export interface Prefetched {
  answer: Promise<Response>;
  abort(): void;
}

export interface Prefetcher {
  /** The prefetched answer for a page request to `url` (taken once), or undefined. */
  take(url: string): Prefetched | undefined;
  /** Removes the listeners and forgets the answers. */
  stop(): void;
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

function pathOf(url: string): string {
  const address = new URL(url, location.href);
  return address.pathname + address.search;
}

/**
 * A visit's fetch that uses the answer fetched ahead: the server's answer for that page moments ago, whatever its
 * status (a failure is the visit's failure, reported as usual). A prefetch that never got an answer (the network
 * failed) is asked again, as if it had never been sent; an aborted visit cancels the prefetch's request.
 */
export function withPrefetched(prefetched: Prefetched | undefined, fetchPage: FetchPage): FetchPage {
  if (!prefetched) return fetchPage;
  return (url, init) => {
    // The visit owns the request now: aborting the visit cancels it in the browser.
    init.signal?.addEventListener('abort', () => prefetched.abort(), { once: true });
    return prefetched.answer.catch(() => fetchPage(url, init));
  };
}

/**
 * Starts intent prefetch. `visitRunning` tells whether a page load is under way (nothing is fetched ahead then);
 * `fetchPage` is the network (the window's fetch).
 */
export function startPrefetch(
  visitRunning: () => boolean,
  fetchPage: typeof fetch = window.fetch.bind(window),
  root: Document = document,
): Prefetcher {
  const cache = new PrefetchCache<Prefetched>((stale) => stale.abort());
  let resting: { link: HTMLAnchorElement; timer: number } | undefined;

  const prefetch = (link: HTMLAnchorElement) => {
    const path = prefetchAddress({
      decision: decideLink(linkFacts(link, location.href), MAIN_CLICK),
      saveData: (navigator as { connection?: NetworkInformation }).connection?.saveData === true,
      visitRunning: visitRunning(),
      inDialog: link.closest('dialog') !== null,
      optedOut: link.closest('[data-prefetch="false"]') !== null,
      currentPath: location.pathname + location.search,
    });
    if (path === null || cache.has(path, Date.now())) return;
    const controller = new AbortController();
    const answer = fetchPage(path, {
      credentials: 'same-origin',
      signal: controller.signal,
      headers: { 'HX-Request': 'true', 'HX-Current-URL': location.href, Accept: 'text/html', Purpose: 'prefetch' },
    });
    // A failed prefetch is no failure of the page: the click sends its own request (see `withPrefetched`).
    answer.catch(() => undefined);
    cache.put(path, { answer, abort: () => controller.abort() }, Date.now());
  };

  const stopResting = () => {
    if (resting) window.clearTimeout(resting.timer);
    resting = undefined;
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return; // touchstart speaks for fingers
    const link = linkOf(event.target);
    if (!link || link === resting?.link) return;
    stopResting();
    const timer = window.setTimeout(() => {
      resting = undefined;
      prefetch(link);
    }, PREFETCH_REST_MS);
    resting = { link, timer };
  };
  const onPointerOut = (event: PointerEvent) => {
    // Moving between the link's own children is still resting on it.
    if (resting && !(event.relatedTarget instanceof Node && resting.link.contains(event.relatedTarget))) stopResting();
  };
  // Only Event's target is read (desktop Safari has no TouchEvent, and never fires touchstart).
  const onTouchStart = (event: Event) => {
    const link = linkOf(event.target);
    if (link) prefetch(link);
  };
  const onFocusIn = (event: FocusEvent) => {
    const link = linkOf(event.target);
    if (link) prefetch(link);
  };
  const forget = () => cache.clear();

  root.addEventListener('pointerover', onPointerOver);
  root.addEventListener('pointerout', onPointerOut);
  root.addEventListener('touchstart', onTouchStart, { passive: true });
  root.addEventListener('focusin', onFocusIn);
  const stopForgetting = registerSubmitStep('forget', () => void forget());
  root.addEventListener('server:changed', forget);

  return {
    take: (url) => cache.take(pathOf(url), Date.now()),
    stop() {
      stopResting();
      cache.clear();
      root.removeEventListener('pointerover', onPointerOver);
      root.removeEventListener('pointerout', onPointerOut);
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('focusin', onFocusIn);
      stopForgetting();
      root.removeEventListener('server:changed', forget);
    },
  };
}
