/**
 * What the page does once a visit's content is in (runtime spec §4): title (and the pageview tracking that counts
 * from it, §9), homepage/page class, the entering animation, scroll (top, anchor or the restored position), focus
 * to the heading and its announcement, the culture switcher; then the wait for the new images. The rules are in
 * ./page-rules.ts.
 */
import type { RuntimeConfig } from '../config.ts';
import { pointLinkTo } from '../page.ts';
import { prefersReducedMotion } from '../dom.ts';
import { goToAnchor } from './anchors.ts';
import { trackPageView } from './pageview-tracking.ts';
import { cultureSwitchHref, focusesHeading, isHomePath, scrollPlan } from './page-rules.ts';
import { PAGE_SECTION, pageSection } from './page-section.ts';
import type { Visit } from './visit.ts';

const ANNOUNCER_ID = 'rt-page-announcer';

/** The polite live region that reads the new page's title. */
export function announcer(): HTMLElement {
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = ANNOUNCER_ID;
    region.className = 'visually-hidden rt-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  return region;
}

/** The culture switcher (links with hreflang outside the page section) follows the current address. */
function updateCultureSwitch(url: URL): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    if (!link.closest(PAGE_SECTION)) pointLinkTo(link, cultureSwitchHref(url, link.hreflang.slice(0, 2)));
  }
}

/**
 * Shows the arrived page. Stops after the scroll when the visit was aborted meanwhile (an anchor scroll takes
 * 800 ms): focus and the announcement then belong to the newer visit.
 */
export async function showArrivedPage(visit: Visit, config: Pick<RuntimeConfig, 'app' | 'delayOut'>): Promise<void> {
  const section = pageSection();
  if (visit.title) document.title = visit.title;
  // Tracking counts from the title change (runtime spec §9), not from the end of the load (images may be slow).
  trackPageView();
  const url = new URL(location.href);
  const home = isHomePath(url.pathname, config);
  document.body.classList.toggle('homepage', home);
  document.body.classList.toggle('page', !home);
  document.body.classList.add('page-entering');
  setTimeout(() => document.body.classList.remove('page-entering'), prefersReducedMotion() ? 0 : config.delayOut);

  const plan = scrollPlan(url.hash, visit.restoreScroll);
  if (plan.kind === 'restore') window.scrollTo({ top: plan.top, behavior: 'instant' });
  else if (!(plan.kind === 'anchor' && (await goToAnchor(plan.hash)))) window.scrollTo({ top: 0, behavior: 'instant' });
  if (!visit.live) return;

  if (focusesHeading(plan)) {
    const heading = section.querySelector<HTMLElement>('h1') ?? section;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  announcer().textContent = document.title;
  updateCultureSwitch(url);
}

/** Resolves when the images of `root` that load now (not the lazy ones) have loaded or failed. */
export function imagesLoaded(root: Element = pageSection()): Promise<void> {
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete && img.loading !== 'lazy');
  return Promise.all(
    pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    ),
  ).then(() => undefined);
}
