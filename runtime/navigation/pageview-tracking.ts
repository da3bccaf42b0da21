/**
 * Tracking of a page loaded in place (runtime spec §9): VirtualPageview 100 ms after the title change, then the
 * analytics page_view 200 ms after that. Each reads the address and title when it fires.
 */
import { track } from '../tracking.ts';

export const VIRTUAL_PAGEVIEW_MS = 100;
export const ANALYTICS_AFTER_MS = 200;

export function trackPageView(): void {
  setTimeout(() => {
    track({
      event: 'VirtualPageview',
      virtualPageURL: location.pathname + location.search,
      virtualPageTitle: document.title,
    });
    setTimeout(
      () => track({ event: 'page_view', page_location: location.href, page_title: document.title }),
      ANALYTICS_AFTER_MS,
    );
  }, VIRTUAL_PAGEVIEW_MS);
}
