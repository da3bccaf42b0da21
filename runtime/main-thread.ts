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
const waiting: (() => void)[] = [];
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
      while (waiting.length && withinSlice()) runSafely(waiting.shift() as () => void);
    }
  } finally {
    resuming = false;
  }
}

function runSafely(work: () => void): void {
  try {
    work();
  } catch (error) {
    console.error('[runtime] A deferred task failed:', error);
  }
}

/** Runs `work` now if the current slice has room and nothing waits before it, else in a later task, in order. */
export function runSliced(work: () => void): void {
  if (!waiting.length && withinSlice()) {
    work();
    return;
  }
  waiting.push(work);
  if (!resuming) void resume();
}
