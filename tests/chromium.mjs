/** Debian's Chromium and the flags it needs on this network (../shared/TOOLCHAIN.md). Never a downloaded browser. */
import { join } from 'node:path';

/** Debian's Chromium (`npm test` installs the package when it is missing). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * What the benchmarks and the tools launch: CHROMIUM_PATH through tests/chromium-features.sh, which merges the
 * `--disable-features` switches into one. Chromium keeps only the last such switch, and Playwright passes its own
 * list before these arguments: without the merge, ours would silently replace it.
 */
export const CHROMIUM_LAUNCHER = join(import.meta.dirname, 'chromium-features.sh');

/** What every launch of Chromium here is given, the full browser and the headless shell alike. */
const COMMON_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_ARGS = [
  ...COMMON_ARGS,
  // Each new window of this Chromium loads two WebUI pages for its address bar's suggestions (chrome://omnibox-popup,
  // a renderer of their own): 0.5 s of CPU for every page a test opens, 1.3 → 0.8 s for a new context, page and
  // checkout page (docs/performance.md).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Playwright's launch options for the benchmarks and the tools: Debian's Chromium, these switches. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_ARGS };

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell, the same version's Blink and V8
 * without the browser's windows and address bar, what Playwright itself runs headless): the browser tests. The same
 * tests take a sixth less CPU than in the full browser, most of it the browser process's (docs/performance.md).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Playwright's launch options for the browser tests (the e2e suite and the journeys' Chromium). */
export const TEST_LAUNCH_OPTIONS = { executablePath: HEADLESS_SHELL_PATH, args: COMMON_ARGS };
