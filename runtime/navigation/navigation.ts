/**
 * In-place navigation on htmx 4 (runtime spec §2 "Link handling", §3 "History state", §4 "Page load"): the chunk
 * boot starts once the core runs. It puts the parts together:
 *
 *   routing.ts       delegated clicks and submits → the link policy → a visit (or a modal, an anchor, the browser)
 *   navigator.ts     owns the current visit (visit.ts, states in visit-state.ts) and runs a load's steps
 *   htmx-adapter.ts  the only module touching htmx: sends visits, feeds the Navigator what htmx does
 *   visit-view.ts    data-page-state, page-leaving, long-loading, the block loader
 *   arrival.ts       title, body class, scroll, focus, announcement, culture switcher, images
 *   prefetch.ts      links fetched ahead on intent (pointer rest, touch, keyboard focus), used by the next visit
 *   restored-page.ts a page back from the back-forward cache: what was passing put away, the visitor's parts refreshed
 *
 * Widgets go places through runtime/page.ts (`runtime.pages.follow`), to which this attaches the Navigator.
 */
import { prefersReducedMotion } from '../dom.ts';
import type { Runtime } from '../runtime.ts';
import { announcer, imagesLoaded, showArrivedPage } from './arrival.ts';
import { connectHtmx, pushAddress, sendVisit } from './htmx-adapter.ts';
import { Navigator } from './navigator.ts';
import { rememberPageSheets } from './page-head.ts';
import { startPrefetch } from './prefetch.ts';
import { onRestore, putAwayPassing, refreshVisitorParts } from './restored-page.ts';
import { startRouting } from './routing.ts';
import { domVisitView } from './visit-view.ts';

export function startNavigation(runtime: Runtime): void {
  const { config, pages, errors } = runtime;
  const navigator = new Navigator({
    send: sendVisit,
    view: domVisitView,
    show: (visit) => showArrivedPage(visit, config),
    imagesLoaded: () => imagesLoaded(),
    report: (error, context) => errors.report(error, context),
    leavingMs: () => (prefersReducedMotion() ? 0 : config.delayIn),
    loadWhole: (url) => pages.loadWhole(url),
  });
  connectHtmx(navigator, {
    scriptNonce: runtime.scriptNonce,
    release: runtime.release,
    timeoutMs: config.navigationTimeout,
    prefetcher: startPrefetch(() => navigator.current?.live ?? false),
  });
  announcer();
  rememberPageSheets();
  onRestore(() => {
    putAwayPassing(() => navigator.settle());
    void refreshVisitorParts();
  });
  // Widgets go places through runtime/page.ts: a new address adds a history entry, a reload does not.
  pages.attach(
    (url, options) => void navigator.visit({ url, method: 'GET', push: !options.replace, noCache: true }),
    pushAddress,
  );
  startRouting(
    (request) => void navigator.visit(request),
    (url) => pages.follow(url),
  );
}
