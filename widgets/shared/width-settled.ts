/**
 * Runtime spec §9 "debounced resize 150 ms": the widgets that lay out by width (the masonry, the parallax banner,
 * the maps) do so again once an element's width has stopped changing for 150 ms, not at every step of a window
 * being dragged wider. (The navigation's dropdowns keep their own 250 ms, shop spec §9; the sliders and the
 * galleries' thumbnail strips keep Glide's own resize handling.)
 */
export const RESIZE_DEBOUNCE_MS = 150;

/** Calls `callback` 150 ms after the last change of `element`'s width (its height alone changing is no call). */
export function onWidthSettled(element: Element, callback: () => void, signal: AbortSignal): void {
  let width = element.clientWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    if (element.clientWidth === width) return;
    width = element.clientWidth;
    clearTimeout(timer);
    timer = setTimeout(callback, RESIZE_DEBOUNCE_MS);
  });
  observer.observe(element);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
  });
}
