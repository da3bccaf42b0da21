import { describe, expect, it } from 'vitest';
import { renderingGcWithinScriptBetween, scriptTimeBetween } from '../bench/trace.mjs';

/** A complete event on the page's main thread; times in ms (traces count µs). */
const event = (name: string, start: number, duration = 0) => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 1,
  ts: start * 1000,
  dur: duration * 1000,
});
const mark = (name: string, at: number) => ({ ...event(name, at), ph: 'R' });

/** A mount in two slices with a frame between them: 0–10 ms script, 10–20 ms the frame, 20–30 ms script. */
function twoSlices(collectionStartsAt: number) {
  return [
    mark('inserted', 0),
    event('FunctionCall', 0, 10),
    event('V8.GCIncrementalMarkingStart', collectionStartsAt, 0.1),
    event('Layout', 12, 6),
    event('FunctionCall', 20, 10),
    event('V8.GCIncrementalMarking', 21, 1),
    event('MajorGC', 25, 2),
    event('V8.GCFinalizeMC', 25.1, 1.8),
    mark('mounted', 30),
    // After the window: not counted.
    event('FunctionCall', 31, 5),
    event('MajorGC', 32, 2),
  ];
}

describe('reading a benchmark trace', () => {
  it('counts script once, however nested, and only inside the window', () => {
    const trace = [...twoSlices(15), event('EventDispatch', 2, 1)];
    expect(scriptTimeBetween(trace, 'inserted', 'mounted')).toBe(20);
  });

  it('tells the major collection a frame started from one that the script started', () => {
    // Marking begun in the frame: its steps and finalisation within script (1 + 2 ms) are the rendering's.
    expect(renderingGcWithinScriptBetween(twoSlices(15), 'inserted', 'mounted')).toBeCloseTo(3);
    // Begun by the script's own allocations (inside the first slice): it stays the script's.
    expect(renderingGcWithinScriptBetween(twoSlices(5), 'inserted', 'mounted')).toBe(0);
  });

  it('fails clearly when a mark is missing', () => {
    expect(() => scriptTimeBetween([mark('inserted', 0)], 'inserted', 'mounted')).toThrow(/no marks/);
  });
});
