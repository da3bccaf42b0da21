import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/tests/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
page.on('console', (m) => console.log('[console]', m.type(), m.text()));
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
await page.goto('http://127.0.0.1:3000/fr/');
await page.waitForTimeout(800);
await page.evaluate(() => {
  window.marker = 1;
});
await page.click('.category-tile >> nth=2');
await page.waitForTimeout(1500);
console.log(
  'url',
  page.url(),
  'title',
  await page.title(),
  'marker',
  await page.evaluate(() => window.marker),
  'body',
  await page.evaluate(() => document.body.className + ' ' + document.body.dataset.pageState),
);
console.log(
  'h1',
  await page.textContent('main h1'),
  'focused',
  await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)),
);
console.log('state', JSON.stringify(await page.evaluate(() => history.state)));
await page.mouse.wheel(0, 800);
await page.waitForTimeout(300);
const y = await page.evaluate(() => scrollY);
await page.click('.product-card__name a >> nth=4');
await page.waitForTimeout(1500);
console.log(
  'url2',
  page.url(),
  await page.title(),
  JSON.stringify(await page.evaluate(() => window.dataLayer.map((e) => e.event + ' ' + (e.virtualPageURL || '')))),
  await page.evaluate(() => document.body.dataset.pageState),
);
await page.goBack();
await page.waitForTimeout(1500);
console.log(
  'back',
  page.url(),
  await page.title(),
  'scroll',
  await page.evaluate(() => scrollY),
  'expected',
  y,
  'marker',
  await page.evaluate(() => window.marker),
);
console.log('dataLayer', JSON.stringify(await page.evaluate(() => window.dataLayer)));
await page.screenshot({ path: '/tmp/nav.png' });
await browser.close();
