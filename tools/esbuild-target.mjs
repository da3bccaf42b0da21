/**
 * The runtime's browser targets have one source, package.json's `browserslist` entry: eslint-plugin-compat and
 * stylelint's no-unsupported-browser-features rule lint against it, and build.mjs gives esbuild the target this
 * module derives from it (esbuild lowers the syntax those browsers lack, and fails on syntax it cannot lower).
 * Pure: build.mjs resolves the entry with browserslist and passes the list here.
 */

/** browserslist's name of a browser → esbuild's engine of the same code (Android's browsers run Chrome's and Firefox's). */
const ENGINES = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/** A version's numbers: `16.4` → [16, 4]; a range (`16.6-16.7`) by its first version; `TP` (a preview) → null. */
function versionNumbers(/** @type {string} */ version) {
  const first = version.split('-')[0];
  return /^\d+(\.\d+)*$/.test(first) ? first.split('.').map(Number) : null;
}

function isOlder(/** @type {number[]} */ a, /** @type {number[]} */ b) {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/**
 * esbuild's `target` for browserslist's resolved list (`['chrome 157', …, 'ios_saf 16.4', 'safari 16.4']`): each
 * engine at its oldest version, e.g. `['chrome111', 'edge111', 'firefox115', 'ios16.4', 'safari16.4']`, sorted.
 * A browser esbuild has no engine for is refused by name: leaving it out would claim support nothing checks.
 * @param {readonly string[]} browsers
 * @returns {string[]}
 */
export function esbuildTarget(browsers) {
  /** @type {Map<string, number[]>} */
  const oldest = new Map();
  for (const browser of browsers) {
    const [name = '', version = ''] = browser.split(' ');
    const engine = ENGINES[/** @type {keyof typeof ENGINES} */ (name)];
    if (!engine) {
      throw new Error(
        `The browserslist entry resolves to "${browser}", which esbuild has no target for: ` +
          `support ${Object.keys(ENGINES).join(', ')} only, or map it in tools/esbuild-target.mjs.`,
      );
    }
    const numbers = versionNumbers(version);
    if (!numbers) continue;
    const known = oldest.get(engine);
    if (!known || isOlder(numbers, known)) oldest.set(engine, numbers);
  }
  if (oldest.size === 0) throw new Error('The browserslist entry resolves to no browser with a version.');
  return [...oldest].map(([engine, numbers]) => `${engine}${numbers.join('.')}`).sort();
}
