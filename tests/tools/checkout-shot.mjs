#!/usr/bin/env node
/**
 * Screenshots of the checkout of a running reference CMS, with a filled cart:
 *   node tests/tools/checkout-shot.mjs http://127.0.0.1:3000 fr out.png [width] [email]
 * EMAIL signs in as a demo account first (README "Demo accounts"); CLICK=selector clicks before the picture.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { pageWithConsent } from '../consent-cookie.mjs';

const [origin, culture = 'fr', out = 'checkout.png', width = '1280', email] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await pageWithConsent(browser, origin, { viewport: { width: Number(width), height: 900 } });
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
await page.goto(`${origin}/${culture}/`);
const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
for (const variantId of [50152, 50001, 50281, 50242]) {
  await page.request.post(`${origin}/api/v1/catalog/products/addtocart`, {
    data: { ProductVariantId: variantId, Quantity: variantId === 50281 ? 6 : 1 },
    headers: { RequestVerificationToken: token ?? '' },
  });
}
if (email) {
  await page.goto(`${origin}/${culture}/security/login`);
  await page.fill('#login-email', email);
  await page.fill('#login-password', 'velo2026');
  await page.press('#login-password', 'Enter');
  await page.waitForURL(/\/$/);
}
await page.goto(`${origin}/${culture}/checkout`);
await page.waitForFunction(() => document.querySelector('[data-widget="checkout"][data-widget-mounted]'));
if (process.env.CLICK) await page.click(process.env.CLICK);
await page.waitForTimeout(600);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
