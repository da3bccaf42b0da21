#!/usr/bin/env node
/**
 * Screenshots of the pickup point screen over the checkout of a running reference CMS (a guest in Brussels):
 *   node tests/tools/pickup-shot.mjs http://127.0.0.1:3000 fr out.png [shippingMethodId]
 * CLICK=selector clicks in the dialog, then a second picture (out-2.png).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { pageWithConsent } from '../consent-cookie.mjs';
const [origin, culture = 'fr', out = 'pickup.png', method = '5'] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await pageWithConsent(browser, origin, { viewport: { width: 1280, height: 900 } });
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
page.on('requestfailed', (r) => console.log(`[failed] ${r.url()}`));
await page.goto(`${origin}/${culture}/`);
const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
await page.request.post(`${origin}/api/v1/catalog/products/addtocart`, {
  data: { ProductVariantId: 50001, Quantity: 1 },
  headers: { RequestVerificationToken: token ?? '' },
});
await page.goto(`${origin}/${culture}/checkout`);
await page.waitForFunction(() => document.querySelector('[data-widget="checkout"][data-widget-mounted]'));
await page.fill('#BillingFirstName', 'Anne');
await page.fill('#BillingLastName', 'Peeters');
await page.fill('#BillingStreet1', 'Rue Neuve');
await page.fill('#BillingHouseNumber', '10');
await page.fill('#BillingPostalCode', '1000');
await page.fill('#BillingCity', 'Bruxelles');
await page.check(`#ShippingMethodId-${method}`);
await page.waitForSelector('dialog [data-map-ready]', { timeout: 30000 });
await page.waitForTimeout(2500);
await page.screenshot({ path: out });
if (process.env.CLICK) {
  await page.click(process.env.CLICK);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out.replace('.png', '-2.png') });
}
await browser.close();
