#!/usr/bin/env node
/**
 * `npm run bench`: benchmarks in one Debian Chromium run against the reference CMS.
 * Prints a Markdown table to paste into docs/performance.md. Medians of several rounds; nothing here is a test.
 *
 *   mount: time from inserting N countdown hooks (one React root, portals) to all N rendered, chunk already loaded.
 *   navigation: see navigation.mjs.
 *
 *   engines: ours, bare htmx 4 boost and Turbo 8 side by side, see engines.mjs.
 *   soak: 300 in-place visits by clicking links, what the page holds at visit 40 and 300, see soak.mjs.
 *   hooks: see hooks.mjs (`node tests/bench/run.mjs hooks`, or `hooks tooltip popover` for some widgets only).
 *   lsp: the language server on a 2,000-line template, an edit → its diagnostics over stdio, see lsp.mjs (no browser,
 *   no reference CMS: `npm run bench -- lsp` runs it alone).
 *   quantity-boxes: 100 and 1,000 quantity boxes inserted until drawn, see quantity-boxes.mjs.
 *
 * `npm run bench -- shop validation` runs only the named groups (mount, navigation, shop, page-widgets, engines,
 * validation, hooks, quantity-boxes, react, soak, lighthouse, lsp); `lighthouse=home,cart` runs Lighthouse on those
 * pages only (lighthouse.mjs: one page at a time).
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { pageWidgetBenchmarks } from './page-widgets.mjs';
import { HOOK_COUNTS, hookBenchmarks } from './hooks.mjs';
import { quantityBoxRows } from './quantity-boxes.mjs';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { engineBenchmarks } from './engines.mjs';
import { navigationBenchmarks } from './navigation.mjs';
import { lighthouseBenchmarks, lighthouseTable } from './lighthouse.mjs';
import { lspBenchmark, lspRow } from './lsp.mjs';
import { reactArrival } from './react-arrival.mjs';
import { shopBenchmarks } from './shop.mjs';
import { soakBenchmark, soakRows } from './soak.mjs';
import { validationBenchmark } from './validation.mjs';
import { median } from './stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3198);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const BROWSER_GROUPS = [
  'mount',
  'navigation',
  'shop',
  'page-widgets',
  'engines',
  'validation',
  'hooks',
  'quantity-boxes',
  'react',
  'soak',
];
const args = process.argv.slice(2);
const listArg = (group) =>
  args
    .find((arg) => arg.startsWith(`${group}=`))
    ?.slice(group.length + 1)
    .split(',');
const lighthousePages = listArg('lighthouse');
const engineIds = listArg('engines');
const groupArgs = args.map((arg) => arg.split('=')[0]);
const OTHER_GROUPS = ['lighthouse', 'lsp'];
const only = new Set(groupArgs.filter((arg) => OTHER_GROUPS.includes(arg) || BROWSER_GROUPS.includes(arg)));
/** Words that are not groups name the widgets of the hooks group. */
const hookWidgets = groupArgs.filter((arg) => !OTHER_GROUPS.includes(arg) && !BROWSER_GROUPS.includes(arg));
const runs = (group) => only.size === 0 || only.has(group);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/fr/`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reference CMS did not start');
}

async function mountCost(page, count) {
  await page.goto(`${BASE}/fr/widgets`);
  await page.waitForFunction(() => document.querySelector('.rt-countdown'));
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    times.push(
      await page.evaluate(async (n) => {
        const end = new Date(Date.now() + 86_400_000).toISOString();
        const box = document.createElement('section');
        box.className = 'bench';
        box.innerHTML = Array.from({ length: n }, () => `<span data-widget="countdown" data-end="${end}"></span>`).join(
          '',
        );
        const start = performance.now();
        document.querySelector('main').append(box);
        const limit = start + 10_000;
        while (box.querySelectorAll('.rt-countdown').length < n) {
          if (performance.now() > limit)
            throw new Error(
              `only ${box.querySelectorAll('.rt-countdown').length} of ${n} hooks mounted: ${box.innerHTML.slice(0, 300)}`,
            );
          await new Promise((r) => setTimeout(r, 0));
        }
        const elapsed = performance.now() - start;
        box.remove();
        await new Promise((r) => setTimeout(r, 50));
        return elapsed;
      }, count),
    );
  }
  const leftover = await page.evaluate(() => document.querySelectorAll('.rt-countdown').length);
  return { median: median(times), leftover };
}

if (runs('lsp')) {
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(
    `\nLanguage server, ${new Date().toISOString().slice(0, 10)}, load average ${load.join(' ')} before the run\n`,
  );
  console.log(`| benchmark | median | notes |\n|---|---|---|\n${lspRow(await lspBenchmark())}`);
}
if (runs('lighthouse') || BROWSER_GROUPS.some(runs)) await withReferenceCms();

/** The groups that need the reference CMS, started for them. */
async function withReferenceCms() {
  const server = spawn('node', ['.build/fixtures/server.mjs'], {
    env: { ...process.env, PORT: String(PORT), FIXTURES_MODE: 'test' },
    stdio: 'ignore',
  });
  // Stopped with the bench even when an error ends it early: a server left running holds the port for the next run.
  process.on('exit', () => server.kill());
  try {
    await waitForServer();
    // Another bench's server on this port would answer instead of ours (BENCH_PORT picks another one).
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (server.exitCode !== null) throw new Error(`port ${PORT} is taken by another server: set BENCH_PORT`);
    if (runs('lighthouse')) {
      const load = loadavg().map((value) => value.toFixed(2));
      const results = await lighthouseBenchmarks(BASE, lighthousePages);
      console.log(
        `\nLighthouse mobile (performance), ${new Date().toISOString().slice(0, 16)}Z, load average ${load.join(' ')} before the run\n`,
      );
      console.log(lighthouseTable(results));
    }
    if (BROWSER_GROUPS.some(runs)) await browserBenchmarks();
  } finally {
    server.kill();
  }
}

/**
 * `BENCH_JS_FLAGS` gives V8 flags to the benchmarks' Chromium (its `--js-flags`), for a diagnosis: e.g.
 * `BENCH_JS_FLAGS="--no-sparkplug --no-maglev --no-turbofan"` runs the soak with V8's interpreter only
 * (docs/performance.md, "Soak"). The figures of `npm run bench` are read without it.
 */
function jsFlags() {
  return process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : [];
}

/** The groups measured in one Playwright Chromium. */
async function browserBenchmarks() {
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_ARGS, ...jsFlags()] });
  const page = await pageWithConsent(browser, BASE);
  page.on('pageerror', (error) => {
    throw new Error(`the page failed during the benchmark: ${error.message}`);
  });
  const rows = [];
  for (const n of runs('mount') ? [1, 100, 500] : []) {
    const result = await mountCost(page, n);
    rows.push(
      `| mount ${n} countdown hook${n > 1 ? 's' : ''} (chunk loaded) | ${result.median.toFixed(1)} ms | ${result.leftover - 1} left mounted after removal |`,
    );
  }
  if (runs('navigation')) {
    const nav = await navigationBenchmarks(browser, BASE, ROUNDS);
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    rows.push(
      `| full page load (navigation start → runtime loaded) | ${nav.full.toFixed(1)} ms | 5 pages × ${ROUNDS} |`,
    );
    rows.push(
      `| in-place load (click → page finished, leaving animation 0 ms) | ${nav.inPlace.toFixed(1)} ms | ratio ${(nav.inPlace / nav.full).toFixed(2)} × full load |`,
    );
    rows.push(`| JS heap after 10 in-place navigations (after GC) | ${mb(nav.heap10)} | |`);
    rows.push(
      `| JS heap after ${nav.navigations} in-place navigations (after GC) | ${mb(nav.heap200)} | growth ${mb(nav.heap200 - nav.heap10)} |`,
    );
    rows.push(
      `| widgets mounted after ${nav.navigations} navigations | ${nav.widgets.mounted} | ${nav.widgets.onPage} hook(s) on the page |`,
    );
  }
  if (runs('shop')) {
    const shop = await shopBenchmarks(browser, BASE, ROUNDS);
    rows.push(
      `| mount a category page of 100 products (quantity box, add-to-cart form, quick view, wishlist link each; chunks loaded) | ${shop.listing.toFixed(1)} ms | target ≤ 100 ms |`,
      `| product page: size change → refreshed price on screen (productvariants call included) | ${shop.variant.toFixed(1)} ms | local reference CMS |`,
    );
  }
  if (runs('page-widgets')) {
    const pageWidgets = await pageWidgetBenchmarks(browser, BASE, ROUNDS);
    rows.push(
      `| mount 200 content cards (bigger-link, scroll-in and a lazy image each: 600 hooks; chunks loaded) | ${pageWidgets.cards.toFixed(1)} ms | one IntersectionObserver per threshold |`,
      `| a news post list of 200 posts in masonry with lazy images: inserted → every post placed | ${pageWidgets.masonry.toFixed(1)} ms | target ≤ 100 ms (as the category page) |`,
    );
  }
  if (runs('engines')) {
    const { results, restMs, samples } = await engineBenchmarks(browser, BASE, ROUNDS, engineIds);
    const ours = results[0];
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    for (const result of results) {
      rows.push(
        `| ${result.engine}: click → content, pointer resting ${restMs} ms first | ${result.restedMedian.toFixed(1)} ms | p90 ${result.restedP90.toFixed(1)} ms; ${samples} loads; ours ÷ this ${(ours.restedMedian / result.restedMedian).toFixed(2)} |`,
        `| ${result.engine}: click → content, clicked at once | ${result.straightMedian.toFixed(1)} ms | p90 ${result.straightP90.toFixed(1)} ms; ours ÷ this ${(ours.straightMedian / result.straightMedian).toFixed(2)} |`,
        `| ${result.engine}: JS loaded (first page → after the run), as sent | ${kb(result.firstScripts)} → ${kb(result.allScripts)} | |`,
        `| ${result.engine}: JS heap after 10 → 200 in-place navigations (after GC) | ${mb(result.heap10)} → ${mb(result.heap200)} | growth ${mb(result.heap200 - result.heap10)} |`,
      );
    }
  }
  if (runs('hooks')) {
    for (const row of await hookBenchmarks(browser, BASE, ROUNDS, hookWidgets)) {
      const [small, large] = HOOK_COUNTS;
      rows.push(
        `| mount ${small} / ${large} ${row.name} hooks at once (chunk loaded): mount work; script; wall | ${row[`${small} work`].toFixed(1)} / ${row[`${large} work`].toFixed(1)} ms; ${row[`${small} script`].toFixed(1)} / ${row[`${large} script`].toFixed(1)} ms; ${row[small].toFixed(1)} / ${row[large].toFixed(1)} ms | work ratio ${(row[`${large} work`] / row[`${small} work`]).toFixed(2)} (target ≤ 100 ms and ≤ 2.1); script ratio ${(row[`${large} script`] / row[`${small} script`]).toFixed(2)}, of which GC ${row[`${small} gc`].toFixed(1)} / ${row[`${large} gc`].toFixed(1)} ms; wall ratio ${(row[large] / row[small]).toFixed(2)}; painted ${row[`${small} painted`].toFixed(1)} / ${row[`${large} painted`].toFixed(1)} ms, the markup alone ${row[`${small} markup`].toFixed(1)} / ${row[`${large} markup`].toFixed(1)} ms |`,
      );
    }
  }
  if (runs('quantity-boxes')) rows.push(...(await quantityBoxRows(browser, BASE, ROUNDS)));
  if (runs('react')) {
    for (const row of await reactArrival(browser, BASE)) {
      rows.push(
        row.react
          ? `| React on ${row.name} (${row.path}) | yes, first asked ${row.at} ms after navigation start | ${row.chunks} chunk(s) holding React |`
          : `| React on ${row.name} (${row.path}) | no | no chunk holding React asked for, 2 s after load |`,
      );
    }
  }
  if (runs('validation')) {
    const validation = await validationBenchmark(browser, BASE, ROUNDS);
    rows.push(
      `| validate a 100-field form on submit, first time (rules parsed, schema compiled) | ${validation.first.toFixed(2)} ms | target ≤ 5 ms |`,
      `| validate the same form again, every message changing | ${validation.again.toFixed(2)} ms | target ≤ 5 ms |`,
      `| then the browser's style and layout of those messages | ${validation.layout.toFixed(2)} ms | rendering, not validation |`,
    );
  }
  if (runs('soak')) rows.push(...soakRows(await soakBenchmark(browser, BASE)));
  await browser.close();
  console.log(
    `\nnpm run bench — ${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()}, median of ${ROUNDS}\n`,
  );
  console.log('| benchmark | median | notes |\n|---|---|---|');
  for (const row of rows) console.log(row);
}
