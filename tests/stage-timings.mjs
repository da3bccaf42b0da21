/**
 * The durations of `npm test`'s stages (tests/run.mjs): a line as each stage ends, and a table of them all with their
 * total at the end, so that a slow stage shows without a stopwatch.
 */

/** `8.4 s` under a minute, `12 min 05 s` from a minute on. */
export function formatDuration(ms) {
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The line printed as a stage ends. */
export const stageLine = (label, ms) => `⏱ ${label}: ${formatDuration(ms)}`;

/**
 * The table of the stages, in the order they ran (`{ label, ms, ok, sideBySide }`): a row each, the failed ones and
 * those that ran side by side with others marked, then the total: `totalMs` (the run's own clock: stages side by
 * side overlap) or else their sum.
 */
export function timingTable(stages, totalMs) {
  const width = Math.max('total'.length, ...stages.map(({ label }) => label.length));
  const row = (label, ms, note = '') => `  ${label.padEnd(width)}  ${formatDuration(ms).padStart(12)}${note}`;
  const total = totalMs ?? stages.reduce((sum, { ms }) => sum + ms, 0);
  const note = ({ ok, sideBySide }) => `${sideBySide ? '  (side by side)' : ''}${ok ? '' : '  (failed)'}`;
  return ['Stage durations:', ...stages.map((stage) => row(stage.label, stage.ms, note(stage))), row('total', total)];
}
