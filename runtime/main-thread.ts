/**
 * Work cut into slices, so that a page with many hooks never holds the main thread for long (issue 19: total
 * blocking time ≤ 50 ms on a phone, which Lighthouse counts as 4× a desktop's time). Work handed to `runSliced`
 * runs at once while the current slice has taken less than `SLICE_MS`; past it, the rest waits for the next task
 * (`scheduler.yield()` where the browser has it: the rest runs before other queued work; else a message), so
 * the page paints and answers input in between. Order is kept: nothing overtakes work already waiting.
 */

/** 10 ms on a desktop: 40 ms under a phone's 4× slowdown, under the 50 ms of a long task. */
export const SLICE_MS = 10;

let sliceStart = -1;

/** Work waiting for a later slice, a step per call: it runs the call's next item, false when none is left after. */
const waiting: (() => boolean)[] = [];
let resuming = false;

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** Resolves in a later task of the event loop. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** True while the slice this task started (at the first sliced work in it) is under its budget. */
function withinSlice(): boolean {
  const now = performance.now();
  if (sliceStart < 0) {
    sliceStart = now;
    void nextTask().then(() => {
      sliceStart = -1;
    });
  }
  return now - sliceStart < SLICE_MS;
}

async function resume(): Promise<void> {
  resuming = true;
  try {
    while (waiting.length) {
      await nextTask();
      sliceStart = -1;
      while (waiting.length && withinSlice()) if (!(waiting[0] as () => boolean)()) waiting.shift();
    }
  } finally {
    resuming = false;
  }
}

function runSafely<T>(work: (item: T) => void, item: T): void {
  try {
    work(item);
  } catch (error) {
    console.error('[runtime] A deferred task failed:', error);
  }
}

/**
 * Runs `work` for each item, in order: at once while the current slice has room and nothing waits before them, the
 * rest in later tasks. One call for a list (the hooks of an inserted page) rather than one closure per item.
 */
export function runSlicedEach<T>(items: readonly T[], work: (item: T) => void): void {
  let next = 0;
  if (!waiting.length) while (next < items.length && withinSlice()) runSafely(work, items[next++] as T);
  if (next >= items.length) return;
  waiting.push(() => {
    runSafely(work, items[next++] as T);
    return next < items.length;
  });
  if (!resuming) void resume();
}

/** Runs `work` now if the current slice has room and nothing waits before it, else in a later task, in order. */
export function runSliced(work: () => void): void {
  runSlicedEach([work], call);
}

const call = (work: () => void) => work();
