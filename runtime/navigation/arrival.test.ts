// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imagesLoaded, showArrivedPage } from './arrival.ts';
import { ANALYTICS_AFTER_MS, VIRTUAL_PAGEVIEW_MS } from './pageview-tracking.ts';
import { Visit } from './visit.ts';

const config = { app: '', delayOut: 10 };

/** A visit whose content is in (the state arrival runs in). */
function arrivedVisit(init: { restoreScroll?: number } = {}, title = 'Casques | Atelier'): Visit {
  const visit = new Visit({ url: location.pathname, push: true, noCache: false, ...init }, 'leaving');
  visit.transition('inserting');
  visit.transition('images');
  visit.title = title;
  return visit;
}

beforeEach(() => {
  document.title = 'Accueil';
  document.body.className = 'homepage';
  document.body.innerHTML = `
    <header><a hreflang="nl" href="/nl/">NL</a></header>
    <main data-page-section id="main"><h1>Casques</h1><a hreflang="nl" href="/nl/in-content">in</a></main>`;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  document.getElementById('rt-page-announcer')?.remove();
  // The entering class's timer (delayOut) and the tracking's (VirtualPageview, then page_view) end before the next
  // test: else they fire in it (a push into its dataLayer) or when the environment is gone.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(config.delayOut, VIRTUAL_PAGEVIEW_MS + ANALYTICS_AFTER_MS)),
  );
});

describe('showing an arrived page', () => {
  it('sets the title and body class, focuses the heading, announces, and points the culture switcher here', async () => {
    history.replaceState(null, '', '/fr/catalog/category/3/?page=2');
    await showArrivedPage(arrivedVisit(), config);
    expect(document.title).toBe('Casques | Atelier');
    expect(document.body.classList.contains('page')).toBe(true);
    expect(document.body.classList.contains('homepage')).toBe(false);
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
    expect(document.getElementById('rt-page-announcer')?.textContent).toBe('Casques | Atelier');
    expect(document.querySelector('header a')?.getAttribute('href')).toBe('/nl/catalog/category/3/?page=2');
    // Links of the content are the content's own.
    expect(document.querySelector('main a')?.getAttribute('href')).toBe('/nl/in-content');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });

  it('the home page gets the homepage class', async () => {
    history.replaceState(null, '', '/nl/');
    document.body.className = 'page';
    await showArrivedPage(arrivedVisit(), config);
    expect(document.body.classList.contains('homepage')).toBe(true);
    expect(document.body.classList.contains('page')).toBe(false);
  });

  it('the entering class stays for delayOut, not a millisecond less', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/fr/service');
    await showArrivedPage(arrivedVisit(), config);
    expect(document.body.classList.contains('page-entering')).toBe(true);
    await vi.advanceTimersByTimeAsync(config.delayOut - 1);
    expect(document.body.classList.contains('page-entering')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(document.body.classList.contains('page-entering')).toBe(false);
    vi.useRealTimers();
  });

  it('tracks VirtualPageview 100 ms after the title change, then page_view 200 ms after that', async () => {
    vi.useFakeTimers();
    window.dataLayer = [];
    history.replaceState(null, '', '/fr/service');
    // The images of the page are not waited for: tracking counts from the title change.
    void showArrivedPage(arrivedVisit(), config);
    expect(document.title).toBe('Casques | Atelier');
    const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event);
    await vi.advanceTimersByTimeAsync(VIRTUAL_PAGEVIEW_MS - 1);
    expect(events()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events()).toEqual(['VirtualPageview']);
    expect(window.dataLayer.at(-1)).toEqual({
      event: 'VirtualPageview',
      virtualPageURL: '/fr/service',
      virtualPageTitle: 'Casques | Atelier',
    });
    await vi.advanceTimersByTimeAsync(ANALYTICS_AFTER_MS - 1);
    expect(events()).toEqual(['VirtualPageview']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events()).toEqual(['VirtualPageview', 'page_view']);
    expect(VIRTUAL_PAGEVIEW_MS).toBe(100);
    expect(ANALYTICS_AFTER_MS).toBe(200);
    vi.useRealTimers();
  });

  it('back/forward restores the saved scroll position', async () => {
    history.replaceState(null, '', '/fr/catalog/category/1');
    await showArrivedPage(arrivedVisit({ restoreScroll: 812 }), config);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 812, behavior: 'instant' });
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('an address with a hash: the anchor takes focus, not the heading', async () => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h2 id="faq">FAQ</h2>');
    history.replaceState(null, '', '/fr/service#faq');
    await showArrivedPage(arrivedVisit(), config);
    expect(document.activeElement).toBe(document.getElementById('faq'));
  });

  it('a visit aborted while it scrolled to its anchor leaves the announcement and switcher to the newer one', async () => {
    history.replaceState(null, '', '/fr/service#nowhere');
    const visit = arrivedVisit();
    const showing = showArrivedPage(visit, config);
    visit.abort();
    await showing;
    expect(document.getElementById('rt-page-announcer')?.textContent ?? '').toBe('');
    expect(document.querySelector('header a')?.getAttribute('href')).toBe('/nl/');
  });

  it('an anchor that is not there: the top, and no heading focus either', async () => {
    history.replaceState(null, '', '/fr/service#nowhere');
    await showArrivedPage(arrivedVisit(), config);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    expect(document.activeElement).not.toBe(document.querySelector('h1'));
    expect(document.getElementById('rt-page-announcer')?.textContent).toBe('Casques | Atelier');
  });
});

describe('waiting for images', () => {
  it('waits for the images that load now, not the lazy ones; a broken image counts as done', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<img src="/a.svg"><img src="/b.svg"><img loading="lazy" src="/c.svg">';
    const images = Array.from(root.querySelectorAll('img'));
    // Not loaded yet (happy-dom loads nothing).
    for (const img of images) Object.defineProperty(img, 'complete', { value: false });
    const [first, second, lazy] = images;
    let done = false;
    const waiting = imagesLoaded(root).then(() => (done = true));
    await Promise.resolve();
    first?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    second?.dispatchEvent(new Event('error'));
    await waiting;
    expect(lazy?.complete).toBe(false);
    expect(done).toBe(true);
  });
});
