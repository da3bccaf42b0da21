import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { integrityOf, scriptInventory } from './script-inventory.mjs';

const file = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('scriptInventory', () => {
  const files = [
    file('runtime.js', 'import("./chunks/dialog-AB12CD34.js")'),
    file('chunks/dialog-AB12CD34.js', 'export const dialog = 1;'),
    file('assets/maplibre-gl-worker-ZZ99YY88.mjs', 'self.onmessage = () => {};'),
    file('runtime.css', 'body{}'),
    file('assets/maplibre-gl-QQ11RR22.css', '.maplibregl-map{}'),
    file('runtime.js.map', '{}'),
    file('meta.json', '{}'),
    file('runtime.js.LEGAL.txt', 'MIT'),
  ];

  it('lists every file of the page with its size, kind and SHA-384 integrity; maps and metadata are left out', () => {
    const { manifest } = scriptInventory(files, '/Dist/');
    expect(manifest.publicPath).toBe('/Dist/');
    expect(manifest.files).toEqual([
      {
        path: 'assets/maplibre-gl-QQ11RR22.css',
        url: '/Dist/assets/maplibre-gl-QQ11RR22.css',
        kind: 'stylesheet',
        bytes: 17,
        integrity: sha384('.maplibregl-map{}'),
      },
      {
        path: 'assets/maplibre-gl-worker-ZZ99YY88.mjs',
        url: '/Dist/assets/maplibre-gl-worker-ZZ99YY88.mjs',
        kind: 'worker',
        bytes: 26,
        integrity: sha384('self.onmessage = () => {};'),
      },
      {
        path: 'chunks/dialog-AB12CD34.js',
        url: '/Dist/chunks/dialog-AB12CD34.js',
        kind: 'chunk',
        bytes: 24,
        integrity: sha384('export const dialog = 1;'),
      },
      { path: 'runtime.css', url: '/Dist/runtime.css', kind: 'stylesheet', bytes: 6, integrity: sha384('body{}') },
      {
        path: 'runtime.js',
        url: '/Dist/runtime.js',
        kind: 'entry',
        bytes: 37,
        integrity: sha384('import("./chunks/dialog-AB12CD34.js")'),
      },
    ]);
  });

  it('writes an import map with the integrity of the entry and of every chunk, and the runtime as a bare specifier', () => {
    const { importMap } = scriptInventory(files, '/shop/Dist/');
    expect(importMap).toEqual({
      imports: { 'shop-runtime': '/shop/Dist/runtime.js' },
      integrity: {
        '/shop/Dist/chunks/dialog-AB12CD34.js': sha384('export const dialog = 1;'),
        '/shop/Dist/runtime.js': sha384('import("./chunks/dialog-AB12CD34.js")'),
      },
    });
  });

  it('changes the hash when one byte of a chunk changes', () => {
    expect(integrityOf(new TextEncoder().encode('a'))).not.toBe(integrityOf(new TextEncoder().encode('b')));
  });

  it('refuses a public path that is not an absolute folder', () => {
    expect(() => scriptInventory(files, 'Dist/')).toThrow('must start and end with "/"');
    expect(() => scriptInventory(files, '/Dist')).toThrow('must start and end with "/"');
  });
});
