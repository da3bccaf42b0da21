/**
 * Reading a Chromium trace (browser.startTracing with TRACE_CATEGORIES) for the benchmarks: how much of a window
 * between two `performance.mark`s the page's main thread spent running script (ours, the page's and the bench's
 * own observer), apart from the browser's rendering of frames in between; and how much of that script time went
 * to finishing a major garbage collection that the rendering of such a frame started.
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

/** The steps of a major (mark-compact) collection: incremental marking, and the finalisation. */
const MAJOR_GC_STEPS = new Set(['V8.GCIncrementalMarking', 'MajorGC']);

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

const scriptSpans = ({ from, to, onThread }) =>
  spans(
    onThread.filter((event) => SCRIPT_EVENTS.has(event.name)),
    from,
    to,
  );

/** Milliseconds of script on the marks' thread between the marks `from` and `to` (clipped to that window). */
export function scriptTimeBetween(trace, from, to) {
  return total(scriptSpans(windowOf(trace, from, to)));
}

/**
 * Of that script time, the milliseconds spent finishing major garbage collections whose marking began outside
 * script: in the browser's rendering of a frame drawn in between (Chromium starts one there when the frame's layout
 * brings the page's heap to its limit, 2,000 inserted blocks do), then finishes it in steps and a finalisation
 * during whatever script runs next. Collections that script started (its own allocations) are not counted here.
 */
export function renderingGcWithinScriptBetween(trace, from, to) {
  const window = windowOf(trace, from, to);
  const script = scriptSpans(window);
  const inScript = (ts) => script.some(([start, end]) => ts >= start && ts < end);
  const starts = window.onThread.filter((event) => event.name === 'V8.GCIncrementalMarkingStart');
  const steps = [];
  for (const [index, begun] of starts.entries()) {
    if (begun.ts >= window.to || inScript(begun.ts)) continue;
    // This collection's steps: from its start to the next collection's start.
    const until = starts[index + 1]?.ts ?? Number.POSITIVE_INFINITY;
    steps.push(
      ...window.onThread.filter((event) => MAJOR_GC_STEPS.has(event.name) && event.ts >= begun.ts && event.ts < until),
    );
  }
  steps.sort((a, b) => a.ts - b.ts);
  return overlap(spans(steps, window.from, window.to), script);
}
