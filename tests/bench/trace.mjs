/**
 * Reading a Chromium trace (browser.startTracing with TRACE_CATEGORIES) for the benchmarks: how much of a window
 * between two `performance.mark`s the page's main thread spent running script (ours, the page's and the bench's
 * own observer), apart from the browser's rendering of frames in between; and how much of that script time went
 * to collecting garbage.
 */
export const TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'v8'];

/** Events that run script; one inside another counts once. Forced style and layout inside them count with them. */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EvaluateScript',
  'EventDispatch',
  'FireAnimationFrame',
]);

/** The browser's rendering of a frame (and any style or layout script forces, counted with the script). */
const RENDERING_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/**
 * Garbage collection: scavenges (MinorGC), a major collection's start, incremental steps and finalisation (MajorGC).
 * Nested ones count once.
 */
const GC_EVENTS = new Set(['MinorGC', 'MajorGC', 'V8.GCIncrementalMarkingStart', 'V8.GCIncrementalMarking']);

/** The window between the marks `from` and `to`, and the complete events of the marks' thread. */
function windowOf(trace, from, to) {
  const events = trace.traceEvents ?? trace;
  const start = events.find((event) => event.name === from);
  const end = events.find((event) => event.name === to);
  if (!start || !end) throw new Error(`the trace has no marks ${from} and ${to}`);
  const onThread = events
    .filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  return { from: start.ts, to: end.ts, onThread };
}

/** The union of the events' spans, clipped to [from, to], as sorted disjoint [start, end] pairs (µs). */
function spans(events, from, to) {
  const merged = [];
  for (const event of events) {
    const start = Math.max(event.ts, from);
    const end = Math.min(event.ts + event.dur, to);
    if (end <= start) continue;
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const total = (pairs) => pairs.reduce((sum, [start, end]) => sum + end - start, 0) / 1000;

/** How much of the sorted disjoint spans `a` lies within the sorted disjoint spans `b`, in ms. */
function overlap(a, b) {
  let sum = 0;
  let j = 0;
  for (const [start, end] of a) {
    while (j < b.length && b[j][1] <= start) j++;
    for (let k = j; k < b.length && b[k][0] < end; k++) sum += Math.min(end, b[k][1]) - Math.max(start, b[k][0]);
  }
  return sum / 1000;
}

/** The spans of the window's events named in `names`. */
const spansNamed = (window, names) =>
  spans(
    window.onThread.filter((event) => names.has(event.name)),
    window.from,
    window.to,
  );

/**
 * The milliseconds of script on the marks' thread between the marks `from` and `to` (clipped to that window), and
 * of garbage collection within that script. V8 collects when its young space fills (about every megabyte
 * allocated, wherever it happens to be) and finishes in script the major collections a frame's layout started: a
 * step, not a share per hook. A window that allocates 0.7 MB after a collected heap has none, one that allocates
 * 1.4 MB has one, so the bench reports it apart from the mount's own work.
 */
export function scriptTimeBetween(trace, from, to) {
  const window = windowOf(trace, from, to);
  const script = spansNamed(window, SCRIPT_EVENTS);
  const gc = spansNamed(window, GC_EVENTS);
  return { script: total(script), gc: overlap(gc, script) };
}

/**
 * The milliseconds the marks' thread spent rendering between the marks `from` and `to`: style, layout, pre-paint,
 * paint and layerization of the frames drawn in that window, not counting the style and layout forced inside script
 * (which scriptTimeBetween counts). Beside the script time, what the work of drawing costs, apart from the waits
 * for a frame that make a wall time vary with the machine's load.
 */
export function renderingTimeBetween(trace, from, to) {
  const window = windowOf(trace, from, to);
  const script = spansNamed(window, SCRIPT_EVENTS);
  const rendering = spansNamed(window, RENDERING_EVENTS);
  return total(rendering) - overlap(rendering, script);
}
