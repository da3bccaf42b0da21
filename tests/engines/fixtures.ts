/**
 * The journeys' test runner: Playwright's, one project per engine (playwright.config.ts: chromium, firefox,
 * webkit). A worker starts its engine's browser once (and, for WebKit, Xvfb and WebKitWebDriver) and keeps it for
 * its tests; each test gets a fresh tab (`shopper`) as a returning visitor (consent given, popups closed) unless it
 * says `test.use({ consent: 'none' })`, on the shop clock (tests/shop-clock.mjs) in Brussels' time zone, and fails on any uncaught error, unhandled rejection or CSP violation of
 * its pages.
 */
import { test as base, expect as playwrightExpect } from '@playwright/test';
import { SHOP_CLOCK_COOKIE } from '../../fixtures/clock.ts';
import { dismissedPopupsCookie, grantedConsentCookies } from '../consent-cookie.mjs';
import { launchChromium } from './chromium.ts';
import type { EngineBrowser, EngineName } from './driver.ts';
import { launchFirefox } from './firefox.ts';
import { Shopper } from './shopper.ts';
import { launchWebKit } from './webkit.ts';

export { Shopper } from './shopper.ts';

export const test = base.extend<
  { shopper: Shopper; consent: 'granted' | 'none' },
  { engine: EngineName; engineBrowser: EngineBrowser }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine, playwright }, use) => {
      const browser =
        engine === 'chromium'
          ? await launchChromium(playwright)
          : engine === 'firefox'
            ? await launchFirefox()
            : await launchWebKit();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  consent: ['granted', { option: true }],
  shopper: async ({ engineBrowser, consent, baseURL }, use) => {
    const base = baseURL ?? '';
    const cookies = consent === 'granted' ? [...grantedConsentCookies(base), dismissedPopupsCookie(base)] : [];
    // Every engine's pages on the shop clock (the reference CMS writes the shift into each page: fixtures/clock.ts).
    const page = await engineBrowser.newPage(base, [
      ...cookies.map(({ name, value }) => ({ name, value })),
      { name: SHOP_CLOCK_COOKIE, value: 'on' },
    ]);
    try {
      await use(new Shopper(page, base));
      expect(await page.pageErrors(), 'uncaught errors, unhandled rejections or CSP violations').toEqual([]);
    } finally {
      await page.close();
    }
  },
});

/** Playwright's `expect`, `expect.poll` looking every 50 ms. */
export const expect: typeof playwrightExpect = playwrightExpect.configure({});
expect.poll = (actual, options) =>
  playwrightExpect.poll(
    actual,
    typeof options === 'string' ? { message: options, intervals: [50] } : { intervals: [50], ...options },
  );
