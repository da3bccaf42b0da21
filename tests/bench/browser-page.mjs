#!/usr/bin/env node
/**
 * `node build.mjs && node tests/bench/browser-page.mjs`: what a browser test's fresh page costs the machine, the
 * browser tests' Chromium launch (tests/chromium.mjs) side by side with Debian's Chromium as Playwright launches it
 * bare. Each round opens, in each browser in turn, 6 × a new context, a new page and /fr/checkout until the page has
 * loaded, then closes the context; 5 rounds. Prints the wall time and the machine's busy CPU time (/proc/stat: run
 * it on an otherwise quiet machine) per page.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_OPTIONS, CHROMIUM_PATH } from '../chromium.mjs';
import { startReferenceCms } from './reference-cms.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3198);
const ROUNDS = 5;
const PAGES = 6;

/** Busy CPU seconds of the whole machine: user, nice, system, irq and softirq. */
function busySeconds() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (fields[0] + fields[1] + fields[2] + fields[5] + fields[6]) / 100;
}

const server = await startReferenceCms(PORT);
const launches = {
  'the browser tests’ launch': CHROMIUM_LAUNCH_OPTIONS,
  'bare: without --disable-features': {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--disable-features')),
  },
};
const browsers = Object.fromEntries(
  await Promise.all(Object.entries(launches).map(async ([name, options]) => [name, await chromium.launch(options)])),
);
const totals = Object.fromEntries(Object.keys(launches).map((name) => [name, { ms: 0, cpu: 0 }]));
try {
  // The first round warms the server's compressed files and the browsers' caches; it is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, browser] of Object.entries(browsers)) {
      const cpu = busySeconds();
      const started = performance.now();
      for (let i = 0; i < PAGES; i++) {
        const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}`, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto('/fr/checkout');
        await page.waitForFunction(() => document.body.classList.contains('loaded'));
        await context.close();
      }
      if (round === 0) continue;
      totals[name].ms += performance.now() - started;
      totals[name].cpu += busySeconds() - cpu;
    }
  }
  for (const [name, { ms, cpu }] of Object.entries(totals)) {
    const pages = ROUNDS * PAGES;
    console.log(`${name}: ${Math.round(ms / pages)} ms, ${(cpu / pages).toFixed(2)} s of CPU per page`);
  }
} finally {
  await Promise.all(Object.values(browsers).map((browser) => browser.close()));
  server.kill('SIGTERM');
}
