#!/usr/bin/env node
/**
 * `npm run size`: min and gzip bytes of every entry and chunk in dist/, and the budget of the core:
 * everything a page loads before any widget (runtime.js and the chunks it imports statically) must stay under
 * 40 kB gzip and contain no React, no widget definition and no HTTP client (they run after the strings or on
 * first use).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const CORE_BUDGET = 40 * 1024;
const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
const outputs = Object.entries(meta.outputs).filter(([file]) => !file.endsWith('.map') && !file.endsWith('.txt'));

const sizes = new Map(
  outputs.map(([file]) => {
    const bytes = readFileSync(file);
    return [file, { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
  }),
);

/** The entry and every chunk it reaches through static imports. */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...seen];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
console.log(`${'file'.padEnd(44)}${'min'.padStart(9)}${'gzip'.padStart(9)}`);
for (const [file, size] of [...sizes].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(`${file.replace(/^dist\//, '').padEnd(44)}${kb(size.min)}${kb(size.gzip)}`);
}

const core = [...staticClosure('dist/runtime.js'), 'dist/runtime.css'];
const coreGzip = core.reduce((sum, file) => sum + (sizes.get(file)?.gzip ?? 0), 0);
const coreMin = core.reduce((sum, file) => sum + (sizes.get(file)?.min ?? 0), 0);
const adyenInCore = core.filter((file) => /adyen-library/.test(file));
/**
 * What runs only after the strings or on first use stays out of the core (issue 46, room in the core): the built-in
 * widgets' catalogue (definitions and option schemas, a chunk boot imports after the strings) and the HTTP client
 * (a chunk of the widgets that send requests, and of a theme's first `request`).
 */
const LATER = [/^widgets\/.*\.tsx?$/, /^runtime\/http\.ts$/];
const laterInCore = core.flatMap((file) =>
  Object.keys(meta.outputs[file]?.inputs ?? {}).filter((input) => LATER.some((later) => later.test(input))),
);
const reactInCore = core.flatMap((file) =>
  Object.keys(meta.outputs[file]?.inputs ?? {}).filter((input) =>
    /node_modules\/(react|react-dom|scheduler)\//.test(input),
  ),
);

console.log(
  `\ncore (runtime.js, its ${core.length - 2} static chunks and runtime.css): ${kb(coreMin).trim()} min, ${kb(coreGzip).trim()} gzip (budget ${kb(CORE_BUDGET).trim()})`,
);
// In-place navigation (htmx + our policy) is a chunk every page starts loading right after boot, without waiting
// for it: counted apart, so the figure for "everything every page downloads" is visible too.
const navigation = outputs.map(([file]) => file).find((file) => /^dist\/chunks\/navigation-/.test(file));
if (navigation) {
  const extra = staticClosure(navigation).filter((file) => !core.includes(file));
  const extraGzip = extra.reduce((sum, file) => sum + (sizes.get(file)?.gzip ?? 0), 0);
  console.log(
    `navigation (loaded after boot, not blocking): ${kb(extraGzip).trim()} gzip; core + navigation ${kb(coreGzip + extraGzip).trim()} gzip`,
  );
}
// The map (maplibre) is a chunk of its own with its worker and CSS as assets: loaded only where a map is shown.
const mapChunk = outputs.map(([file]) => file).find((file) => /^dist\/chunks\/map-view-/.test(file));
const mapAssets = outputs.map(([file]) => file).filter((file) => /^dist\/assets\/maplibre-gl/.test(file));
if (mapChunk) {
  const parts = [mapChunk, ...mapAssets];
  const line = parts.map((file) => `${file.replace(/^dist\//, '')} ${kb(sizes.get(file)?.gzip ?? 0).trim()}`);
  const total = parts.reduce((sum, file) => sum + (sizes.get(file)?.gzip ?? 0), 0);
  console.log(`map (only where a map is shown): ${line.join(', ')}; ${kb(total).trim()} gzip in all`);
  if (core.includes(mapChunk)) {
    console.error('✖ the map chunk is in the core');
    process.exitCode = 1;
  }
}
// Adyen Web (with its stylesheet) is the payment page's own chunk: listed apart, never part of the core.
const adyen = outputs.map(([file]) => file).find((file) => /^dist\/chunks\/adyen-library-/.test(file));
if (adyen) {
  console.log(`adyen (payment page only, lazy): ${kb(sizes.get(adyen)?.gzip ?? 0).trim()} gzip`);
}
let ok = process.exitCode !== 1;
if (coreGzip > CORE_BUDGET) {
  console.error(
    `✖ the core is over its budget by ${coreGzip - CORE_BUDGET} bytes (${coreGzip} of ${CORE_BUDGET} gzip)`,
  );
  ok = false;
}
if (reactInCore.length > 0) {
  console.error(`✖ the core contains React: ${[...new Set(reactInCore)].join(', ')}`);
  ok = false;
}
if (laterInCore.length > 0) {
  console.error(`✖ the core holds what runs only after the strings or on first use: ${laterInCore.join(', ')}`);
  ok = false;
}
if (adyenInCore.length > 0) {
  console.error(`✖ the core contains Adyen: ${adyenInCore.join(', ')}`);
  ok = false;
}
// esbuild's helper chunk runs nothing; build.mjs blanks the entry's bare import of it (evanw/esbuild#1892).
const helperOnlyInCore = core.filter((file) => {
  const bareImports = readFileSync(file, 'utf8').matchAll(/\bimport\s*"(\.\.?\/[^"]+)";/g);
  return [...bareImports].some(([, specifier]) => {
    const target = new URL(specifier, `file:///${file}`).pathname.slice(1);
    return Object.keys(meta.outputs[target]?.inputs ?? { unknown: 1 }).length === 0;
  });
});
if (helperOnlyInCore.length > 0) {
  console.error(`✖ ${helperOnlyInCore.join(', ')} imports esbuild's helper chunk for nothing`);
  ok = false;
}
if (ok)
  console.log(
    `✔ core within budget (${coreGzip} of ${CORE_BUDGET} bytes gzip, ${CORE_BUDGET - coreGzip} bytes of room), no React`,
  );
process.exit(ok ? 0 : 1);
