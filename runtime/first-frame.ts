/**
 * Boot's network work waits until the browser has drawn the page the server sent (issue 44, point 3).
 *
 * A phone's first frame is the page's largest paint: the server's HTML under the render-blocking stylesheets. When
 * the runtime requested its strings and chunks before that frame was on screen, a paint that came late (Chromium
 * sometimes holds a new page's first frames for about a second, a page without any script too) was counted by
 * Lighthouse's simulation as waiting for every chunk and request started before it: an LCP of 2.7 s instead of
 * 1.1 s on the same build. Waiting for an animation frame, then for the task after it, puts that work after the
 * first frame: on a real phone one frame (≈ 16 ms) later; when the frame is held, when it is drawn.
 *
 * A hidden page (a background tab, a prerender) draws no frames: it does not wait. `FIRST_FRAME_TIMEOUT_MS` bounds
 * the wait should frames never come while the page is visible.
 */
import { nextTask } from './main-thread.ts';

export const FIRST_FRAME_TIMEOUT_MS = 3000;

/** Resolves after the page's next frame has been produced (at once in a hidden page). */
export function afterFirstFrame(doc: Document = document): Promise<void> {
  if (doc.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_FRAME_TIMEOUT_MS);
    requestAnimationFrame(() => {
      // The frame is produced after the rAF callbacks: the task after it runs once it is handed to the compositor.
      void nextTask().then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}
