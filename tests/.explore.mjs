import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-hostile/tests/chromium.mjs';
import { grantedConsentCookies, dismissedPopupsCookie } from '/work/wt-hostile/tests/consent-cookie.mjs';
const base = 'http://127.0.0.1:3212';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const accounts = process.argv[2] ? process.argv[2].split(',') : ['guest'];
const pages = process.argv[3].split(',');
const hostile = process.env.HOSTILE === '1';
for (const account of accounts) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([...grantedConsentCookies(base), dismissedPopupsCookie(base)]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ' ' + m.text().slice(0, 300)); });
  await page.goto('/fr/');
  await page.request.post('/api/v1/catalog/products/addtocart', { data: { ProductVariantId: 50001, Quantity: 1 }, headers: { RequestVerificationToken: await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content') } });
  if (account !== 'guest') {
    await page.goto('/fr/security/login');
    await page.locator('#login-email').fill(account + '@ateliervelo.be');
    await page.locator('#login-password').fill('velo2026');
    await page.locator('#login-password').press('Enter');
    await page.waitForURL(/account|\/fr\/$/);
  }
  if (hostile) await page.request.post('/__test/hostile', { data: { on: true } });
  for (const path of pages) {
    errors.length = 0;
    await page.goto(path);
    await page.waitForTimeout(2500);
    const info = await page.evaluate(() => ({
      widgets: [...new Set([...document.querySelectorAll('[data-widget]')].flatMap((e) => e.getAttribute('data-widget').split(/\s+/)))],
      unmounted: [...document.querySelectorAll('[data-widget]')].filter((e) => !e.hasAttribute('data-widget-mounted')).map((e) => e.getAttribute('data-widget')),
      probes: document.querySelectorAll('.xss-probe').length,
      xss: window.__xss,
      url: location.href,
    }));
    console.log(account, path, JSON.stringify(info), errors.length ? '\n   ' + errors.join('\n   ') : '');
  }
  await context.close();
}
await browser.close();
