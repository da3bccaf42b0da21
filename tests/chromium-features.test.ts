import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCHER } from './chromium.mjs';

/** A stand-in for Chromium that prints the arguments it was given, one per line. */
const folder = mkdtempSync(join(tmpdir(), 'chromium-features-'));
const standIn = join(folder, 'chromium');
writeFileSync(standIn, '#!/bin/sh\nprintf "%s\\n" "$@"\n');
chmodSync(standIn, 0o755);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the launcher with the stand-in in Chromium's place. */
function launch(args: string[]): string[] {
  const output = execFileSync(CHROMIUM_LAUNCHER, args, { env: { ...process.env, CHROMIUM: standIn } });
  return output.toString().trimEnd().split('\n');
}

describe('tests/chromium-features.sh, what the browser tests launch', () => {
  it('merges every --disable-features switch into one, the others kept as given and in order', () => {
    expect(
      launch([
        '--disable-features=PaintHolding,HttpsUpgrades',
        '--user-data-dir=/tmp/a profile',
        '--headless',
        '--disable-features=WebUIOmniboxPopup',
        'about:blank',
      ]),
    ).toEqual([
      '--disable-features=PaintHolding,HttpsUpgrades,WebUIOmniboxPopup',
      '--user-data-dir=/tmp/a profile',
      '--headless',
      'about:blank',
    ]);
  });

  it('adds no switch when none is given', () => {
    expect(launch(['--headless', 'about:blank'])).toEqual(['--headless', 'about:blank']);
  });

  it('is given the switch that turns off the address bar’s WebUI pages', () => {
    expect(CHROMIUM_ARGS).toContain('--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup');
  });
});
