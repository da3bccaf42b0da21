/**
 * The back-forward cache (issue 43 point 4; README "The back-forward cache"): the reference CMS's pages may be kept
 * by it (fixtures/cache-policy.ts), and a page the browser gives back works. Playwright launches Chromium with
 * `--disable-back-forward-cache`; this file takes that switch away for its own browser, the rest of the suite keeps it.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { CONSENT_STAMP } from '../consent-cookie.mjs';
import {
  CULTURES,
  expect,
  holdRequest,
  markWindow,
  neutralTest,
  openPage,
  openShopPage,
  sameVisitorCall,
  stillSameWindow,
  test,
} from './support.ts';

test.use({ launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

interface PageshowWindow {
  restoredFromCache?: boolean;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      (window as PageshowWindow).restoredFromCache = event.persisted;
    }),
  );
});

/**
 * Back to the page before: it must come from the back-forward cache (its `pageshow` says `persisted`); when it
 * does not, the failure names Chromium's reasons (CDP's Page.backForwardCacheNotUsed).
 */
async function comeBack(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) =>
    reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
  );
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => (window as PageshowWindow).restoredFromCache !== undefined);
  const restored = await page.evaluate(() => (window as PageshowWindow).restoredFromCache);
  expect(restored, `not restored from the back-forward cache: ${reasons.join(', ')}`).toBe(true);
  await cdp.detach();
}

/** Forgets the last pageshow, so that `comeBack` waits for the next one. */
const forgetPageshow = (page: Page) => page.evaluate(() => delete (window as PageshowWindow).restoredFromCache);

/** Each hook's mounted widgets, in page order: the same list means nothing was mounted twice or lost. */
const mountedWidgets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-widget]'), (hook) => hook.getAttribute('data-widget-mounted')),
  );

const OTHER = { fr: 'nl', nl: 'fr' } as const;

for (const culture of CULTURES) {
  test(`${culture}: a page back from the cache keeps its widgets, mounted once, with the cart count and header fresh`, async ({
    page,
  }) => {
    const product = `/${culture}/catalog/product/1001/x`;
    await openShopPage(page, product);
    await markWindow(page);
    const header = page.locator('#site-header');
    await expect(header.locator('[data-cart-count]')).toHaveText('0');
    await expect(header.locator('a[href$="/security/logoff"]')).toHaveCount(0);
    const widgets = await mountedWidgets(page);
    await forgetPageshow(page);

    // The other language is left to the browser: a whole page load. There the shopper fills the cart and signs in.
    await header.locator('a.culture-switch').click();
    await expect(page).toHaveURL(new RegExp(`/${OTHER[culture]}/catalog/product/1001/`));
    const other = OTHER[culture];
    await sameVisitorCall(page, 'POST', '/api/v1/catalog/products/addtocart', undefined, {
      ProductVariantId: 50001,
      Quantity: 2,
    });
    await sameVisitorCall(page, 'POST', `/${other}/security/login?returnUrl=/${other}/`, {
      Email: 'demo@ateliervelo.be',
      Password: 'velo2026',
    });

    await comeBack(page);
    expect(await stillSameWindow(page)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${product}$`));
    // The header was fetched again: the cart's count and the account menu are the visitor's now.
    await expect(header.locator('[data-cart-count]')).toHaveText('2');
    await expect(header.locator(`a[href="/${culture}/security/logoff"]`)).toHaveCount(1);
    await expect.poll(() => mountedWidgets(page)).toEqual(widgets);
    // The mobile menu holds one copy of the header's lists, the new header's.
    await expect(page.locator('#mobile-menu [data-nav-copy]')).toHaveCount(2);
    await expect(page.locator('#mobile-menu a[href$="/security/logoff"]')).toHaveCount(1);

    // Alive: the page's quantity box steps, the refreshed header's cart opens its lines.
    const quantity = page.locator('main #quantity');
    await expect(quantity).toHaveValue('1');
    await page.locator('main .quantity-box:has(#quantity) [data-quantity-step="1"]').click();
    await expect(quantity).toHaveValue('2');
    await header.locator('[data-cart-items-toggle]').click();
    await expect(header.locator('[data-cart-panel]')).toBeVisible();
    await expect(header.locator('[data-cart-items]')).not.toBeEmpty();
  });

  neutralTest(
    culture,
    'a dialog and a page load left open when the shopper went away are closed when they come back',
    async ({ page }) => {
      const service = `/${culture}/service`;
      await openPage(page, service);
      await markWindow(page);
      await page.locator(`main a[href="${service}/shipping-rates"]`).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await forgetPageshow(page);
      await page.goto(`/${culture}/stores`);
      await comeBack(page);
      expect(await stillSameWindow(page)).toBe(true);
      await expect(page.locator('dialog[open]')).toHaveCount(0);

      // A page load under way: its answer held while the shopper leaves for another page.
      const videos = await holdRequest(page, `/${culture}/videos`);
      await page.locator(`main a[href="/${culture}/videos"]`).click();
      await videos.requested();
      await expect(page.locator('body')).toHaveClass(/\blong-loading\b/);
      await forgetPageshow(page);
      await page.goto(`/${culture}/stores`);
      videos.release();
      await comeBack(page);
      expect(await stillSameWindow(page)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`${service}$`));
      await expect(page.locator('body')).not.toHaveClass(/\b(long-loading|page-leaving|rt-blocked)\b/);
      await expect(page.locator('.rt-block-loader')).toHaveCount(0);
      await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
      await expect(page.locator('main h1')).toHaveText(/Service|Klantendienst/);
      await expect(page.locator('dialog[open]')).toHaveCount(0);

      // The page goes on: the same link loads in place.
      await videos.stop();
      await page.locator(`main a[href="/${culture}/videos"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/videos$`));
      expect(await stillSameWindow(page)).toBe(true);
    },
  );
}

test.describe('a visitor who has not chosen cookies yet', () => {
  test.use({ consent: 'none' });

  for (const culture of CULTURES) {
    const strings = STRING_RESOURCES[culture];
    neutralTest(
      culture,
      'a choice made on the next page is taken by the page the shopper comes back to',
      async ({ page }) => {
        const consent = page.getByRole('dialog', { name: strings['Consent.Title'] });
        await page.goto(`/${culture}/widgets`);
        await expect(consent).toBeVisible();
        await markWindow(page);
        await forgetPageshow(page);

        // The next page asks too; the shopper accepts there.
        await page.goto(`/${culture}/stores`);
        await consent.getByRole('button', { name: strings['Consent.AcceptAll'] }).click();
        await expect(consent).toBeHidden();

        await comeBack(page);
        expect(await stillSameWindow(page)).toBe(true);
        await expect(consent).toBeHidden();
        const accepted = { stamp: CONSENT_STAMP, preferences: true, statistics: true, marketing: true };
        expect(await page.evaluate(() => window.ShopRuntime?.consent.current())).toEqual(accepted);
        // The page's flagged scripts ran once each, and the theme's callback heard the choice.
        await expect
          .poll(() => page.evaluate(() => (window as { consentRuns?: unknown }).consentRuns))
          .toEqual({ statistics: 1, marketing: 1 });
        expect(await page.evaluate(() => (window as { consentAccepted?: unknown }).consentAccepted)).toEqual(accepted);
      },
    );
  }
});
