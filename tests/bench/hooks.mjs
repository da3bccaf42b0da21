/**
 * Hook benchmark (`node tests/bench/run.mjs hooks`), in Chromium against the reference CMS: for each widget a
 * listing page can carry many times (once per product card or list row), N hooks inserted at once, the widget's
 * chunk already loaded; time from the insertion to all N carrying `data-widget-mounted`. Each hook is the one the
 * reference CMS renders (taken from the page's HTML as served, before any widget touched it), ids made unique.
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
      row[count] = await page.evaluate(
        async ({ name, count, rounds }) => {
          const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
          const hook = served.querySelector(`[data-widget~="${name}"]`);
          if (!hook) throw new Error(`no ${name} hook on ${location.pathname}`);
          const html = hook.outerHTML;
          const times = [];
          for (let round = 0; round < rounds; round++) {
            const box = document.createElement('div');
            box.className = 'bench-hooks';
            box.innerHTML = Array.from({ length: count }, (_, i) =>
              html.replaceAll(/\b(id|for|aria-describedby|aria-labelledby)="([^"]*)"/g, `$1="$2-b${round}-${i}"`),
            ).join('');
            const start = performance.now();
            document.querySelector('main').append(box);
            const limit = start + 60_000;
            const selector = `[data-widget-mounted~="${name}"]`;
            while (box.querySelectorAll(selector).length < count) {
              if (performance.now() > limit)
                throw new Error(`only ${box.querySelectorAll(selector).length} of ${count} ${name} hooks mounted`);
              await new Promise((resolve) => setTimeout(resolve, 0));
            }
            times.push(performance.now() - start);
            box.remove();
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return times;
        },
        { name, count, rounds },
      );
      console.error(`hooks: ${name} × ${count}: ${row[count].map((time) => time.toFixed(0)).join(', ')} ms`);
      row[count] = median(row[count]);
    }
    results.push(row);
  }
  await page.close();
  return results;
}
