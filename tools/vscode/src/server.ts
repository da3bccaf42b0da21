/**
 * Where the extension finds the language server, and how it starts it: `shop-runtime lsp` from the theme's own
 * node_modules (the release package's bin, so the server always judges with the runtime the theme ships), run by
 * VS Code's Node over stdio, for the .html, .htm and .cshtml files of one workspace folder. Pure: no `vscode` here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { LanguageClientOptions, NodeModule, TransportKind } from 'vscode-languageclient/node';

/** The templates the checker reads (tools/check/lsp/server.ts serves the same). */
export const TEMPLATES = '**/*.{html,htm,cshtml}';
/** Where a theme's config lives (tools/check/config.ts): the server reads it again when one changes. */
export const CONFIGS = '**/{shop-runtime.config.json,package.json}';
const PACKAGE = 'shop-runtime';
/** TransportKind.stdio, written out so that this module loads without the `vscode` module. */
const STDIO: TransportKind.stdio = 0;

export type ServerSearch = { bin: string } | { problem: string };

/** The bin a package.json names for `shop-runtime`, if any (`"bin": "x.mjs"` or `"bin": { "shop-runtime": … }`). */
function binOf(manifest: unknown): string | undefined {
  const bin = (manifest as { bin?: unknown } | null)?.bin;
  if (typeof bin === 'string') return bin;
  const named = (bin as Record<string, unknown> | undefined)?.[PACKAGE];
  return typeof named === 'string' ? named : undefined;
}

/**
 * `node_modules/shop-runtime` in `folder` or the nearest folder above it (as npx and Node look it up), and the
 * bin its package.json names; else what is wrong, in words a theme developer can act on.
 */
export function findServer(folder: string): ServerSearch {
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    const manifestPath = join(dir, 'node_modules', PACKAGE, 'package.json');
    if (existsSync(manifestPath)) {
      let manifest: unknown;
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      } catch (error) {
        return { problem: `${manifestPath} cannot be read (${(error as Error).message}): reinstall ${PACKAGE}.` };
      }
      const bin = binOf(manifest);
      if (!bin) return { problem: `${manifestPath} names no "${PACKAGE}" bin: reinstall the release package.` };
      const path = resolve(dirname(manifestPath), bin);
      if (existsSync(path)) return { bin: path };
      return { problem: `${path} is missing (named by ${manifestPath}): reinstall ${PACKAGE}.` };
    }
    if (dirname(dir) === dir)
      return {
        problem:
          `No node_modules/${PACKAGE} in ${resolve(folder)} or above it: install the release package in the theme ` +
          `(npm install ./${PACKAGE}-<version>.tgz) for diagnostics as you type.`,
      };
  }
}

/** `shop-runtime lsp`, run by the editor's own Node (no `node` on the PATH needed), talking over stdio. */
export function serverOptions(bin: string, folder: string): NodeModule {
  return { module: bin, args: ['lsp'], transport: STDIO, options: { cwd: folder } };
}

/** The templates of one workspace folder (its URI, as `folder.uri.toString()`), on disk. */
export function clientOptions(folderUri: string): LanguageClientOptions {
  return {
    documentSelector: [{ scheme: 'file', pattern: { baseUri: folderUri, pattern: TEMPLATES } }],
    diagnosticCollectionName: PACKAGE,
  };
}
