#!/usr/bin/env node
/**
 * `npm test`: type check, lint (eslint with the browser-support rules, and stylelint's browser-support check of the
 * CSS), dead-code check (knip), stale-docs check, unit tests (vitest, happy-dom), browser and accessibility tests
 * (Playwright driving Debian's Chromium, its headless shell) and the shopper's journeys in Chromium, Firefox ESR and WebKitGTK
 * (tests/journeys, tests/engines). The build first; then two chains side by side (each one process on one core at a
 * time): eslint then knip, and the type check, format, stylelint and the unit tests; then the browser tests. Prints
 * each stage's duration as it ends and a table of them all before the last line, `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';
import { stageLine, timingTable } from './stage-timings.mjs';

let passed = 0;
let failed = 0;
/** Each stage's label, duration (ms) and whether it passed, in the order they ran. */
const stages = [];
const runStart = performance.now();

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env } });
  const ms = performance.now() - start;
  stages.push({ label, ms, ok: result.status === 0 });
  console.log(stageLine(label, ms));
  return result.status === 0;
}

/** A check that is not a test runner counts as one test. */
function count(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`✖ ${label} failed`);
  }
}

function check(label, command, args) {
  count(label, run(label, command, args));
}

/**
 * One check of several run side by side: its output is printed whole when it ends, not mixed with the others'. A
 * test runner's stage (`counted: false`) counts its tests from its report instead of counting as one test.
 */
function checkAlongside(label, command, args, { counted = true } = {}) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const ms = performance.now() - start;
      stages.push({ label, ms, ok: status === 0, sideBySide: true });
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      console.log(stageLine(label, ms));
      if (counted) count(label, status === 0);
      resolve();
    });
  });
}

/** Debian's packages of the three engines the browser tests drive, and the file each one gives. */
const BROWSER_PACKAGES = [
  { name: 'chromium', file: CHROMIUM_PATH },
  { name: 'chromium-headless-shell', file: HEADLESS_SHELL_PATH },
  { name: 'firefox-esr', file: '/usr/bin/firefox-esr' },
  { name: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver' },
  { name: 'xvfb', file: '/usr/bin/Xvfb' },
];

/** Installs with apt-get the engines' packages that are missing (never a downloaded browser). */
function ensureBrowsers() {
  const missing = BROWSER_PACKAGES.filter((browser) => !existsSync(browser.file));
  if (missing.length === 0) return;
  const names = missing.map((browser) => browser.name);
  console.log(`${missing.map((browser) => browser.file).join(', ')} missing: installing Debian's ${names.join(', ')}.`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { stdio: 'inherit' });
  apt('update');
  apt('install', '-y', '--no-install-recommends', ...names);
  const still = missing.filter((browser) => !existsSync(browser.file));
  if (still.length) {
    console.error(`Could not install ${still.map((browser) => browser.name).join(', ')}; browser tests cannot run.`);
    process.exitCode = 1;
  }
}

/** Counts tests in a JSON report (vitest: numPassedTests; Playwright: stats.expected / unexpected). */
function countReport(file, kind) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTests ?? 0);
    if (!report.success && !report.numFailedTests) failed += 1;
  } else {
    passed += report.stats?.expected ?? 0;
    failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.errors?.length ?? 0;
  }
  return true;
}

rmSync('tests/.results', { recursive: true, force: true });
mkdirSync('tests/.results', { recursive: true });
ensureBrowsers();

// The build first (a few seconds on both cores): the unit tests read dist/ and .build/ (the packed checker, the
// reference CMS). Then two chains side by side, each one process at a time: the type check, format, stylelint and
// the unit tests (vitest takes the second core as soon as the type check's chain is done with it), and eslint, the
// longest static check, then knip.
check('build (esbuild)', 'node', ['build.mjs']);
check('bundle budget (core < 40 kB gzip, no React)', 'node', ['tests/bench/size.mjs']);
check('widgets/catalogue.ts and docs/widgets.md are up to date', 'node', ['build.mjs', '--check-docs']);
const UNIT_REPORT = 'tests/.results/unit.json';
await Promise.all([
  checkAlongside('lint (eslint)', 'npx', ['eslint', '.']).then(() =>
    checkAlongside('dead code (knip: unused files, exports, dependencies)', 'npx', ['knip']),
  ),
  checkAlongside('type check (tsc -b: browser and Node projects)', 'npx', ['tsc', '-b', 'tsconfig.json'])
    .then(() => checkAlongside('format (prettier --check)', 'npx', ['prettier', '--check', '.']))
    .then(() =>
      checkAlongside('CSS browser support (stylelint)', 'npx', ['stylelint', 'styles/**/*.css', 'widgets/**/*.css']),
    )
    .then(() =>
      checkAlongside(
        'unit tests (vitest)',
        'npx',
        ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${UNIT_REPORT}`],
        { counted: false },
      ),
    ),
]);
if (!countReport(UNIT_REPORT, 'vitest')) failed += 1;

run(
  'browser and accessibility tests, journeys in three engines (playwright: Debian chromium, firefox-esr, webkitgtk)',
  'npx',
  ['playwright', 'test'],
);
if (!countReport('tests/.results/e2e.json', 'playwright')) failed += 1;

console.log(`\n${timingTable(stages, performance.now() - runStart).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
