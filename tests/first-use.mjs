/**
 * What a widget's first use costs the shopper: the build's chunks the page asks for while `use` runs, each with its gzip -9 size (counted as tests/bench/size.mjs counts them) and whether
 * it holds React (tests/react-chunks.mjs). Used by the browser tests (tests/e2e/floating-boxes.spec.ts) and by
 * `node tests/bench/first-use.mjs`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { reactChunkFiles } from './react-chunks.mjs';

/** The gzip -9 size of a built file, by its path under dist/ (`chunks/tooltip-box-XXXX.js`). */
export function gzipBytes(file) {
  return gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
}

/**
 * Runs `use` on a page whose hooks have mounted and returns the chunks asked for meanwhile: `{ chunks: [{ file,
 * gzip, react }], gzip }` (the total). `use` waits for what the chunks bring (the box on screen), so none is missed.
 */
export async function chunksOfFirstUse(page, use) {
  const react = reactChunkFiles();
  const asked = [];
  const record = (request) => {
    const file = /\/Dist\/((?:chunks|assets)\/[^?#]+\.(?:js|css))$/.exec(request.url())?.[1];
    if (file) asked.push(file);
  };
  page.on('request', record);
  try {
    await use();
  } finally {
    page.off('request', record);
  }
  const chunks = [...new Set(asked)].map((file) => ({ file, gzip: gzipBytes(file), react: react.has(file) }));
  return { chunks, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}
