/**
 * Watching elements come into view, one IntersectionObserver per kind of watching shared by all the elements that
 * wait for it (a page may have hundreds of animated blocks or lazy images). A widget makes its watcher once; each
 * hook then costs an entry, no closure nor key: `watch` calls back once, with the element, when it is in view.
 */
export interface InViewWatcher {
  /** Calls `callback(element)` once when `element` is in view. */
  watch(element: Element, callback: (element: Element) => void): void;
  /** Stops waiting for `element`. */
  unwatch(element: Element): void;
}

export function inViewWatcher({ threshold = 0, rootMargin = '0px' } = {}): InViewWatcher {
  const callbacks = new WeakMap<Element, (element: Element) => void>();
  let observer: IntersectionObserver | undefined;
  const observed = () =>
    (observer ??= new IntersectionObserver(
      (entries, self) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue;
          const callback = callbacks.get(entry.target);
          self.unobserve(entry.target);
          callbacks.delete(entry.target);
          callback?.(entry.target);
        }
      },
      { threshold, rootMargin },
    ));
  return {
    watch(element, callback) {
      callbacks.set(element, callback);
      observed().observe(element);
    },
    unwatch(element) {
      observer?.unobserve(element);
      callbacks.delete(element);
    },
  };
}
