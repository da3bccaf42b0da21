/**
 * Hook benchmark (`node tests/bench/run.mjs hooks`), in Chromium against the reference CMS: for each widget a
 * listing page can carry many times (once per product card or list row), N hooks inserted at once, the widget's
 * chunk already loaded. Each hook is the one the reference CMS renders (taken from the page's HTML as served, before
 * any widget touched it), ids made unique. Three times per round:
 *
 *   mounted: from the insertion to the last of the N carrying `data-widget-mounted`, seen by a MutationObserver
 *     (the mount cost: registry, options, the widgets' own work);
 *   painted: from the insertion to the next frame after that (mounted + the browser's style, layout and paint);
 *   markup alone: the same N copies with no hook (data-widget renamed), from the insertion to the next frame: what
 *     that markup costs the browser without any widget, so painted − markup alone is what the widgets add to it.
 *
 * (Until session 10 the bench polled with setTimeout(0) until all N were marked: a frame due in between was counted
 * with the mount or not, depending on the machine's load.)
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { median } from './stats.mjs';

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

export const HOOK_COUNTS = [1000, 2000];

export async function hookBenchmarks(browser, base, rounds, only = []) {
  const page = await pageWithConsent(browser, base);
  page.on('pageerror', (error) => {
    throw new Error(`the page failed during the hook benchmark: ${error.message}`);
  });
  const results = [];
  for (const [name, path] of HOOK_PAGES) {
    if (only.length && !only.includes(name)) continue;
    await page.goto(`${base}${path}`);
    // The page's own hook mounted: the widget's chunk is loaded.
    await page.waitForFunction((widget) => document.querySelector(`[data-widget-mounted~="${widget}"]`), name);
    const row = { name };
    for (const count of HOOK_COUNTS) {
      const times = await page.evaluate(
        async ({ name, count, rounds }) => {
          const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
          const hook = served.querySelector(`[data-widget~="${name}"]`);
          if (!hook) throw new Error(`no ${name} hook on ${location.pathname}`);
          const html = hook.outerHTML;
          const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          const boxOf = (round, markup) => {
            const box = document.createElement('div');
            box.className = 'bench-hooks';
            box.innerHTML = Array.from({ length: count }, (_, i) =>
              markup.replaceAll(/\b(id|for|aria-describedby|aria-labelledby)="([^"]*)"/g, `$1="$2-b${round}-${i}"`),
            ).join('');
            return box;
          };
          const times = { mounted: [], painted: [], markup: [] };
          for (let round = 0; round < rounds; round++) {
            const box = boxOf(round, html);
            // The moment the last hook is marked mounted, seen by an observer (no polling in between).
            let mounted = 0;
            let allMounted;
            const done = new Promise((resolve) => (allMounted = resolve));
            const observer = new MutationObserver((records) => {
              for (const record of records) {
                const before = (record.oldValue ?? '').split(' ');
                const now = (record.target.getAttribute('data-widget-mounted') ?? '').split(' ');
                if (!before.includes(name) && now.includes(name)) mounted += 1;
              }
              if (mounted >= count) allMounted(performance.now());
            });
            observer.observe(box, {
              subtree: true,
              attributes: true,
              attributeOldValue: true,
              attributeFilter: ['data-widget-mounted'],
            });
            const start = performance.now();
            document.querySelector('main').append(box);
            const end = await Promise.race([
              done,
              new Promise((_, reject) =>
                setTimeout(() => reject(new Error(`only ${mounted} of ${count} ${name} hooks mounted`)), 60_000),
              ),
            ]);
            observer.disconnect();
            times.mounted.push(end - start);
            // Then the frame that shows them: the browser's style, layout and paint of what was inserted.
            await nextFrame();
            times.painted.push(performance.now() - start);
            box.remove();
            await new Promise((resolve) => setTimeout(resolve, 100));
            // The same markup without any hook, to the frame that shows it: what the page costs without the widget.
            const bare = boxOf(round, html.replaceAll('data-widget=', 'data-bench-widget='));
            const bareStart = performance.now();
            document.querySelector('main').append(bare);
            await nextFrame();
            times.markup.push(performance.now() - bareStart);
            bare.remove();
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return times;
        },
        { name, count, rounds },
      );
      console.error(
        `hooks: ${name} × ${count}: mounted ${times.mounted.map((time) => time.toFixed(0)).join(', ')} ms; painted ${times.painted.map((time) => time.toFixed(0)).join(', ')} ms; markup alone ${times.markup.map((time) => time.toFixed(0)).join(', ')} ms`,
      );
      row[count] = median(times.mounted);
      row[`${count} painted`] = median(times.painted);
      row[`${count} markup`] = median(times.markup);
    }
    results.push(row);
  }
  await page.close();
  return results;
}
