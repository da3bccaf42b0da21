#!/usr/bin/env node
/**
 * `npm run vsix`: the VS Code extension (tools/vscode/) as a .vsix. esbuild bundles the client (src/extension.ts
 * with vscode-languageclient, `vscode` left to the editor) into out/extension.js, CommonJS as VS Code loads it;
 * @vscode/vsce packs it with the manifest and README (.vscodeignore), with no dependency lookup (the bundle holds
 * them) and nothing fetched. The manifest's version must be the shop runtime's: the extension starts the server of
 * the same release. Writes tools/vscode/shop-runtime-vscode-<version>.vsix and prints its path.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';

const HERE = import.meta.dirname;
const ROOT = join(HERE, '../..');
const version = (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version;

if (version(HERE) !== version(ROOT)) {
  console.error(
    `tools/vscode/package.json's version ${version(HERE)} is not the shop runtime's ${version(ROOT)}: set it the same.`,
  );
  process.exit(1);
}
await esbuild.build({
  entryPoints: [join(HERE, 'src/extension.ts')],
  outfile: join(HERE, 'out/extension.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify: true,
  logLevel: 'warning',
});
const vsix = join(HERE, `shop-runtime-vscode-${version(HERE)}.vsix`);
execFileSync(
  process.execPath,
  [
    join(ROOT, 'node_modules/@vscode/vsce/vsce'),
    'package',
    '--no-dependencies',
    '--allow-missing-repository',
    '--skip-license',
    '--out',
    vsix,
  ],
  { cwd: HERE, stdio: ['ignore', 'inherit', 'inherit'] },
);
console.log(relative(process.cwd(), vsix));
