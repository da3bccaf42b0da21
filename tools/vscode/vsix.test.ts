// @vitest-environment node
/**
 * `npm run vsix` (build.mjs): the .vsix holds the manifest, the README and the bundled client, and that bundle loads
 * in Node as VS Code loads it (CommonJS, `vscode` the only module it takes from the editor: a stub here).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const HERE = import.meta.dirname;
const out = mkdtempSync(join(tmpdir(), 'shop-runtime-vsix-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('packs the manifest, the README and a client bundle that loads with only `vscode` from the editor', () => {
  const { version } = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')) as { version: string };
  const printed = execFileSync(process.execPath, [join(HERE, 'build.mjs')], { cwd: HERE, encoding: 'utf8' });
  const vsix = join(HERE, `shop-runtime-vscode-${version}.vsix`);
  expect(printed.trim().split('\n').at(-1)).toBe(`shop-runtime-vscode-${version}.vsix`);
  execFileSync('unzip', ['-q', vsix, '-d', out]);
  const listing = execFileSync('unzip', ['-Z1', vsix], { encoding: 'utf8' }).trim().split('\n').sort();
  expect(listing).toEqual([
    '[Content_Types].xml',
    'extension.vsixmanifest',
    'extension/out/extension.js',
    'extension/package.json',
    'extension/readme.md',
  ]);
  const manifest = JSON.parse(readFileSync(join(out, 'extension/package.json'), 'utf8')) as { main: string };
  expect(manifest.main).toBe('./out/extension.js');
  mkdirSync(join(out, 'extension/node_modules/vscode'), { recursive: true });
  // The client's classes extend the editor's (vscode.Disposable…): every name of the stub is an empty class.
  writeFileSync(
    join(out, 'extension/node_modules/vscode/index.js'),
    'module.exports = new Proxy({}, { get: () => class {} });',
  );
  const extension = createRequire(join(out, 'extension/package.json'))(manifest.main) as Record<string, unknown>;
  expect([typeof extension.activate, typeof extension.deactivate]).toEqual(['function', 'function']);
}, 60_000);
