/**
 * `node tests/bench/run.mjs lighthouse`: Lighthouse's mobile performance audit (its default: Moto G power
 * emulation, simulated slow 4G and 4× CPU throttling) of the production build served by the reference CMS, one
 * page at a time, in Debian's Chromium (chrome-launcher, never a downloaded browser). A first visit: nothing
 * cached, no cookie choice made (the consent banner shows); the cart and checkout carry two lines in the cart.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const LIGHTHOUSE_PAGES = [
  ['home', '/fr/'],
  ['category', '/fr/catalog/category/3/casques'],
  ['product', '/fr/catalog/product/1001/maillot-flandrien-manches-courtes'],
  ['search', '/fr/catalog?q=casque'],
  ['cart', '/fr/shoppingcarts'],
  ['checkout', '/fr/checkout'],
];

/** A visitor of the reference CMS with a jersey and a helmet in the cart: its session cookie. */
async function visitorWithCart(base) {
  const home = await fetch(`${base}/fr/`);
  const cookie = (home.headers.get('set-cookie') ?? '').split(';')[0];
  const token = /name="__RequestVerificationToken" content="([^"]+)"/.exec(await home.text())?.[1] ?? '';
  for (const variantId of [50001, 50242]) {
    const answer = await fetch(`${base}/api/v1/catalog/products/addtocart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, RequestVerificationToken: token },
      body: JSON.stringify({ ProductVariantId: variantId, Quantity: 1 }),
    });
    if (!answer.ok) throw new Error(`adding ${variantId} to the cart failed: ${answer.status}`);
  }
  return cookie;
}

/** One row per page: score and metrics of Lighthouse's mobile performance category. */
export async function lighthouseBenchmarks(base, only = LIGHTHOUSE_PAGES.map(([name]) => name)) {
  const cookie = await visitorWithCart(base);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const [name, path] of LIGHTHOUSE_PAGES.filter(([page]) => only.includes(page))) {
      const answer = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: cookie },
      });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        name,
        path,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        bytes: audit('total-byte-weight'),
        warnings: lhr.runWarnings ?? [],
        opportunities: Object.values(lhr.audits)
          .filter((item) => item.details?.type === 'opportunity' && (item.details.overallSavingsMs ?? 0) >= 50)
          .map((item) => `${item.id} (${Math.round(item.details.overallSavingsMs)} ms)`),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** The Markdown table of `lighthouseBenchmarks`'s rows. */
export function lighthouseTable(results) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    '| page | score | FCP | LCP | TBT | CLS | SI | transfer |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} (${r.path}) | ${r.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${s(r.si)} | ${(r.bytes / 1024).toFixed(0)} kB |`,
    ),
  ];
  for (const r of results) {
    if (r.opportunities.length) lines.push(`\n${r.name}: ${r.opportunities.join(', ')}`);
    for (const warning of r.warnings) lines.push(`\n${r.name}: warning: ${warning}`);
  }
  return lines.join('\n');
}
