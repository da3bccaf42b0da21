#!/usr/bin/env node
/**
 * Builds the runtime into dist/ (ESM, code splitting, content-hashed chunks, stable entries runtime.js and
 * runtime.css, source maps, minified) and the reference CMS server into .build/.
 *
 *   node build.mjs            production build (minified)
 *   node build.mjs --dev      readable build
 *   node build.mjs --docs     also regenerate widgets/catalogue.ts from the widget folders, docs/widgets.md
 *                             from the widget schemas and docs/theme-kit.md's rules from tools/check/rules/ (a
 *                             plain build refuses a stale catalogue)
 *   node build.mjs --check-docs  fail when widgets/catalogue.ts, docs/widgets.md or theme-kit.md's rules are stale
 *   node build.mjs --checker  only bin/shop-runtime.mjs, the template checker (`npm run check`)
 *   node build.mjs --public-path=/shop/Dist/  the URL the CMS serves dist/ under (default /Dist/), for the import map
 *
 * Next to the files, dist/script-manifest.json lists every file with its size and SRI hash and dist/importmap.json
 * is the import map (with `integrity`) the CMS template puts before the runtime's script tag
 * (tools/script-inventory.mjs, docs/script-inventory.md).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';
import * as esbuild from 'esbuild';
import { esbuildTarget } from './tools/esbuild-target.mjs';
import { scriptInventory } from './tools/script-inventory.mjs';
import { CATALOGUE, catalogueStatus } from './tools/widget-catalogue.mjs';

const args = new Set(process.argv.slice(2));
/** package.json's version: ShopRuntime.version, the checker's --help, CHANGELOG.md's latest entry. */
const { version: VERSION } = JSON.parse(await readFile('package.json', 'utf8'));
/**
 * The browsers the runtime supports are package.json's `browserslist` entry, which the compat lints check against
 * too (eslint-plugin-compat, stylelint's no-unsupported-browser-features): esbuild lowers the syntax the oldest of
 * them lack, and stops on syntax it cannot lower (tools/esbuild-target.mjs).
 */
const BROWSERS = browserslist.loadConfig({ path: '.' });
if (!BROWSERS) throw new Error('package.json has no browserslist entry: the build target is derived from it.');
const TARGET = esbuildTarget(browserslist(BROWSERS));
const dev = args.has('--dev');
const publicPath =
  process.argv.find((arg) => arg.startsWith('--public-path='))?.slice('--public-path='.length) ?? '/Dist/';

/**
 * The widget definitions and the runtime's configuration carry the descriptions docs/widgets.md is generated from.
 * The browser never shows them, so the runtime build loads these files without them (the docs build, run in Node,
 * keeps them). Descriptions are plain string or template literals (without a nested template), given as
 * `description: '…'` (the property is removed) or `v.description('…')` (the string is emptied). `writes: true` (a widget that sends changes)
 * and `reads: [...]` (attributes read beside the options) are for the template checker alone, and go too.
 */
const DEFINITION_FILE = /[\\/](widgets[\\/][^\\/]+[\\/]definition|runtime[\\/]config)\.ts$/;
const STRING = `(?:'(?:[^'\\\\\\n]|\\\\.)*'|"(?:[^"\\\\\\n]|\\\\.)*"|\\\`(?:[^\\\`\\\\]|\\\\.)*\\\`)`;
const DESCRIPTION_PROPERTY = new RegExp(`\\bdescription:\\s*${STRING},?`, 'g');
const DESCRIPTION_CALL = new RegExp(`(description\\(\\s*)${STRING}`, 'g');
const WRITES_PROPERTY = /\bwrites:\s*true,?/g;
const READS_PROPERTY = /\breads:\s*\[[^\]]*\],?/g;
const withoutDescriptions = {
  name: 'without-descriptions',
  setup(build) {
    build.onLoad({ filter: DEFINITION_FILE }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8'))
        .replace(DESCRIPTION_PROPERTY, '')
        .replace(DESCRIPTION_CALL, "$1''")
        .replace(WRITES_PROPERTY, '')
        .replace(READS_PROPERTY, ''),
      loader: 'ts',
    }));
  },
};

/**
 * `import url from 'pkg/file?url'`: the file is emitted as it is (content-hashed, under assets/) and the import is
 * its path relative to the chunk that imports it. The map chunk loads maplibre's worker and CSS this way, so they reach only the pages
 * that show a map.
 */
const assetUrls = {
  name: 'asset-urls',
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, async ({ path, resolveDir, kind }) => {
      const resolved = await build.resolve(path.slice(0, -'?url'.length), { resolveDir, kind });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: resolved.path, namespace: 'asset-url' };
    });
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, async ({ path }) => {
      const contents = await readFile(path);
      // Our own stylesheets (a widget's chunk CSS) are minified as runtime.css is; libraries ship theirs built.
      const ours = path.endsWith('.css') && !/[\\/]node_modules[\\/]/.test(path);
      if (!ours || dev) return { contents, loader: 'file' };
      const { code } = await esbuild.transform(contents, { loader: 'css', minify: true, target: TARGET });
      return { contents: code, loader: 'file' };
    });
  },
};

/**
 * The core in one chunk (issue 44 point 3). esbuild puts each module in the chunk of the set of entries that reach
 * it, so the core's modules, used by different sets of lazy widgets, came in 15 chunks that runtime.js fetched at
 * once (Lighthouse's simulation counts each one finished before the first paint in the LCP; docs/performance.md).
 * Every lazily imported module of ours now also imports a module made here that imports what runtime/main.ts does
 * (read from main.ts itself): one set of entries for the whole core, one chunk. Nothing more is fetched or run:
 * runtime.js has loaded and run all of it before any lazy module. `coreInOneChunk` fails the build otherwise.
 */
const MAIN = fileURLToPath(new URL('./runtime/main.ts', import.meta.url));
const CORE_REACH = 'one-core-chunk:main-imports';

/** What runtime/main.ts imports, as side-effect imports (types gone: esbuild's transform drops them). */
async function mainImports() {
  const { code } = await esbuild.transform(await readFile(MAIN, 'utf8'), { loader: 'ts' });
  const specifiers = [...code.matchAll(/^import\s+(?:[^;]*?\sfrom\s*)?"([^"]+)";/gm)].map((match) => match[1]);
  return specifiers.map((specifier) => `import ${JSON.stringify(specifier)};`).join('\n');
}

const oneCoreChunk = {
  name: 'one-core-chunk',
  setup(build) {
    const lazy = new Set();
    build.onResolve({ filter: /^one-core-chunk:main-imports$/ }, () => ({ path: 'main-imports', namespace: 'core' }));
    build.onLoad({ filter: /.*/, namespace: 'core' }, async () => ({
      contents: await mainImports(),
      resolveDir: dirname(MAIN),
      loader: 'js',
    }));
    build.onResolve({ filter: /.*/ }, async ({ path, kind, resolveDir, importer, pluginData }) => {
      if (kind !== 'dynamic-import' || pluginData?.oneCoreChunk) return undefined;
      const resolved = await build.resolve(path, { kind, resolveDir, importer, pluginData: { oneCoreChunk: true } });
      if (!resolved.errors.length && !/[\\/]node_modules[\\/]/.test(resolved.path)) lazy.add(resolved.path);
      return resolved;
    });
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (!lazy.has(path)) return undefined;
      const contents = `${await readFile(path, 'utf8')}\nimport ${JSON.stringify(CORE_REACH)};\n`;
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Fails the build when runtime.js imports more than one chunk at once (the core split again). */
function coreInOneChunk(metafile) {
  const chunks = metafile.outputs['dist/runtime.js'].imports.filter((imported) => imported.kind === 'import-statement');
  if (chunks.length > 1) {
    throw new Error(
      `runtime.js imports ${chunks.length} chunks at once (${chunks.map((chunk) => chunk.path).join(', ')}): the core belongs in one (build.mjs oneCoreChunk).`,
    );
  }
}

async function buildRuntime() {
  await rm('dist', { recursive: true, force: true });
  const shared = {
    bundle: true,
    minify: !dev,
    sourcemap: true,
    target: TARGET,
    // Every target has Unicode property escapes (\p{…}: Chrome 64, Firefox 78, Safari 11.1), but esbuild rewrites
    // them as `new RegExp(…)` for these versions, a call it cannot drop: valibot's unused emoji pattern sat in the
    // core (172 bytes gzip). Kept as literals, unused ones are left out.
    supported: { 'regexp-unicode-property-escapes': true },
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
  };
  const js = await esbuild.build({
    ...shared,
    entryPoints: { runtime: 'runtime/main.ts' },
    outdir: 'dist',
    format: 'esm',
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    plugins: [withoutDescriptions, assetUrls, oneCoreChunk],
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      SHOP_RUNTIME_VERSION: JSON.stringify(VERSION),
    },
  });
  const css = await esbuild.build({
    ...shared,
    entryPoints: { runtime: 'styles/runtime.css' },
    outdir: 'dist',
    entryNames: '[name]',
    assetNames: 'assets/[name]-[hash]',
  });
  await dropHelperOnlyImports(js.metafile);
  coreInOneChunk(js.metafile);
  const meta = {
    inputs: { ...js.metafile.inputs, ...css.metafile.inputs },
    outputs: { ...js.metafile.outputs, ...css.metafile.outputs },
  };
  await writeFile('dist/meta.json', JSON.stringify(meta));
  await writeInventory();
}

/**
 * esbuild puts its own helpers (`__toESM`, `__commonJS`, …, used by the React chunks) in a chunk of their own, and
 * every entry imports that chunk for its side effects although it runs nothing and the entry uses none of it
 * (evanw/esbuild#1892): runtime.js would fetch 430 bytes gzip for nothing at boot. A chunk with no input module
 * holds only those helpers, which are declarations; its bare imports (`import"./chunks/chunk-….js";`) are blanked
 * with spaces of the same length, so the source maps stay exact, and dropped from the metafile. Imports that name a
 * helper stay.
 */
async function dropHelperOnlyImports(metafile) {
  const helperOnly = new Set(
    Object.entries(metafile.outputs)
      .filter(([path, output]) => path.endsWith('.js') && Object.keys(output.inputs).length === 0)
      .map(([path]) => path),
  );
  if (helperOnly.size === 0) return;
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (!path.endsWith('.js') || helperOnly.has(path)) continue;
    const directory = path.slice(0, path.lastIndexOf('/') + 1);
    const isHelperOnly = (specifier) => helperOnly.has(new URL(specifier, `file:///${directory}`).pathname.slice(1));
    const code = await readFile(path, 'utf8');
    const blanked = code.replace(/\bimport\s*"(\.\.?\/[^"]+)";/g, (statement, specifier) =>
      isHelperOnly(specifier) ? ' '.repeat(statement.length) : statement,
    );
    if (blanked === code) continue;
    await writeFile(path, blanked);
    const stillNamed = (imported) => !helperOnly.has(imported.path) || blanked.includes(imported.path.split('/').pop());
    output.imports = output.imports.filter(stillNamed);
  }
}

/** dist/script-manifest.json and dist/importmap.json, from the files as written (PCI DSS 6.4.3). */
async function writeInventory() {
  const paths = (await readdir('dist', { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.replaceAll('\\', '/').replace(/^dist\//, ''));
  const files = await Promise.all(paths.map(async (path) => ({ path, bytes: await readFile(`dist/${path}`) })));
  const { manifest, importMap } = scriptInventory(files, publicPath);
  await writeFile('dist/script-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile('dist/importmap.json', `${JSON.stringify(importMap, null, 2)}\n`);
}

const nodeShared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
  jsx: 'automatic',
};

async function buildServer() {
  await esbuild.build({ ...nodeShared, entryPoints: ['fixtures/server.ts'], outfile: '.build/fixtures/server.mjs' });
}

/**
 * The definitions import widget chunks lazily; Node never calls those loaders (and the map's, the lightbox's, the
 * crop dialog's, Adyen's and the `*-chunk.ts` widget entries import files with ?url, which only the browser build
 * emits).
 */
const LAZY_WIDGET_CODE = [
  '*.tsx',
  '*map-view.ts',
  '*lightbox-view.ts',
  './crop-dialog.ts',
  './adyen-library.ts',
  '*-chunk.ts',
];

/**
 * `entry` bundled for Node into .build/<name>.mjs (the widgets' lazy code left out) and imported, a fresh copy at
 * each call (the query: Node keeps a module by its address).
 */
async function nodeModule(entry, name) {
  const outfile = `.build/${name}.mjs`;
  await esbuild.build({ ...nodeShared, entryPoints: [entry], outfile, external: LAZY_WIDGET_CODE });
  return import(`./${outfile}?${Date.now()}`);
}

const THEME_KIT = 'docs/theme-kit.md';

/** The widget reference is generated from the same schemas the runtime parses hooks with. */
async function widgetDocs() {
  const { widgetReference } = await nodeModule('widgets/reference.ts', 'widget-docs');
  return widgetReference();
}

/** docs/theme-kit.md with its rule headings written from the checker's rules (tools/check/rule-docs.ts). */
async function themeKitDocs() {
  const { withRuleDocs } = await nodeModule('tools/check/rule-docs.ts', 'rule-docs');
  return withRuleDocs(await readFile(THEME_KIT, 'utf8'));
}

/**
 * `shop-runtime check` (tools/check/, docs/theme-kit.md), the package's bin: the widget definitions, the validation
 * catalogue and the configuration schema bundled in, so the checker judges with the runtime's own schemas and
 * messages. It needs nothing but the package's dependencies (htmlparser2, css-what, valibot; and for `lsp`,
 * vscode-languageserver and vscode-languageserver-textdocument).
 */
async function buildChecker() {
  await esbuild.build({
    ...nodeShared,
    sourcemap: false,
    entryPoints: ['tools/check/bin.ts'],
    outfile: 'bin/shop-runtime.mjs',
    // The definitions' own imports (i18next, js-cookie, Glide…: browser libraries, devDependencies) are bundled in;
    // the checker's libraries come from the package's dependencies.
    packages: undefined,
    external: [
      ...LAZY_WIDGET_CODE,
      'htmlparser2',
      'css-what',
      'valibot',
      'vscode-languageserver',
      'vscode-languageserver-textdocument',
    ],
    banner: { js: '#!/usr/bin/env node' },
    define: { SHOP_RUNTIME_VERSION: JSON.stringify(VERSION) },
  });
}

/** dist/html-data.json, VS Code's HTML custom data, from the widget schemas (tools/check/html-data.ts). */
async function writeHtmlData() {
  const { htmlData } = await nodeModule('tools/check/html-data.ts', 'html-data');
  await writeFile('dist/html-data.json', `${JSON.stringify(htmlData(), null, 2)}\n`);
}

/** widgets/catalogue.ts against the widget folders: written with --docs, else a stale one stops the build. */
async function checkCatalogue() {
  const { expected, stale } = await catalogueStatus();
  if (!stale) return true;
  if (args.has('--docs')) {
    await writeFile(CATALOGUE, expected);
    console.log(`${CATALOGUE} written.`);
    return true;
  }
  console.error(`${CATALOGUE} is stale (a widget folder's definition.ts changed): run \`npm run docs\` and commit it.`);
  process.exitCode = 1;
  return false;
}

async function main() {
  if (!(await checkCatalogue())) return;
  if (args.has('--check-docs')) {
    const expected = await widgetDocs();
    const current = await readFile('docs/widgets.md', 'utf8').catch(() => '');
    if (current !== expected) {
      console.error('docs/widgets.md is stale: run `npm run docs` and commit the result.');
      process.exit(1);
    }
    if ((await readFile(THEME_KIT, 'utf8')) !== (await themeKitDocs())) {
      console.error(`${THEME_KIT}'s rules are stale: run \`npm run docs\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${CATALOGUE}, docs/widgets.md and ${THEME_KIT}'s rules are up to date.`);
    return;
  }
  await mkdir('.build', { recursive: true });
  if (args.has('--checker')) return buildChecker();
  await Promise.all([buildRuntime(), buildServer(), buildChecker()]);
  await writeHtmlData();
  if (args.has('--docs')) {
    await writeFile('docs/widgets.md', await widgetDocs());
    await writeFile(THEME_KIT, await themeKitDocs());
    console.log(`docs/widgets.md and ${THEME_KIT}'s rules written.`);
  }
}

await main();
