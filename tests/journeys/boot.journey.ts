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

for (const path of MAIN_PAGES) {
  test(`${path} boots with every hook mounted`, async ({ shopper }) => {
    await shopper.open(path);
    expect(await shopper.unmountedHooks()).toBe('');
    expect(await shopper.evaluate(() => document.querySelectorAll('[data-widget-mounted]').length)).toBeGreaterThan(0);
  });
}
