/**
 * The demo's main pages: those a shopper reaches from the reference CMS's header and footer
 * (fixtures/views/layout.ts), in both cultures. The boot journey opens each in three engines
 * (tests/journeys/boot.journey.ts); the first-load benchmark measures what each loads before `load`
 * (tests/bench/first-load.mjs).
 */
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
