/**
 * One IntersectionObserver per kind of watching, shared by all the elements that wait for it (a page may have
 * hundreds of animated blocks or lazy images): `whenInView` calls back once, when the element is in view.
 */
const observers = new Map<string, IntersectionObserver>();
const callbacks = new WeakMap<Element, () => void>();

function observerFor(threshold: number, rootMargin: string): IntersectionObserver {
  const key = `${threshold}|${rootMargin}`;
  let observer = observers.get(key);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries, self) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue;
          self.unobserve(entry.target);
          callbacks.get(entry.target)?.();
          callbacks.delete(entry.target);
        }
      },
      { threshold, rootMargin },
    );
    observers.set(key, observer);
  }
  return observer;
}

/** Calls `callback` once when `element` is in view; returns the function that stops waiting. */
export function whenInView(
  element: Element,
  callback: () => void,
  { threshold = 0, rootMargin = '0px' }: { threshold?: number; rootMargin?: string } = {},
): () => void {
  const observer = observerFor(threshold, rootMargin);
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    callbacks.delete(element);
  };
}
