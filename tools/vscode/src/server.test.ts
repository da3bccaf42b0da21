// @vitest-environment node
/** Where the VS Code extension finds `shop-runtime lsp`, and the options it starts the client with (issue 45 point 4). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientOptions, findServer, serverOptions } from './server.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-runtime-vscode-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A theme folder with node_modules/shop-runtime whose package.json is `manifest`, and the bin file. */
function theme(name: string, manifest: string, binFile = 'bin/shop-runtime.mjs') {
  const folder = join(root, name);
  const pkg = join(folder, 'node_modules/shop-runtime');
  mkdirSync(join(pkg, 'bin'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), manifest);
  writeFileSync(join(pkg, binFile), '');
  return folder;
}

describe('findServer', () => {
  it('finds the bin the installed package names, in the folder or the nearest one above it', () => {
    const folder = theme('a', '{"name":"shop-runtime","bin":{"shop-runtime":"bin/shop-runtime.mjs"}}');
    const bin = join(folder, 'node_modules/shop-runtime/bin/shop-runtime.mjs');
    expect(findServer(folder)).toEqual({ bin });
    mkdirSync(join(folder, 'Views/Shared'), { recursive: true });
    expect(findServer(join(folder, 'Views/Shared'))).toEqual({ bin });
  });

  it('reads a bin given as a plain string', () => {
    const folder = theme('b', '{"name":"shop-runtime","bin":"bin/other.mjs"}', 'bin/other.mjs');
    expect(findServer(folder)).toEqual({ bin: join(folder, 'node_modules/shop-runtime/bin/other.mjs') });
  });

  it('says what to install when no folder above has the package', () => {
    const folder = join(root, 'bare');
    mkdirSync(folder);
    expect(findServer(folder)).toEqual({
      problem: `No node_modules/shop-runtime in ${folder} or above it: install the release package in the theme (npm install ./shop-runtime-<version>.tgz) for diagnostics as you type.`,
    });
  });

  it('says which file is wrong when the package is broken', () => {
    const broken = theme('c', '{"name":');
    expect(findServer(broken)).toMatchObject({
      problem: expect.stringMatching(/node_modules\/shop-runtime\/package\.json cannot be read \(.+\): reinstall/),
    });
    const noBin = theme('d', '{"name":"shop-runtime"}');
    expect(findServer(noBin)).toEqual({
      problem: `${join(noBin, 'node_modules/shop-runtime/package.json')} names no "shop-runtime" bin: reinstall the release package.`,
    });
    const missing = theme('e', '{"bin":{"shop-runtime":"bin/gone.mjs"}}');
    expect(findServer(missing)).toEqual({
      problem: `${join(missing, 'node_modules/shop-runtime/bin/gone.mjs')} is missing (named by ${join(missing, 'node_modules/shop-runtime/package.json')}): reinstall shop-runtime.`,
    });
  });
});

describe('the client', () => {
  it('runs `shop-runtime lsp` with the editor’s Node over stdio, from the workspace folder', () => {
    // TransportKind.stdio is 0 (vscode-languageclient's enum, which needs the editor to load).
    expect(serverOptions('/theme/node_modules/shop-runtime/bin/shop-runtime.mjs', '/theme')).toEqual({
      module: '/theme/node_modules/shop-runtime/bin/shop-runtime.mjs',
      args: ['lsp'],
      transport: 0,
      options: { cwd: '/theme' },
    });
  });

  it('serves the .html, .htm and .cshtml files on disk in its workspace folder', () => {
    expect(clientOptions('file:///theme')).toEqual({
      documentSelector: [{ scheme: 'file', pattern: { baseUri: 'file:///theme', pattern: '**/*.{html,htm,cshtml}' } }],
      diagnosticCollectionName: 'shop-runtime',
    });
  });
});
