/**
 * Hook benchmark (`node tests/bench/run.mjs hooks`), in Chromium against the reference CMS: for each widget a
 * listing page can carry many times (once per product card or list row), N hooks inserted at once, the widget's
 * chunk already loaded. Each hook is the one the reference CMS renders (taken from the page's HTML as served, before
 * any widget touched it), ids made unique. Four times per round, each insertion starting from a collected heap:
 *
 *   mounted: from the insertion to the last of the N carrying `data-widget-mounted`, seen by a MutationObserver.
 *     The registry mounts in 10 ms slices (runtime/main-thread.ts) and the browser renders a frame when one is due
 *     between two slices, so past one slice this wall time also holds the frame that first shows the N inserted
 *     hooks (what "markup alone" costs);
 *   script: the main thread's script time within that window, from a Chromium trace (tests/bench/trace.mjs): the
 *     mount's own cost (registry, options, the widgets' work with the style and layout they force, the garbage
 *     collections its allocations start, and the bench's observer), without the frames rendered in between;
 *   mount work: script, less the garbage collection within it, which comes in steps rather than a share per hook:
 *     V8 scavenges its young space when about a megabyte has been allocated (after the heap collection below, 1,000
 *     hooks of most widgets stay under it, 2,000 pass it once), and a frame drawn between two slices may start a
 *     major collection (its layout of the N inserted blocks brings the page's heap to its limit: 2,000 copies of
 *     some markup do with no widget at all) that V8 finishes in the script that runs next. The target's ratio is
 *     read on the mount work; the script with its collections is reported beside it;
 *   painted: from the insertion to the next frame after that (mounted + the browser's style, layout and paint);
 *   drawing work: the main thread's script and rendering (style, layout, pre-paint, paint: trace.mjs) from the
 *     insertion to that frame drawn, without the waits for a frame that the wall times hold;
 *   markup alone: the same N copies with no hook (data-widget renamed), from the insertion to the next frame: what
 *     that markup costs the browser without any widget, so painted − markup alone is what the widgets add to it.
 *
 * (Until session 10 the bench polled with setTimeout(0) until all N were marked: a frame due in between was counted
 * with the mount or not, depending on the machine's load. Session 11 added the heap collection and the script time.)
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { median } from './stats.mjs';
import { renderingTimeBetween, scriptTimeBetween, TRACE_CATEGORIES } from './trace.mjs';

/** Widget name → a page of the reference CMS that renders such a hook (the first one is copied). */
export const HOOK_PAGES = [
  ['tooltip', '/fr/atelier'],
  ['popover', '/fr/atelier'],
  ['countdown', '/fr/widgets'],
  ['quantity', '/fr/catalog/category/6/outils-pneus'],
  ['add-to-cart', '/fr/catalog/category/6/outils-pneus'],
  ['wishlist-button', '/fr/catalog/category/6/outils-pneus'],
  ['lazy-image', '/fr/atelier'],
  ['bigger-link', '/fr/atelier'],
  ['scroll-in', '/fr/atelier'],
  ['social-share', '/fr/atelier'],
];

/** The target's two counts (issue 19); `BENCH_HOOK_COUNTS=2000,4000` measures another pair. */
export const HOOK_COUNTS = (process.env.BENCH_HOOK_COUNTS ?? '1000,2000').split(',').map(Number);

/** The hooks of `only` (all when empty), `counts` of each at once; a row per widget. */
export async function hookBenchmarks(browser, base, rounds, only = [], counts = HOOK_COUNTS) {
  const page = await pageWithConsent(browser, base);
  page.on('pageerror', (error) => {
    throw new Error(`the page failed during the hook benchmark: ${error.message}`);
  });
  const cdp = await page.context().newCDPSession(page);
  // Every insertion starts from a collected heap: the garbage the bench itself makes (the served page parsed, N
  // copies of the markup as strings) would otherwise be marked during the next mount, and V8 and Blink do that
  // marking in steps taken on allocation, so it lands on whichever DOM calls come next (3-8x slower node
  // insertions in the measured rounds, growing round after round). What the widgets allocate still counts.
  const collectGarbage = () => cdp.send('HeapProfiler.collectGarbage');
  const results = [];
  for (const [name, path] of HOOK_PAGES) {
    if (only.length && !only.includes(name)) continue;
    await page.goto(`${base}${path}`);
    // The page's own hook mounted: the widget's chunk is loaded.
    await page.waitForFunction((widget) => document.querySelector(`[data-widget-mounted~="${widget}"]`), name);
    const html = await page.evaluate(async (name) => {
      const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
      const hook = served.querySelector(`[data-widget~="${name}"]`);
      if (!hook) throw new Error(`no ${name} hook on ${location.pathname}`);
      return hook.outerHTML;
    }, name);
    const row = { name };
    for (const count of counts) {
      const times = { mounted: [], script: [], gc: [], painted: [], markup: [], drawScript: [], drawRendering: [] };
      for (let round = 0; round < rounds; round++) {
        for (const withHooks of [true, false]) {
          // N copies, ids made unique; without hooks, data-widget renamed: what the markup costs with no widget.
          await page.evaluate(
            ({ markup, count, round }) => {
              const box = document.createElement('div');
              box.className = 'bench-hooks';
              box.innerHTML = Array.from({ length: count }, (_, i) =>
                markup.replaceAll(/\b(id|for|aria-describedby|aria-labelledby)="([^"]*)"/g, `$1="$2-b${round}-${i}"`),
              ).join('');
              window.benchHooksBox = box;
            },
            { markup: withHooks ? html : html.replaceAll('data-widget=', 'data-bench-widget='), count, round },
          );
          await collectGarbage();
          if (withHooks) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
          const time = await page.evaluate(
            async ({ name, count, withHooks }) => {
              const box = window.benchHooksBox;
              delete window.benchHooksBox;
              const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
              // The moment the last hook is marked mounted, seen by an observer (no polling in between).
              // Read through Element.prototype, as the registry does (runtime/dom.ts): a property looked up on an
              // order form would slow every later insertion on the page the bench measures.
              const attributeOf = Element.prototype.getAttribute;
              let mounted = 0;
              let allMounted;
              const done = new Promise((resolve) => (allMounted = resolve));
              // A token test allocates nothing: the observer's own garbage would count in the mount's script time.
              const named = new RegExp(`(^|\\s)${name}(\\s|$)`);
              const observer = new MutationObserver((records) => {
                for (const record of records) {
                  const before = record.oldValue;
                  if (
                    !(before && named.test(before)) &&
                    named.test(attributeOf.call(record.target, 'data-widget-mounted') ?? '')
                  )
                    mounted += 1;
                }
                if (mounted < count) return;
                performance.mark('bench-hooks-mounted');
                allMounted(performance.now());
              });
              if (withHooks) {
                observer.observe(box, {
                  subtree: true,
                  attributes: true,
                  attributeOldValue: true,
                  attributeFilter: ['data-widget-mounted'],
                });
              }
              performance.mark('bench-hooks-inserted');
              const start = performance.now();
              document.querySelector('main').append(box);
              const end = withHooks
                ? await Promise.race([
                    done,
                    new Promise((_, reject) =>
                      setTimeout(() => reject(new Error(`only ${mounted} of ${count} ${name} hooks mounted`)), 60_000),
                    ),
                  ])
                : start;
              observer.disconnect();
              // Then the frame that shows them: the browser's style, layout and paint of what was inserted.
              await nextFrame();
              const painted = performance.now() - start;
              performance.mark('bench-hooks-painted');
              box.remove();
              await new Promise((resolve) => setTimeout(resolve, 100));
              return { mounted: end - start, painted };
            },
            { name, count, withHooks },
          );
          if (withHooks) {
            const trace = JSON.parse((await browser.stopTracing()).toString());
            const { script, gc } = scriptTimeBetween(trace, 'bench-hooks-inserted', 'bench-hooks-mounted');
            times.script.push(script);
            times.gc.push(gc);
            times.drawScript.push(scriptTimeBetween(trace, 'bench-hooks-inserted', 'bench-hooks-painted').script);
            times.drawRendering.push(renderingTimeBetween(trace, 'bench-hooks-inserted', 'bench-hooks-painted'));
            times.mounted.push(time.mounted);
            times.painted.push(time.painted);
          } else {
            times.markup.push(time.painted);
          }
        }
      }
      console.error(
        `hooks: ${name} × ${count}: mounted ${times.mounted.map((time) => time.toFixed(0)).join(', ')} ms, of which script ${times.script.map((time) => time.toFixed(1)).join(', ')} ms, of which garbage collection ${times.gc.map((time) => time.toFixed(1)).join(', ')} ms; painted ${times.painted.map((time) => time.toFixed(0)).join(', ')} ms; markup alone ${times.markup.map((time) => time.toFixed(0)).join(', ')} ms`,
      );
      row[count] = median(times.mounted);
      row[`${count} script`] = median(times.script);
      // Per round, so the median is of one round's figure, not a difference of two medians.
      row[`${count} work`] = median(times.script.map((time, round) => time - times.gc[round]));
      row[`${count} gc`] = median(times.gc);
      row[`${count} painted`] = median(times.painted);
      row[`${count} markup`] = median(times.markup);
      row[`${count} draw script`] = median(times.drawScript);
      row[`${count} draw rendering`] = median(times.drawRendering);
    }
    results.push(row);
  }
  // The CDP session first, then its page (whose context closes with it: tests/consent-cookie.mjs).
  await cdp.detach();
  await page.close();
  return results;
}
