import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS, type PaintClock } from './first-paint.ts';

/** A page's paint timing: `paint()` delivers the first-paint entry to the observers, as the browser does. */
function paintTiming(entryTypes: readonly string[] = ['paint', 'largest-contentful-paint']) {
  const observers = new Set<() => void>();
  const asked: PerformanceObserverInit[] = [];
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    constructor(private readonly callback: () => void) {}
    observe(options: PerformanceObserverInit) {
      asked.push(options);
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  return {
    observer: FakeObserver as unknown as typeof PerformanceObserver,
    asked,
    observing: () => observers.size,
    paint: () => observers.forEach((callback) => callback()),
  };
}

function clockOf(timing: ReturnType<typeof paintTiming>, changes: Partial<PaintClock> = {}): PaintClock {
  return { visibilityState: 'visible', observer: timing.observer, paintsSoFar: () => 0, ...changes };
}

function stateOf(promise: Promise<void>): { settled: boolean } {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the first paint of a visible page (buffered: one given before it asks counts)', async () => {
    const timing = paintTiming();
    const wait = stateOf(afterFirstPaint(clockOf(timing)));
    await settle();
    expect(wait.settled).toBe(false);
    expect(timing.asked).toEqual([{ type: 'paint', buffered: true }]);
    timing.paint();
    await settle();
    expect(wait.settled).toBe(true);
    expect(timing.observing()).toBe(0);
  });

  it('does not wait when there is nothing to wait for', async () => {
    const cases: Partial<PaintClock>[] = [
      { visibilityState: 'hidden' },
      { paintsSoFar: () => 1 },
      { observer: undefined },
      { observer: paintTiming(['largest-contentful-paint']).observer },
    ];
    for (const change of cases) {
      const timing = paintTiming();
      const wait = stateOf(afterFirstPaint(clockOf(timing, change)));
      await settle();
      expect(wait.settled, JSON.stringify(Object.keys(change))).toBe(true);
      expect(timing.observing()).toBe(0);
    }
  });

  it('gives up after FIRST_PAINT_TIMEOUT_MS when no paint comes', async () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    const wait = stateOf(afterFirstPaint(clockOf(timing)));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
    expect(timing.observing()).toBe(0);
  });
});
