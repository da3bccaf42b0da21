#!/usr/bin/env node
/**
 * The core and each main page's first load, before and after a change, side by side in one run (issue 46, point 3);
 * the main pages are the demo's (tests/main-pages.mjs, those the boot journey opens):
 *
 *   node build.mjs && node tests/bench/first-load.mjs [git ref to compare with, default HEAD]
 *
 * "after" is this working tree as built (dist/ and .build/); "before" is the given commit, extracted with
 * `git archive` into a folder of the system's temporary directory and built there with this tree's node_modules.
 * Each is served by its own reference CMS on a free port. A page's first load is every file of /Dist/ (runtime.js,
 * its chunks, runtime.css and what those request) whose request started before the page's `load` event, for a
 * returning visitor (consent given, popups dismissed) with two products in the cart. Bytes are gzip level 9 of the
 * files on disk, as `npm run size` counts them; the core is runtime.js, its static chunks and runtime.css.
 *
 * What starts before `load` depends on timing: a busy CPU delays `load` until the navigation and widget chunks
 * have started too. So each page loads FIRST_LOAD_ROUNDS times (3 by default), before and after in turn, and the
 * table gives the median; every round's figure is printed under it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { dismissedPopupsCookie, grantedConsentCookies } from '../consent-cookie.mjs';
import { MAIN_PAGES } from '../main-pages.mjs';

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The core of a built tree: runtime.js, the chunks it imports statically, runtime.css. */
function coreFiles(root) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit('dist/runtime.js');
  return [...seen, 'dist/runtime.css'];
}

function builtCommit(ref) {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  const root = join(tmpdir(), `first-load-${commit}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${root}`]);
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return { commit, root };
}

function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function startCms(root) {
  const port = await freePort();
  const server = spawn(process.execPath, ['.build/fixtures/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, failed) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Reference CMS') && ready());
    server.on('exit', (code) => failed(new Error(`the reference CMS in ${root} exited (${code})`)));
  });
  return { server, base: `http://localhost:${port}` };
}

/** A visitor with a jersey and a helmet in the cart: the session cookie. */
async function cartCookie(base) {
  const home = await fetch(`${base}/fr/`);
  const [name, value] = (home.headers.get('set-cookie') ?? '').split(';')[0].split('=');
  const token = /name="__RequestVerificationToken" content="([^"]+)"/.exec(await home.text())?.[1] ?? '';
  for (const variantId of [50001, 50242]) {
    const answer = await fetch(`${base}/api/v1/catalog/products/addtocart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `${name}=${value}`, RequestVerificationToken: token },
      body: JSON.stringify({ ProductVariantId: variantId, Quantity: 1 }),
    });
    if (!answer.ok) throw new Error(`adding ${variantId} to the cart failed: ${answer.status}`);
  }
  return { name, value, url: base, sameSite: 'Lax' };
}

/** The /Dist/ files a page requested before its load event, as paths of the built tree. */
async function firstLoadFiles(browser, base, path) {
  const context = await browser.newContext();
  try {
    await context.addCookies([...grantedConsentCookies(base), dismissedPopupsCookie(base), await cartCookie(base)]);
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const urls = await page.evaluate(() => {
      const loadAt = performance.getEntriesByType('navigation')[0].loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < loadAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/Dist/'));
    });
    return [...new Set(urls)].map((pathname) => `dist/${pathname.slice('/Dist/'.length)}`);
  } finally {
    await context.close();
  }
}

/** Each main page's first-load bytes in `rounds` loads, before and after in turn, page by page (median). */
async function measure(browser, roots, rounds) {
  const cms = await Promise.all(roots.map((root) => startCms(root)));
  try {
    const results = roots.map((root) => ({ core: sum(root, coreFiles(root)), coreFiles: coreFiles(root), pages: {} }));
    for (const path of MAIN_PAGES) {
      const loads = roots.map(() => []);
      for (let round = 0; round < rounds; round++) {
        for (const [index, root] of roots.entries()) {
          const files = await firstLoadFiles(browser, cms[index].base, path);
          loads[index].push({ files, gzip: sum(root, files) });
        }
      }
      for (const [index, result] of results.entries()) {
        const sorted = loads[index].sort((a, b) => a.gzip - b.gzip);
        result.pages[path] = { ...sorted[Math.floor(sorted.length / 2)], all: sorted.map((load) => load.gzip) };
      }
    }
    return results;
  } finally {
    for (const { server } of cms) server.kill();
  }
}

const sum = (root, files) => files.reduce((total, file) => total + gzipOf(join(root, file)), 0);

const ref = process.argv[2] ?? 'HEAD';
const rounds = Number(process.env.FIRST_LOAD_ROUNDS ?? 3);
const before = builtCommit(ref);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
let results;
try {
  const [old, now] = await measure(browser, [before.root, '.'], rounds);
  results = { before: old, after: now };
} finally {
  await browser.close();
  rmSync(before.root, { recursive: true, force: true });
}

const bytes = (n) => n.toLocaleString('en');
const row = (label, old, now) => `| ${label} | ${bytes(old)} | ${bytes(now)} | ${bytes(now - old)} |`;
console.log(`bytes gzip, before = ${before.commit}, after = this working tree; first loads: median of ${rounds}\n`);
console.log('| | before | after | difference |\n|---|---:|---:|---:|');
console.log(row('core (runtime.js, static chunks, runtime.css)', results.before.core, results.after.core));
for (const path of MAIN_PAGES) {
  const { before: old, after: now } = { before: results.before.pages[path], after: results.after.pages[path] };
  console.log(row(`first load: ${path} (${old.files.length} → ${now.files.length} files)`, old.gzip, now.gzip));
}
const spread = (load) => load.all.map(bytes).join(', ');
/** The files of a load that are not the core's (a chunk that started before `load`), by their chunk name. */
const beyondCore = (result, load) =>
  load.files.filter((file) => !result.coreFiles.includes(file)).map((file) => file.replace(/^dist\/(chunks\/)?/, ''));
console.log("\nevery round (bytes), and the median load's files beyond the core:");
for (const path of MAIN_PAGES) {
  const { before: old, after: now } = { before: results.before.pages[path], after: results.after.pages[path] };
  const extra = [beyondCore(results.before, old), beyondCore(results.after, now)].map(
    (files) => files.join(' ') || 'none',
  );
  console.log(`${path}: before ${spread(old)} (beyond the core: ${extra[0]}); after ${spread(now)} (${extra[1]})`);
}
if (process.env.FIRST_LOAD_FILES) console.log(JSON.stringify(results, null, 1));
