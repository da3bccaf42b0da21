/**
 * Navigation benchmarks (part of `npm run bench`):
 *   - click-to-content of an in-place load against a full page load of the same pages (median);
 *   - JS heap after 10 and after 200 in-place navigations, after forced garbage collection;
 *   - widgets still mounted that belong to content no longer on the page.
 * The leaving animation is set to 0 ms for the engine figures (data-delay-in, test mode of the reference CMS);
 * the shop front's configured 350 ms animation adds to every in-place load by design.
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { heapAfterGc, median } from './stats.mjs';
const PAGES = ['/fr/catalog/category/1', '/fr/service', '/fr/widgets', '/fr/catalog/category/3', '/fr/'];
const QUERY = '?__runtime-data-delay-in=0';

/** Clicks a link to `path` (inserted into <main>, as a theme would) and waits until the page has finished. */
async function visitInPlace(page, path) {
  return page.evaluate(async (target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'bench';
    document.querySelector('main').append(link);
    const start = performance.now();
    link.click();
    while (!(
      document.body.dataset.pageState === 'finished' && location.pathname === new URL(target, location.href).pathname
    )) {
      await new Promise((r) => setTimeout(r, 1));
    }
    return performance.now() - start;
  }, path);
}

async function fullLoad(page, base, path) {
  await page.goto(`${base}${path}${QUERY}`);
  await page.waitForFunction(() => performance.getEntriesByName('shop-runtime:loaded').length > 0);
  return page.evaluate(() => performance.getEntriesByName('shop-runtime:loaded')[0].startTime);
}

export async function navigationBenchmarks(browser, base, rounds) {
  const page = await pageWithConsent(browser, base);
  const full = [];
  const inPlace = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of PAGES) full.push(await fullLoad(page, base, path));
  }
  await page.goto(`${base}/fr/${QUERY}`);
  await page.evaluate(() => window.ShopRuntime.ready);
  await page.waitForFunction(() => document.querySelector('[hx-history-elt]'));
  for (let round = 0; round < rounds; round++) {
    for (const path of PAGES) inPlace.push(await visitInPlace(page, path));
  }

  const cdp = await page.context().newCDPSession(page);
  let count = 0;
  const navigate = async (n) => {
    for (let i = 0; i < n; i++) await visitInPlace(page, PAGES[count++ % PAGES.length]);
  };
  await navigate(10);
  const heap10 = await heapAfterGc(cdp);
  await navigate(190);
  const heap200 = await heapAfterGc(cdp);
  const widgets = await page.evaluate(async () => {
    const runtime = await window.ShopRuntime.ready;
    return { mounted: runtime.widgets.mountedCount, onPage: document.querySelectorAll('[data-widget]').length };
  });
  await page.close();
  return { full: median(full), inPlace: median(inPlace), heap10, heap200, navigations: count, widgets };
}
