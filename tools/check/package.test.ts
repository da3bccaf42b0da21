// @vitest-environment node
/**
 * The release package (issue 32): `npm pack` of the built tree, installed in an empty folder, runs
 * `npx shop-runtime check` with no other step, and `npx shop-runtime lsp` (issue 45). Needs `node build.mjs` first (`npm test` builds before the unit
 * tests); the checker's three dependencies come from npm's cache, filled by `npm ci`.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  createProtocolConnection,
  ExitNotification,
  InitializeRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';

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

it('npx shop-runtime lsp runs from the installed package: the language server answers an editor over stdio', async () => {
  // After the test above installed the tgz in the empty folder.
  const server = spawn('npx', ['--no-install', 'shop-runtime', 'lsp'], {
    cwd: folder,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const client = createProtocolConnection(
    new StreamMessageReader(server.stdout),
    new StreamMessageWriter(server.stdin),
  );
  client.listen();
  const answer = await client.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, capabilities: {} });
  expect(answer.capabilities).toMatchObject({
    hoverProvider: true,
    codeActionProvider: { codeActionKinds: ['quickfix'] },
  });
  await client.sendRequest(ShutdownRequest.type);
  await client.sendNotification(ExitNotification.type);
  expect(await new Promise((done) => server.once('exit', done))).toBe(0);
  client.dispose();
}, 60_000);
