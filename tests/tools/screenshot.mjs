#!/usr/bin/env node
/**
 * Screenshots of pages of a running reference CMS:
 *   node tests/tools/screenshot.mjs http://127.0.0.1:3000/fr/ out.png [width]
 * CLICK=selector clicks first; EVAL=expression runs in the page first; FULL=1 takes the whole page; CONSENT=ask
 * shows the consent dialog (by default the visitor has granted everything).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { pageWithConsent } from '../consent-cookie.mjs';

const [url, out = 'screenshot.png', width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
// The visitor has made a cookie choice (CONSENT=ask to see the consent dialog).
const page =
  process.env.CONSENT === 'ask'
    ? await browser.newPage({ viewport: { width: Number(width), height: 900 } })
    : await pageWithConsent(browser, new URL(url).origin, { viewport: { width: Number(width), height: 900 } });
page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url);
await page.waitForTimeout(1200);
if (process.env.EVAL) {
  await page.evaluate(process.env.EVAL).catch(() => {});
  await page.waitForTimeout(800);
}
if (process.env.CLICK) {
  await page.click(process.env.CLICK);
  await page.waitForTimeout(800);
}
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
