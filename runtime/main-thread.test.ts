import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, runSliced, runSlicedEach, SLICE_MS } from './main-thread.ts';

/** Waits until the queue has run dry (each resume step is one task). */
async function drained(tasks = 20): Promise<void> {
  for (let i = 0; i < tasks; i++) await nextTask();
}

describe('runSliced', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await drained();
  });

  it('runs work at once while the slice has room', async () => {
    await drained();
    const done: number[] = [];
    runSliced(() => done.push(1));
    runSliced(() => done.push(2));
    expect(done).toEqual([1, 2]);
  });

  it('past the budget, defers the rest to later tasks, in order, nothing overtaking what waits', async () => {
    await drained();
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: string[] = [];
    runSliced(() => {
      done.push('a');
      now += SLICE_MS; // this work took the whole slice
    });
    runSliced(() => done.push('b'));
    runSliced(() => done.push('c'));
    expect(done).toEqual(['a']);
    await drained();
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('runs a list item by item across slices, and work handed in later waits for the whole list', async () => {
    await drained();
    let now = 2000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: string[] = [];
    runSlicedEach(['a', 'b', 'c', 'd'], (item) => {
      done.push(item);
      now += SLICE_MS / 2; // two items fill a slice
    });
    runSliced(() => done.push('later'));
    expect(done).toEqual(['a', 'b']);
    await nextTask();
    expect(done).toEqual(['a', 'b', 'c', 'd']);
    await drained();
    expect(done).toEqual(['a', 'b', 'c', 'd', 'later']);
  });

  it('a failing deferred work is logged and does not stop the ones after it', async () => {
    await drained();
    let now = 5000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done: string[] = [];
    runSliced(() => {
      now += SLICE_MS;
    });
    runSliced(() => {
      throw new Error('broken widget');
    });
    runSliced(() => done.push('after'));
    await drained();
    expect(done).toEqual(['after']);
    expect(error).toHaveBeenCalledWith('[runtime] A deferred task failed:', expect.any(Error));
  });
});
