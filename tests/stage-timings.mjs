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
 * The table of the stages, in the order they ran (`{ label, ms, ok }`): a row each, the failed ones marked, then
 * their total.
 */
export function timingTable(stages) {
  const width = Math.max('total'.length, ...stages.map(({ label }) => label.length));
  const row = (label, ms, note = '') => `  ${label.padEnd(width)}  ${formatDuration(ms).padStart(12)}${note}`;
  const total = stages.reduce((sum, { ms }) => sum + ms, 0);
  return [
    'Stage durations:',
    ...stages.map(({ label, ms, ok }) => row(label, ms, ok ? '' : '  (failed)')),
    row('total', total),
  ];
}
