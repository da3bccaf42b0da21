/** A timer that can be held and let go again (a toast waits while the visitor reads it: WCAG 2.2.1). */
export interface PausableTimer {
  /** Holds the timer; the time left is kept. */
  pause(): void;
  /** Runs the time left. */
  resume(): void;
  cancel(): void;
}

export function pausableTimer(ms: number, done: () => void): PausableTimer {
  let left = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const resume = () => {
    if (timer !== undefined || left <= 0) return;
    startedAt = Date.now();
    timer = setTimeout(() => {
      left = 0;
      timer = undefined;
      done();
    }, left);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left -= Date.now() - startedAt;
  };
  resume();
  return {
    pause,
    resume,
    cancel: () => {
      pause();
      left = 0;
    },
  };
}
