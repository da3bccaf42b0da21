/**
 * Side by side (part of `npm run bench`, group `engines`): our runtime, bare htmx 4 boost and Turbo 8 on the same
 * reference CMS pages in one run, all three through engine-proxy.mjs (which serves a page with another engine for
 * `?__engine=htmx|turbo`). For each engine:
 *   - click-to-content: the pointer moves onto a link, rests REST_MS (as a visitor's hand does before pressing),
 *     then clicks; the time from the click until the old content is gone and the new page's title and address are
 *     there (median and p90). Our leaving
 *     animation is 0 ms here (data-delay-in=0); the shop front's configured 350 ms adds to every load by design;
 *   - the same with no rest (a click straight away: no engine can fetch ahead);
 *   - JS bytes: the scripts the first page loaded (encoded, as sent), and those loaded by the end of the run;
 *   - heap growth over 200 in-place navigations (after forced garbage collection, 10 → 200).
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { startEngineProxy } from './engine-proxy.mjs';
import { heapAfterGc, percentile } from './stats.mjs';

const PAGES = ['/fr/catalog/category/1', '/fr/service', '/fr/widgets', '/fr/catalog/category/3', '/fr/'];
const REST_MS = 150;
const ENGINES = [
  { id: 'ours', name: 'ours (runtime)', query: '', start: '?__runtime-data-delay-in=0' },
  { id: 'htmx', name: 'htmx 4 boost', query: '?__engine=htmx', start: '?__engine=htmx' },
  { id: 'turbo', name: 'Turbo 8', query: '?__engine=turbo', start: '?__engine=turbo' },
];

async function titlesOf(base) {
  const titles = {};
  for (const path of PAGES) {
    const html = await (await fetch(`${base}${path}`)).text();
    titles[path] = /<title>([^<]*)<\/title>/.exec(html)[1].replaceAll('&amp;', '&').replaceAll('&#39;', "'");
  }
  return titles;
}

/** Puts a link to `href` in <main> (and lets htmx boost it), returns its centre. */
async function insertLink(page, href) {
  return page.evaluate((target) => {
    document.getElementById('bench-link')?.remove();
    const link = document.createElement('a');
    link.id = 'bench-link';
    link.href = target;
    link.textContent = 'Bench link';
    link.style.cssText = 'display:inline-block;padding:1rem;position:relative;z-index:10000';
    document.querySelector('main').prepend(link);
    window.htmx?.process?.(link);
    link.scrollIntoView({ block: 'center' });
    const box = link.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, href);
}

/** Clicks at `point` after resting `restMs` on it; resolves with click-to-content in ms. */
async function clickToContent(page, point, path, title, restMs) {
  await page.mouse.move(point.x, point.y);
  if (restMs) await page.waitForTimeout(restMs);
  await page.evaluate(() => {
    window.benchClickedAt = undefined;
    addEventListener('click', () => (window.benchClickedAt = performance.now()), { capture: true, once: true });
  });
  const arrived = page.evaluate(
    ({ path, title }) =>
      new Promise((resolve, reject) => {
        const limit = performance.now() + 10_000;
        const link = document.getElementById('bench-link');
        // Arrived: the old content (with the link) is gone, and the new page's title and address are there; for
        // Turbo, not its preview of the page from its snapshot cache (the fresh answer renders over it).
        const check = () => {
          const start = window.benchClickedAt;
          const fresh = !document.documentElement.hasAttribute('data-turbo-preview');
          if (
            start !== undefined &&
            !link.isConnected &&
            fresh &&
            location.pathname === path &&
            document.title === title
          ) {
            resolve(performance.now() - start);
          } else if (performance.now() > limit) {
            reject(new Error(`${path} did not arrive (${document.title} at ${location.pathname}, clicked: ${start})`));
          } else setTimeout(check, 0);
        };
        check();
      }),
    { path, title },
  );
  await page.mouse.down();
  await page.mouse.up();
  return arrived;
}

const scriptBytes = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );

async function ready(page, engine) {
  if (engine.id === 'ours') {
    await page.evaluate(() => window.ShopRuntime.ready);
    await page.waitForFunction(() => document.querySelector('[hx-history-elt]'));
  } else if (engine.id === 'htmx') await page.waitForFunction(() => window.htmx);
  else await page.waitForFunction(() => window.Turbo);
}

async function measureEngine(browser, base, engine, titles, rounds) {
  const page = await pageWithConsent(browser, base);
  page.on('crash', () => console.error(`${engine.name}: the page crashed`));
  await page.goto(`${base}/fr/${engine.start}`);
  await ready(page, engine);
  await page.waitForLoadState('networkidle');
  const firstScripts = await scriptBytes(page);
  const visit = async (path, restMs) =>
    clickToContent(page, await insertLink(page, path + engine.query), path, titles[path], restMs);

  const rested = [];
  const straight = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of PAGES) rested.push(await visit(path, REST_MS));
    for (const path of PAGES) straight.push(await visit(path, 0));
  }
  const cdp = await page.context().newCDPSession(page);
  let count = 0;
  const navigate = async (n) => {
    for (let i = 0; i < n; i++) await visit(PAGES[count++ % PAGES.length], 0);
  };
  await navigate(10);
  const heap10 = await heapAfterGc(cdp);
  await navigate(190);
  const heap200 = await heapAfterGc(cdp);
  const allScripts = await scriptBytes(page);
  await page.close();
  return {
    engine: engine.name,
    restedMedian: percentile(rested, 0.5),
    restedP90: percentile(rested, 0.9),
    straightMedian: percentile(straight, 0.5),
    straightP90: percentile(straight, 0.9),
    firstScripts,
    allScripts,
    heap10,
    heap200,
  };
}

/** `ids` picks engines (`engines=ours,turbo`); all of them by default, ours first (the ratios are to it). */
export async function engineBenchmarks(browser, cms, rounds, ids) {
  const proxy = await startEngineProxy(cms);
  try {
    const titles = await titlesOf(proxy.base);
    const results = [];
    for (const engine of ENGINES.filter((engine) => !ids?.length || ids.includes(engine.id))) {
      try {
        results.push(await measureEngine(browser, proxy.base, engine, titles, rounds));
      } catch (error) {
        throw new Error(`${engine.name}: ${error.message}`);
      }
    }
    return { results, restMs: REST_MS, samples: rounds * PAGES.length };
  } finally {
    proxy.close();
  }
}
