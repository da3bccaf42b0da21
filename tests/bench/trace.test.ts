import { describe, expect, it } from 'vitest';
import { renderingTimeBetween, scriptTimeBetween } from './trace.mjs';

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

/** A mount in two slices with a frame between them: 0–10 ms script, 10–20 ms the frame, 20–30 ms script; a major
 * collection starts at `collectionStartsAt`, takes a marking step in the second slice and finishes in it. */
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
    expect(scriptTimeBetween(trace, 'inserted', 'mounted').script).toBe(20);
  });

  it('counts the garbage collection within script, once however nested, and not the one in a frame', () => {
    const trace = [
      ...twoSlices(15),
      event('MinorGC', 3, 1.5),
      event('V8.GCScavenger', 3.1, 1.3),
      // A scavenge in the frame, between the slices: the frame's, not the script's.
      event('MinorGC', 16, 1),
    ];
    // The scavenge in the first slice (1.5) + the marking step (1) and finalisation (2) in the second; the marking
    // began in the frame, so its start (0.1) does not count. Begun in the first slice, it does.
    expect(scriptTimeBetween(trace, 'inserted', 'mounted').gc).toBeCloseTo(4.5);
    expect(scriptTimeBetween(twoSlices(5), 'inserted', 'mounted').gc).toBeCloseTo(3.1);
  });

  it('counts the frames drawn in the window as rendering, once however nested, and not the layout script forces', () => {
    const trace = [
      ...twoSlices(15),
      // The frame between the slices: style 10-12, layout 12-18 (twoSlices'), pre-paint and paint inside its tail.
      event('UpdateLayoutTree', 10, 2),
      event('PrePaint', 18, 1.5),
      event('Paint', 19.5, 0.5),
      event('Layerize', 19.6, 0.2),
      // A layout the first slice forces: the script's.
      event('Layout', 4, 2),
      // The frame after the window: not counted.
      event('Layout', 31, 4),
    ];
    expect(renderingTimeBetween(trace, 'inserted', 'mounted')).toBeCloseTo(10);
  });

  it('fails clearly when a mark is missing', () => {
    expect(() => scriptTimeBetween([mark('inserted', 0)], 'inserted', 'mounted')).toThrow(/no marks/);
  });
});
