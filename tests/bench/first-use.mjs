#!/usr/bin/env node
/**
 * `node build.mjs && node tests/bench/first-use.mjs`: the chunks a tooltip's first hover and a popover's first click
 * load on /fr/atelier (hooks mounted, consent given), with their gzip -9 sizes and whether they hold React. Prints
 * Markdown rows for docs/performance.md. BENCH_PORT picks the reference CMS's port (3198).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { pageWithConsent } from '../consent-cookie.mjs';
import { chunksOfFirstUse } from '../first-use.mjs';
import { startReferenceCms } from './reference-cms.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3198);
const BASE = `http://127.0.0.1:${PORT}`;

/** The atelier page with every hook mounted. */
async function atelier(browser) {
  const page = await pageWithConsent(browser, BASE);
  await page.goto(`${BASE}/fr/atelier`);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-widget]')].every((hook) => hook.hasAttribute('data-widget-mounted')),
  );
  return page;
}

const USES = {
  'a tooltip’s first hover': async (page) => {
    await page.locator('.atelier-term').hover();
    await page.getByRole('tooltip').waitFor();
  },
  'a popover’s first click': async (page) => {
    await page.locator('[data-widget~="popover"]').first().click();
    await page.getByRole('dialog').waitFor();
  },
};

const server = await startReferenceCms(PORT);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  console.log('| first use | chunks loaded (gzip -9) | in all | React |\n| --- | --- | --- | --- |');
  for (const [name, use] of Object.entries(USES)) {
    const page = await atelier(browser);
    const { chunks, gzip } = await chunksOfFirstUse(page, () => use(page));
    const list = chunks.map((chunk) => `${chunk.file.replace(/^chunks\//, '')} ${chunk.gzip}`).join(', ');
    const react = chunks.some((chunk) => chunk.react) ? 'yes' : 'no';
    console.log(`| ${name} | ${list} | ${gzip} B | ${react} |`);
    await page.context().close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
