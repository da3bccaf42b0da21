import { describe, expect, it } from 'vitest';
import { formatDuration, stageLine, timingTable } from './stage-timings.mjs';

describe('npm test’s stage durations (tests/run.mjs)', () => {
  it('says a duration in tenths of a second under a minute, in minutes and seconds from a minute on', () => {
    expect(formatDuration(0)).toBe('0.0 s');
    expect(formatDuration(8_449)).toBe('8.4 s');
    expect(formatDuration(59_940)).toBe('59.9 s');
    expect(formatDuration(59_960)).toBe('1 min 00 s');
    expect(formatDuration(119_600)).toBe('2 min 00 s');
    expect(formatDuration(725_000)).toBe('12 min 05 s');
  });

  it('prints a line as a stage ends, and a table of every stage with the failed ones marked and the total', () => {
    expect(stageLine('lint (eslint)', 31_200)).toBe('⏱ lint (eslint): 31.2 s');
    expect(
      timingTable([
        { label: 'type check', ms: 20_000, ok: true },
        { label: 'lint', ms: 31_200, ok: false },
        { label: 'browser tests', ms: 600_000, ok: true },
      ]),
    ).toEqual([
      'Stage durations:',
      '  type check           20.0 s',
      '  lint                 31.2 s  (failed)',
      '  browser tests   10 min 00 s',
      '  total           10 min 51 s',
    ]);
  });

  it('marks the stages that ran side by side, and totals the run’s own clock when given', () => {
    expect(
      timingTable(
        [
          { label: 'type check', ms: 20_000, ok: true, sideBySide: true },
          { label: 'lint', ms: 31_200, ok: false, sideBySide: true },
          { label: 'unit tests', ms: 48_000, ok: true },
        ],
        80_000,
      ),
    ).toEqual([
      'Stage durations:',
      '  type check        20.0 s  (side by side)',
      '  lint              31.2 s  (side by side)  (failed)',
      '  unit tests        48.0 s',
      '  total         1 min 20 s',
    ]);
  });
});
