// @vitest-environment node
/**
 * The release package (issue 32): `npm pack` of the built tree, installed in an empty folder, runs
 * `npx shop-runtime check` with no other step. Needs `node build.mjs` first (`npm test` builds before the unit
 * tests); the checker's three dependencies come from npm's cache, filled by `npm ci`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(join(tmpdir(), 'shop-runtime-package-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('npm pack holds dist/ and the checker, and npx shop-runtime check works after npm install of the tgz', () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', folder], { cwd: ROOT, encoding: 'utf8' }),
  ) as {
    filename: string;
    files: { path: string }[];
  }[];
  const files = packed[0]?.files.map((file) => file.path) ?? [];
  expect(packed[0]?.filename).toBe(`shop-runtime-${version}.tgz`);
  for (const path of [
    'dist/runtime.js',
    'dist/runtime.css',
    'dist/importmap.json',
    'dist/script-manifest.json',
    'dist/html-data.json',
    'bin/shop-runtime.mjs',
    'CHANGELOG.md',
  ])
    expect(files).toContain(path);
  writeFileSync(join(folder, 'package.json'), '{"name":"theme","version":"1.0.0","private":true}');
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `./shop-runtime-${version}.tgz`], {
    cwd: folder,
  });
  writeFileSync(join(folder, 'page.html'), '<div data-widget="countdown" data-end="soon"></div>\n');
  const run = spawnSync('npx', ['--no-install', 'shop-runtime', 'check', 'page.html'], {
    cwd: folder,
    encoding: 'utf8',
  });
  expect(run.stdout).toBe(
    'page.html:1:30  error  widget-option  Widget "countdown" skipped: data-end must be an ISO date-time (got "soon").\n1 page: 1 error, 0 warnings\n',
  );
  expect(run.status).toBe(1);
  expect(existsSync(join(folder, 'node_modules/shop-runtime/dist/html-data.json'))).toBe(true);
}, 120_000);
