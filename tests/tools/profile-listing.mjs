#!/usr/bin/env node
/**
 * Profiles the category-page mount of `npm run bench` (100 product cards inserted, chunks loaded) with Chromium's
 * CPU profiler and prints the functions with the most self time. For looking, not measuring:
 *   node build.mjs --dev && PORT=3297 node .build/fixtures/server.mjs & node tests/tools/profile-listing.mjs 3297
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { pageWithConsent } from '../consent-cookie.mjs';

const base = `http://127.0.0.1:${process.argv[2] ?? 3000}`;
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await pageWithConsent(browser, base);
await page.goto(`${base}/fr/catalog/category/6/outils-pneus`);
await page.waitForFunction(() => document.querySelectorAll('.rt-quantity__step').length > 0);
await page.waitForTimeout(500);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
const times = await page.evaluate(async () => {
  const card = document.querySelector('.product-grid > li:has([data-widget~="quantity"])');
  const times = [];
  for (let round = 0; round < 10; round++) {
    const list = document.createElement('ul');
    list.innerHTML = Array.from({ length: 100 }, (_, i) =>
      card.outerHTML.replaceAll(/id="card-quantity-\d+"/g, `id="p-${round}-${i}"`),
    ).join('');
    for (const step of list.querySelectorAll('.rt-quantity__step, [role=status]')) step.remove();
    const start = performance.now();
    document.querySelector('main').append(list);
    while (list.querySelectorAll('.rt-quantity__step').length < 200) await new Promise((r) => setTimeout(r, 0));
    times.push(performance.now() - start);
    list.remove();
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
});
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const dt = profile.timeDeltas;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const f = node.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
console.log('rounds (ms):', times.map((t) => t.toFixed(1)).join(' '));
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(ms.toFixed(1).padStart(8), key);
await browser.close();
