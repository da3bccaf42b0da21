import { readFileSync } from 'node:fs';
import browserslist from 'browserslist';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildTarget } from './esbuild-target.mjs';

/** As build.mjs resolves it: package.json's `browserslist` entry. */
const entry = browserslist.loadConfig({ path: '.' });
const target = () => esbuildTarget(browserslist(entry));

describe('esbuildTarget', () => {
  it('takes each engine at its oldest version, sorted; a range by its first version; a preview is no version', () => {
    const resolved = ['safari TP', 'safari 17.0', 'safari 16.4', 'chrome 120', 'chrome 111', 'ios_saf 16.6-16.7'];
    expect(esbuildTarget(resolved)).toEqual(['chrome111', 'ios16.6', 'safari16.4']);
  });

  it('compares versions by their numbers, not as text', () => {
    expect(esbuildTarget(['firefox 9', 'firefox 115'])).toEqual(['firefox9']);
    expect(esbuildTarget(['safari 16.10', 'safari 16.4', 'safari 16'])).toEqual(['safari16']);
  });

  it("gives Android's Chrome and Firefox their engines", () => {
    expect(esbuildTarget(['and_chr 140', 'chrome 111', 'and_ff 140'])).toEqual(['chrome111', 'firefox140']);
  });

  it('refuses by name a browser esbuild has no target for, and an entry with no versioned browser', () => {
    expect(() => esbuildTarget(['chrome 111', 'samsung 25'])).toThrow(/"samsung 25", which esbuild has no target/);
    expect(() => esbuildTarget(['safari TP'])).toThrow(/no browser with a version/);
  });
});

describe("package.json's browserslist entry", () => {
  it('is the targets the README names: Chrome and Edge 111, Firefox 115, Safari 16.4 (macOS and iOS)', () => {
    expect(target()).toEqual(['chrome111', 'edge111', 'firefox115', 'ios16.4', 'safari16.4']);
    const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
    const named = `\`${[entry].flat().join(', ')}\``;
    expect(readme.includes(named), `README.md names the entry as ${named}`).toBe(true);
  });

  it('makes esbuild stop on syntax it cannot lower for them, and lower what it can', async () => {
    const build = (code: string) => esbuild.transform(code, { target: target(), format: 'esm', logLevel: 'silent' });
    await expect(build('import defer * as later from "./later.js"; export { later };')).rejects.toThrow(
      /Deferred imports are not available in the configured target environment \("chrome111"/,
    );
    // `using` (ES2026) is lowered to code Safari 16.4 runs.
    expect((await build('export function f(x) { using held = x; }')).code).not.toMatch(/\busing\b/);
  });

  it("passes newer regular expressions through instead of stopping (hence the lint's es-x rules)", async () => {
    const { code } = await esbuild.transform('export const word = /[\\p{L}--[a-z]]/v;', { target: target() });
    expect(code).toContain('new RegExp("[\\\\p{L}--[a-z]]", "v")');
  });
});
