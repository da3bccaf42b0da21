/**
 * Boot's network work waits until the browser has painted the page the server sent (issue 44, point 3).
 *
 * A phone's first paint is the page's largest: the server's HTML under the render-blocking stylesheets. When the
 * runtime requested its strings and chunks before that paint was on screen, a paint that came late (Chromium
 * sometimes holds a new page's first frame for about a second, a page without any script too) was counted by
 * Lighthouse's simulation as waiting for every chunk and request started before it: an LCP of 2.7 s instead of
 * 1.1 s on the same build. The browser's paint timing (`first-paint`, given once the frame is presented) says when
 * the page is on screen: on a real phone a frame after the HTML; when the frame is held, when it is shown.
 *
 * No wait where there is nothing to wait for: a hidden page (a background tab, a prerender) paints nothing, a
 * browser without paint timing says nothing, a page already painted is done. `FIRST_PAINT_TIMEOUT_MS` bounds the
 * wait should no paint come (a page hidden while it waits).
 */
export const FIRST_PAINT_TIMEOUT_MS = 3000;

/** What the wait reads of the page (the real ones by default; tests give their own). */
export interface PaintClock {
  visibilityState: DocumentVisibilityState;
  observer: typeof PerformanceObserver | undefined;
  paintsSoFar: () => number;
}

function pagePaintClock(): PaintClock {
  return {
    visibilityState: document.visibilityState,
    observer: typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined,
    paintsSoFar: () => performance.getEntriesByType('paint').length,
  };
}

/** Resolves once the page has been painted (at once when it has been, or cannot be told). */
export function afterFirstPaint(clock: PaintClock = pagePaintClock()): Promise<void> {
  const Observer = clock.observer;
  const told = Observer?.supportedEntryTypes?.includes('paint') ?? false;
  if (clock.visibilityState !== 'visible' || !Observer || !told || clock.paintsSoFar() > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new Observer(() => done());
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, FIRST_PAINT_TIMEOUT_MS);
  });
}
