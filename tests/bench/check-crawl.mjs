#!/usr/bin/env node
/**
 * `node tests/bench/check-crawl.mjs [pages]`: `shop-runtime check --crawl 200` on the reference CMS, the way a theme
 * developer runs it (the built bin/shop-runtime.mjs against the built server; run `node build.mjs` first). Prints
 * the wall time of each culture's crawl and fails when one takes 30 s or more (issue 32).
 */
import { spawnSync } from 'node:child_process';
import { startReferenceCms } from './reference-cms.mjs';

const PAGES = Number(process.argv[2] ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const BUDGET_MS = 30_000;

const server = await startReferenceCms(PORT);
let failed = false;
try {
  for (const culture of ['fr', 'nl']) {
    const started = performance.now();
    const run = spawnSync(
      process.execPath,
      ['bin/shop-runtime.mjs', 'check', '--crawl', String(PAGES), `http://127.0.0.1:${PORT}/${culture}/`],
      { encoding: 'utf8' },
    );
    const ms = performance.now() - started;
    const summary = run.stdout.trim().split('\n').at(-1);
    console.log(`${culture}: ${summary} in ${(ms / 1000).toFixed(1)} s (exit ${run.status})`);
    if (ms >= BUDGET_MS || !summary?.startsWith(`${PAGES} pages`)) failed = true;
  }
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
