/**
 * Every page of the reference CMS boots in each engine: the runtime loaded, in-place navigation started, every
 * widget hook mounted, and no uncaught error, unhandled rejection or CSP violation (the fixture's guard).
 */
import { expect, test } from '../engines/fixtures.ts';
import { MAIN_PAGES } from '../main-pages.mjs';

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
