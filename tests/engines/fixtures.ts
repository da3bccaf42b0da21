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
import type { EngineBrowser, EngineName, EnginePage } from './driver.ts';
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
  shopper: async ({ engineBrowser, consent, baseURL }, use, testInfo) => {
    const base = baseURL ?? '';
    const cookies = consent === 'granted' ? [...grantedConsentCookies(base), dismissedPopupsCookie(base)] : [];
    // Every engine's pages on the shop clock (the reference CMS writes the shift into each page: fixtures/clock.ts).
    const page = await engineBrowser.newPage(base, [
      ...cookies.map(({ name, value }) => ({ name, value })),
      { name: SHOP_CLOCK_COOKIE, value: 'on' },
    ]);
    try {
      await use(new Shopper(page, base));
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('page-state.json', await pageState(page));
      expect(await page.pageErrors(), 'uncaught errors, unhandled rejections or CSP violations').toEqual([]);
    } finally {
      await page.close();
    }
  },
});

/**
 * What a failed journey's page showed when it failed (the engines give no common screenshot): its address, the
 * focused element, the open dialogs and the visible text of the top of the page.
 */
async function pageState(page: EnginePage) {
  const state = await page
    .run(
      `(() => {
        const named = (element) => element && element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') +
          (element.getAttribute('aria-label') ? '[' + element.getAttribute('aria-label') + ']' : '');
        return {
          url: location.href,
          title: document.title,
          focused: named(document.activeElement),
          dialogs: Array.from(document.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog]'), (d) =>
            named(d) + ': ' + (d.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 300)),
          text: (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').slice(0, 2000),
        };
      })()`,
    )
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return { body: JSON.stringify(state, null, 2), contentType: 'application/json' };
}

/** Playwright's `expect`, `expect.poll` looking every 50 ms. */
export const expect: typeof playwrightExpect = playwrightExpect.configure({});
expect.poll = (actual, options) =>
  playwrightExpect.poll(
    actual,
    typeof options === 'string' ? { message: options, intervals: [50] } : { intervals: [50], ...options },
  );
