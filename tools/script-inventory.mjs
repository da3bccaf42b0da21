/**
 * The script inventory of a build (PCI DSS 4.0 requirement 6.4.3, docs/script-inventory.md): every file the build
 * emits, with its size and its Subresource Integrity hash, and the import map that makes the browser check the
 * hash of every chunk the runtime imports. Pure: build.mjs reads the files and writes what this returns.
 */
import { createHash } from 'node:crypto';

/** @typedef {{ path: string, bytes: Uint8Array }} BuiltFile  path relative to the build folder, with / */
/**
 * @typedef {{ path: string, url: string, kind: 'entry' | 'chunk' | 'worker' | 'stylesheet' | 'asset',
 *   bytes: number, integrity: string }} InventoryEntry
 */
/** @typedef {{ imports: Record<string, string>, integrity: Record<string, string> }} ImportMap */

/** The bare specifier theme modules may import the runtime's public API with (`import { ui } from 'shop-runtime'`). */
export const RUNTIME_SPECIFIER = 'shop-runtime';

/** `sha384-<base64>`, the hash `integrity` attributes and import maps take. */
export const integrityOf = (/** @type {Uint8Array} */ bytes) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** What a file of the build is; source maps, licences and the build's own metadata are not part of the page. */
function kindOf(/** @type {string} */ path) {
  if (path === 'runtime.js') return 'entry';
  if (path.endsWith('.mjs')) return 'worker';
  if (path.endsWith('.js')) return 'chunk';
  if (path.endsWith('.css')) return 'stylesheet';
  if (/\.(map|json|txt)$/.test(path) || /LEGAL|LICEN[CS]E/i.test(path)) return null;
  return 'asset';
}

/**
 * The inventory and the import map for a build served under `publicPath` (the CMS's URL of the build folder, such
 * as `/Dist/`). The import map's `integrity` lists every module script the page may import (the entry and the
 * chunks); workers and stylesheets are not imported as modules and are checked through the manifest only.
 *
 * @param {BuiltFile[]} files
 * @param {string} publicPath
 * @returns {{ manifest: { publicPath: string, files: InventoryEntry[] }, importMap: ImportMap }}
 */
export function scriptInventory(files, publicPath) {
  if (!publicPath.startsWith('/') || !publicPath.endsWith('/')) {
    throw new Error(`The public path must start and end with "/" (got "${publicPath}").`);
  }
  /** @type {InventoryEntry[]} */
  const entries = [];
  for (const { path, bytes } of files) {
    const kind = kindOf(path);
    if (!kind) continue;
    entries.push({ path, url: publicPath + path, kind, bytes: bytes.byteLength, integrity: integrityOf(bytes) });
  }
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const modules = entries.filter((entry) => entry.kind === 'entry' || entry.kind === 'chunk');
  const entry = modules.find((file) => file.kind === 'entry');
  return {
    manifest: { publicPath, files: entries },
    importMap: {
      imports: entry ? { [RUNTIME_SPECIFIER]: entry.url } : {},
      integrity: Object.fromEntries(modules.map((file) => [file.url, file.integrity])),
    },
  };
}
