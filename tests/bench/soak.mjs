/**
 * Soak benchmark (part of `npm run bench`, group `soak`; issue 43): a shopper's long browse in place. 300 visits by
 * clicking the links the pages carry (the header's, and the page section's own: a category's products, the stores
 * page's stores, the service page's news, the news list's posts, the atelier page's products), through home,
 * categories, products (their video banner), the stores page and a store (its map), service, news, a news post (its
 * lightbox), the cart and the atelier page (tooltips, popover, parallax, sharing).
 *
 * What the page holds is read after a forced garbage collection (tests/page-memory.mjs: Chromium's JS heap, DOM
 * nodes, JS event listeners and documents), at visit 1, 40 and 300: the route is a round of 13 visits that starts
 * with home, so these are all the home page. A heap snapshot at each checkpoint splits the JS heap into what V8
 * compiled (code: bytecode, machine code, feedback) and the JS objects, and the code by tier, with the scripts and
 * functions it is the code of (tests/bench/heap-split.mjs): a leak of code adds scripts and functions, V8 warming up
 * only tiers. Growth from visit 40 to 300 must stay within 10 %. `SOAK_VISITS=n` browses n visits instead (1 more than a multiple of 13 ends on home), `SOAK_EVERY=n` adds a
 * checkpoint every n rounds (the trend of a longer browse), `SOAK_SNAPSHOTS=<folder>` keeps each checkpoint's heap
 * snapshot (`soak-<visit>.heapsnapshot`, for DevTools' Memory panel: what grew, and what holds it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageWithConsent } from '../consent-cookie.mjs';
import { pageMemory } from '../page-memory.mjs';
import { heapSplit } from './heap-split.mjs';

const VISITS = Number(process.env.SOAK_VISITS ?? 300);
const EVERY = Number(process.env.SOAK_EVERY ?? 0);
const BASELINE_VISIT = 40;
/**
 * The figures of each checkpoint: the issue's (JS heap, DOM nodes, listeners, documents) and what tells a leak of JS
 * objects or of code (scripts, functions) from V8 warming up, each with the 10 % target; then V8's code by tier and the
 * functions with machine code, which show where the code's growth is (no target: a function that gets hot gets them).
 */
const FIGURES = ['heap', 'objects', 'code', 'nodes', 'listeners', 'documents', 'scripts', 'functions'];
const TIER_FIGURES = [
  'bytecode',
  'feedback',
  'baseline',
  'optimized',
  'other',
  'baselineFunctions',
  'optimizedFunctions',
];
/** The growth allowed from visit 40 to the end (issue 43). */
const ALLOWED_GROWTH = 0.1;
const QUERY = '?__runtime-data-delay-in=0';

/**
 * One round of the route: each step names the link to click on the page the previous one reached. `href` is the
 * link's address (the header's links are on every page), `header` and `within` the start of the address of a header
 * link and of a page-section link; the round's number picks which of them (another category, product, store or
 * post each round).
 */
const ROUND = [
  { href: '/fr/' },
  { header: '/fr/catalog/category/' },
  { within: '/fr/catalog/product/' },
  { href: '/fr/stores' },
  { within: '/fr/stores/' },
  { href: '/fr/service' },
  { within: '/fr/news' },
  { within: '/fr/news/' },
  { href: '/fr/shoppingcarts' },
  { href: '/fr/atelier' },
  { within: '/fr/catalog/product/' },
  { header: '/fr/catalog/category/' },
  { within: '/fr/catalog/product/' },
];

/** Clicks the step's link in the page (the runtime's delegated click listener takes it) and waits for `finished`. */
function clickThrough(page, step, round) {
  return page.evaluate(
    async ({ step, round }) => {
      const all = (selector) => [...document.querySelectorAll(selector)];
      const candidates = step.href
        ? all(`a[href="${step.href}"]`)
        : step.header
          ? all(`header a[href^="${step.header}"]`)
          : all(`[data-page-section] a[href^="${step.within}"]:not([data-modal])`).filter(
              (link) => !link.closest('dialog') && link.search === '',
            );
      const links = [...new Map(candidates.map((link) => [link.pathname, link])).values()];
      const link = links[round % links.length];
      if (!link) throw new Error(`no link ${JSON.stringify(step)} on ${location.pathname}`);
      const path = link.pathname;
      link.click();
      const limit = performance.now() + 20_000;
      while (!(document.body.dataset.pageState === 'finished' && location.pathname === path)) {
        if (performance.now() > limit) throw new Error(`${path} did not finish: ${document.body.dataset.pageState}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return path;
    },
    { step, round },
  );
}

/**
 * The page's heap snapshot (written to `file` when given), split (heap-split.mjs): the JS objects (what the page's
 * code holds), V8's code and its tiers (bytecode, feedback, baseline, optimized, other), the scripts and the functions
 * V8 knows the code of, and how many of them have machine code of each kind.
 */
async function heapSnapshotSplit(cdp, file) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const text = chunks.join('');
  if (file) writeFileSync(file, text);
  const { tiers, ...split } = heapSplit(JSON.parse(text));
  return { ...split, ...tiers };
}

/** The kind of page an address is (home, product, store…), for the count of visits per kind. */
const PAGE_KINDS = [
  [/^\/fr\/$/, 'home'],
  [/^\/fr\/catalog\/category\//, 'category'],
  [/^\/fr\/catalog\/product\//, 'product'],
  [/^\/fr\/stores$/, 'stores'],
  [/^\/fr\/stores\//, 'store (map)'],
  [/^\/fr\/news$/, 'news'],
  [/^\/fr\/news\//, 'news post'],
  [/^\/fr\/shoppingcarts$/, 'cart'],
];
const pageKind = (path) => PAGE_KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? path.slice('/fr/'.length);

const isCheckpoint = (visit, last) =>
  visit === 1 ||
  visit === BASELINE_VISIT ||
  visit === last ||
  (EVERY > 0 && (visit - 1) % (EVERY * ROUND.length) === 0);

/**
 * Browses `visits` visits; returns the figures at each checkpoint, the seconds the visits took (checkpoints apart)
 * and the number of visits per kind of page. `onVisit(visit, path)` hears each visit (progress).
 */
export async function soakBenchmark(browser, base, { visits = VISITS, onVisit = () => {} } = {}) {
  const page = await pageWithConsent(browser, base);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/fr/catalog/product/1001/maillot-flandrien-manches-courtes${QUERY}`);
  await page.evaluate(() => window.ShopRuntime.ready);
  await page.waitForFunction(() => document.querySelector('[hx-history-elt]'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const checkpoints = [];
  const kinds = {};
  let seconds = 0;
  for (let visit = 1; visit <= visits; visit++) {
    const started = performance.now();
    const path = await clickThrough(page, ROUND[(visit - 1) % ROUND.length], Math.floor((visit - 1) / ROUND.length));
    seconds += (performance.now() - started) / 1000;
    kinds[pageKind(path)] = (kinds[pageKind(path)] ?? 0) + 1;
    onVisit(visit, path);
    if (!isCheckpoint(visit, visits)) continue;
    const memory = await pageMemory(cdp);
    const folder = process.env.SOAK_SNAPSHOTS;
    const split = await heapSnapshotSplit(cdp, folder && join(folder, `soak-${visit}.heapsnapshot`));
    checkpoints.push({ visit, path, ...memory, ...split });
  }
  await page.close();
  if (errors.length > 0) throw new Error(`the page failed during the soak: ${errors.join('; ')}`);
  return { checkpoints, seconds, kinds };
}

/** Growth from the checkpoint at visit 40 to the last one, as a fraction, per figure. */
function soakGrowth(checkpoints) {
  const from = checkpoints.find((point) => point.visit === BASELINE_VISIT) ?? checkpoints[0];
  const to = checkpoints.at(-1);
  return Object.fromEntries([...FIGURES, ...TIER_FIGURES].map((key) => [key, to[key] / from[key] - 1]));
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const LABELS = {
  heap: ['JS heap used', megabytes],
  objects: ['of which JS objects (heap snapshot)', megabytes],
  code: ['of which V8 code (bytecode, compiled code, feedback)', megabytes],
  nodes: ['DOM nodes', String],
  listeners: ['JS event listeners', String],
  documents: ['documents', String],
  scripts: ['V8 scripts (files, modules, inline scripts, evaluated strings)', String],
  functions: ['functions V8 compiled (with bytecode)', String],
  bytecode: ['V8 code: bytecode', megabytes],
  feedback: ['V8 code: feedback vectors, inline cache handlers', megabytes],
  baseline: ['V8 code: baseline machine code (Sparkplug)', megabytes],
  optimized: ['V8 code: optimized machine code (Maglev, Turbofan)', megabytes],
  other: ['V8 code: the rest (function infos, scope infos, scripts, compiled regular expressions)', megabytes],
  baselineFunctions: ['functions with baseline code', String],
  optimizedFunctions: ['optimized machine codes (a function may have a Maglev and a Turbofan one)', String],
};

/** The benchmark table's rows: each figure at the checkpoints, and its growth from visit 40 to the end. */
export function soakRows({ checkpoints, seconds, kinds }) {
  const growth = soakGrowth(checkpoints);
  const visits = checkpoints.at(-1).visit;
  const row = (key, withTarget) => {
    const [label, format] = LABELS[key];
    const values = checkpoints.map((point) => format(point[key])).join(' → ');
    const percent = `${growth[key] >= 0 ? '+' : ''}${(growth[key] * 100).toFixed(1)} %`;
    const verdict = withTarget ? (growth[key] <= ALLOWED_GROWTH ? ', within 10 %' : ', over 10 %') : '';
    return `| soak: ${label}, home page at visit ${checkpoints.map((point) => point.visit).join(' / ')} (after GC) | ${values} | ${BASELINE_VISIT} → ${visits}: ${percent}${verdict} |`;
  };
  const rows = [...FIGURES.map((key) => row(key, true)), ...TIER_FIGURES.map((key) => row(key, false))];
  const route = Object.entries(kinds)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  rows.push(
    `| soak: ${visits} in-place visits by clicking links (checkpoints apart) | ${seconds.toFixed(0)} s | ${route} |`,
  );
  return rows;
}
