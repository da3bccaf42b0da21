#!/usr/bin/env node
/** Screenshot of a page with a content map: node tests/tools/map-shot.mjs http://127.0.0.1:3000 /fr/stores/bruxelles out.png */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { pageWithConsent } from '../consent-cookie.mjs';

const [origin, path = '/fr/stores/bruxelles', out = 'map.png'] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await pageWithConsent(browser, origin, { viewport: { width: 1280, height: 1000 } });
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(`${origin}${path}`);
await page.waitForSelector('[data-map-ready]', { timeout: 60_000 });
if (process.env.CLICK) await page.click(process.env.CLICK);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
