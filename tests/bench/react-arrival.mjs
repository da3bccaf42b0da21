/**
 * Whether and when React arrives, per page (part of `npm run bench`, group `react`; issue 33): each page opened
 * fresh, with consent given and a cart holding a jersey and a helmet, then left idle for 2 s after its load. React
 * is recognised by the build's own map of chunks (dist/meta.json: the chunks holding react or react-dom), so a
 * renamed chunk cannot hide it. "no" means no such chunk was asked for.
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { reactChunkFiles } from '../react-chunks.mjs';

/** Pages of the shop and the account: the main ones must not load React, the islands' pages do. */
export const REACT_PAGES = [
  ['home', '/fr/'],
  ['category', '/fr/catalog/category/3/casques'],
  ['product', '/fr/catalog/product/1001/maillot-flandrien-manches-courtes'],
  ['cart', '/fr/shoppingcarts'],
  ['checkout', '/fr/checkout'],
  ['documents', '/fr/documents'],
  ['uploads', '/fr/account/uploads'],
  ['stores', '/fr/stores'],
];

async function fillCart(page, base) {
  await page.goto(`${base}/fr/`);
  const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
  for (const variantId of [50001, 50242])
    await page.request.post(`${base}/api/v1/catalog/products/addtocart`, {
      data: { ProductVariantId: variantId, Quantity: 1 },
      headers: { RequestVerificationToken: token ?? '' },
    });
}

/** One row per page: `{ name, path, react: false }` or `{ name, path, react: true, at, chunks }` (ms after start). */
export async function reactArrival(browser, base) {
  const react = reactChunkFiles();
  const rows = [];
  for (const [name, path] of REACT_PAGES) {
    const page = await pageWithConsent(browser, base);
    await fillCart(page, base);
    const asked = [];
    let start = 0;
    page.on('request', (request) => {
      const file = /\/Dist\/(chunks\/[^?#]+\.js)$/.exec(request.url())?.[1];
      if (file && react.has(file)) asked.push({ file, at: Date.now() - start });
    });
    start = Date.now();
    const answer = await page.goto(`${base}${path}`, { waitUntil: 'load' });
    if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
    await page.waitForTimeout(2000);
    rows.push(
      asked.length
        ? { name, path, react: true, at: Math.min(...asked.map((chunk) => chunk.at)), chunks: asked.length }
        : { name, path, react: false },
    );
    await page.context().close();
  }
  return rows;
}
