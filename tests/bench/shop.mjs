/**
 * Shop benchmarks (part of `npm run bench`), in Chromium against the reference CMS, widget chunks loaded:
 *
 *   listing: a category page of 100 products, each with a quantity box, an add-to-cart form, a quick-view link
 *            and a wishlist link; time from inserting them to the 100 quantity boxes mounted (minus and plus added).
 *   variant: on a product page, from a size change to the refreshed price on screen (the productvariants call to
 *            the local reference CMS included).
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { median } from './stats.mjs';

export async function shopBenchmarks(browser, base, rounds) {
  const page = await pageWithConsent(browser, base);
  await page.goto(`${base}/fr/catalog/category/6/outils-pneus`);
  await page.waitForFunction(() => document.querySelectorAll('.rt-quantity__step').length > 0);
  const listing = await page.evaluate(async (n) => {
    const card = document.querySelector('.product-grid > li:has([data-widget~="quantity"])');
    const times = [];
    for (let round = 0; round < n; round++) {
      const list = document.createElement('ul');
      list.className = 'product-grid list-unstyled row';
      list.innerHTML = Array.from({ length: 100 }, (_, i) =>
        card.outerHTML.replaceAll(/id="card-quantity-\d+"/g, `id="bench-${round}-${i}"`),
      ).join('');
      // Each copy starts as the CMS renders it: no minus and plus yet.
      for (const step of list.querySelectorAll('.rt-quantity__step, [role=status]')) step.remove();
      const start = performance.now();
      document.querySelector('main').append(list);
      const limit = start + 10_000;
      while (list.querySelectorAll('.rt-quantity__step').length < 200) {
        if (performance.now() > limit) throw new Error('the 100 quantity boxes did not mount');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      times.push(performance.now() - start);
      list.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  }, rounds);

  await page.goto(`${base}/fr/catalog/product/1001/maillot-flandrien-manches-courtes`);
  await page.waitForFunction(() => document.querySelector('.product-order')?.closest('body.loaded'));
  await page.waitForTimeout(300);
  const variant = await page.evaluate(async (n) => {
    const select = document.querySelector('select[name="VariantValueId1"]');
    const price = document.querySelector('[data-variant-field="UnitPriceTaxIncl"]');
    const times = [];
    for (let round = 0; round < n * 2; round++) {
      const before = price.textContent;
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (price.textContent !== before) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(price, { childList: true, characterData: true, subtree: true });
      });
      const start = performance.now();
      select.value = select.value === '106' ? '101' : '106';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      times.push((await changed) - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  }, rounds);
  await page.close();
  return { listing: median(listing), variant: median(variant) };
}
