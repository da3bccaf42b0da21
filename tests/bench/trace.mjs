/**
 * Reading a Chromium trace (browser.startTracing with TRACE_CATEGORIES) for the benchmarks: how much of a window
 * between two `performance.mark`s the page's main thread spent running script (ours, the page's and the bench's
 * own observer), apart from the browser's rendering of frames in between.
 */
export const TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute', 'blink.user_timing'];

/** Events that run script; one inside another counts once. Forced style and layout inside them count with them. */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EvaluateScript',
  'EventDispatch',
  'FireAnimationFrame',
]);

/** Milliseconds of script on the marks' thread between the marks `from` and `to` (clipped to that window). */
export function scriptTimeBetween(trace, from, to) {
  const events = trace.traceEvents ?? trace;
  const start = events.find((event) => event.name === from);
  const end = events.find((event) => event.name === to);
  if (!start || !end) throw new Error(`the trace has no marks ${from} and ${to}`);
  const onThread = events
    .filter(
      (event) =>
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ph === 'X' &&
        SCRIPT_EVENTS.has(event.name) &&
        event.ts < end.ts &&
        event.ts + event.dur > start.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let coveredUntil = start.ts;
  for (const event of onThread) {
    const from = Math.max(event.ts, coveredUntil);
    const until = Math.min(event.ts + event.dur, end.ts);
    if (until > from) total += until - from;
    coveredUntil = Math.max(coveredUntil, until);
  }
  return total / 1000;
}
