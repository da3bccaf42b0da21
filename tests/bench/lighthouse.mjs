/**
 * `node tests/bench/run.mjs lighthouse`: Lighthouse's mobile performance audit (its default: Moto G power
 * emulation, simulated slow 4G and 4× CPU throttling) of the production build served by the reference CMS, one
 * page at a time, in Debian's Chromium (chrome-launcher, never a downloaded browser). A first visit: nothing
 * cached, no cookie choice made (the consent banner shows); the cart and checkout carry two lines in the cart.
 *
 * Before the measured runs, one run of the first page is made and dropped: a fresh Chromium's first navigation pays
 * for the browser's own start-up (the home page scored 76 there and 100 on the next run of the same build).
 * LIGHTHOUSE_RUNS=3 runs each page three times (medians in the table). LIGHTHOUSE_REPORT_DIR=<folder> keeps each
 * run's whole JSON report there (`<page>-<time>.json`: long tasks, LCP breakdown, render-blocking resources…), to
 * read what a score is made of.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCHER } from '../chromium.mjs';
import { median } from './stats.mjs';

export const LIGHTHOUSE_PAGES = [
  ['home', '/fr/'],
  ['category', '/fr/catalog/category/3/casques'],
  ['product', '/fr/catalog/product/1001/maillot-flandrien-manches-courtes'],
  ['search', '/fr/catalog?q=casque'],
  ['cart', '/fr/shoppingcarts'],
  ['checkout', '/fr/checkout'],
  // The React islands' pages (issue 33: mobile ≥ 95 there too).
  ['documents', '/fr/documents'],
  ['uploads', '/fr/account/uploads'],
  ['stores', '/fr/stores'],
];

const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

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

/** One Lighthouse run of one page: its score and the metrics of the performance category. */
async function audit(port, base, cookie, name, path) {
  const answer = await lighthouse(`${base}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: cookie },
  });
  const lhr = answer?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
  if (REPORT_DIR) {
    await mkdir(REPORT_DIR, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(`${REPORT_DIR}/${name}-${stamp}.json`, answer.report);
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    bytes: metric('total-byte-weight'),
    warnings: lhr.runWarnings ?? [],
    opportunities: Object.values(lhr.audits)
      .filter((item) => item.details?.type === 'opportunity' && (item.details.overallSavingsMs ?? 0) >= 50)
      .map((item) => `${item.id} (${Math.round(item.details.overallSavingsMs)} ms)`),
  };
}

const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bytes'];

/**
 * One row per page: the median of each metric over `rounds` runs (LIGHTHOUSE_RUNS, default 1), and each run's
 * score and TBT. The rounds go through the pages in turn (home, category, …, home, category, …), so a page is not
 * measured three times in a row while the machine's load moves.
 */
export async function lighthouseBenchmarks(
  base,
  only = LIGHTHOUSE_PAGES.map(([name]) => name),
  rounds = Number(process.env.LIGHTHOUSE_RUNS ?? 1),
) {
  const cookie = await visitorWithCart(base);
  const chrome = await launch({ chromePath: CHROMIUM_LAUNCHER, chromeFlags: CHROMIUM_ARGS });
  const pages = LIGHTHOUSE_PAGES.filter(([page]) => only.includes(page));
  const runs = new Map(pages.map(([name]) => [name, []]));
  try {
    const [warmName, warmPath] = pages[0] ?? LIGHTHOUSE_PAGES[0];
    await audit(chrome.port, base, cookie, `${warmName}-warm-up`, warmPath);
    for (let round = 0; round < rounds; round++) {
      for (const [name, path] of pages) runs.get(name).push(await audit(chrome.port, base, cookie, name, path));
    }
  } finally {
    chrome.kill();
  }
  return pages.map(([name, path]) => {
    const all = runs.get(name);
    const row = { name, path, runs: all.map((run) => ({ score: run.score, tbt: run.tbt })) };
    for (const key of METRICS) row[key] = median(all.map((run) => run[key]));
    row.warnings = [...new Set(all.flatMap((run) => run.warnings))];
    row.opportunities = [...new Set(all.flatMap((run) => run.opportunities.map((item) => item.replace(/ \(.*/, ''))))];
    return row;
  });
}

/** The Markdown table of `lighthouseBenchmarks`'s rows (medians; each run's score and TBT when there were several). */
export function lighthouseTable(results) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const several = results.some((r) => r.runs.length > 1);
  const lines = [
    `| page | score | FCP | LCP | TBT | CLS | SI | transfer |${several ? ' runs (score / TBT) |' : ''}`,
    `|---|---|---|---|---|---|---|---|${several ? '---|' : ''}`,
    ...results.map(
      (r) =>
        `| ${r.name} (${r.path}) | ${r.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${s(r.si)} | ${(r.bytes / 1024).toFixed(0)} kB |` +
        (several ? ` ${r.runs.map((run) => `${run.score} / ${Math.round(run.tbt)}`).join(', ')} |` : ''),
    ),
  ];
  for (const r of results) {
    if (r.opportunities.length) lines.push(`\n${r.name}: ${r.opportunities.join(', ')}`);
    for (const warning of r.warnings) lines.push(`\n${r.name}: warning: ${warning}`);
  }
  return lines.join('\n');
}
