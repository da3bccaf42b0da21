/**
 * Every page of the reference CMS boots in each engine: the runtime loaded, in-place navigation started, every
 * widget hook mounted, and no uncaught error, unhandled rejection or CSP violation (the fixture's guard).
 */
import { expect, test } from '../engines/fixtures.ts';

/** The reference CMS's pages a shopper reaches from its header and footer (fixtures/views/layout.ts). */
export const MAIN_PAGES = [
  '/fr/',
  '/nl/catalog',
  '/fr/catalog/category/1',
  '/nl/catalog/product/1001',
  '/fr/shoppingcarts',
  '/nl/checkout',
  '/fr/service',
  '/nl/service/contact',
  '/fr/service/assistance',
  '/nl/service/booking',
  '/fr/widgets',
  '/nl/atelier',
  '/fr/stores',
  '/nl/news',
  '/fr/blog',
  '/nl/documents',
  '/fr/videos',
  '/nl/account/register',
  '/fr/security/login',
  '/nl/forms/validation',
  '/fr/catalog/wishlist/list',
];

/** Three groups of pages, one test each: a tab per test, its pages one after the other (half the time of one test
 * per page in WebKit, where a test's own set-up weighs most). */
const GROUPS = [0, 1, 2].map((group) => MAIN_PAGES.filter((_, index) => index % 3 === group));

for (const [index, pages] of GROUPS.entries()) {
  test(`pages boot with every hook mounted, group ${index + 1}: ${pages.join(' ')}`, async ({ shopper }) => {
    for (const path of pages) {
      await shopper.open(path);
      expect(await shopper.unmountedHooks(), path).toBe('');
      const mounted = await shopper.evaluate(() => document.querySelectorAll('[data-widget-mounted]').length);
      expect(mounted, path).toBeGreaterThan(0);
    }
  });
}
