// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inViewWatcher } from './in-view.ts';

/** IntersectionObservers made during a test, with what they watch; `show` plays an intersection. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  show(target: Element, intersectionRatio = 1) {
    const entry = { target, isIntersecting: intersectionRatio > 0, intersectionRatio } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

describe('inViewWatcher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.made = [];
  });

  it('makes one observer, on first use, for all the elements it watches', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const watcher = inViewWatcher({ threshold: 0.1, rootMargin: '300px 0px' });
    expect(FakeObserver.made).toHaveLength(0);
    const blocks = [document.createElement('div'), document.createElement('div')];
    for (const block of blocks) watcher.watch(block, () => {});
    expect(FakeObserver.made).toHaveLength(1);
    expect(FakeObserver.made[0]?.options).toEqual({ threshold: 0.1, rootMargin: '300px 0px' });
    expect([...(FakeObserver.made[0]?.watched ?? [])]).toEqual(blocks);
  });

  it('calls back once, with the element, when enough of it is in view; then stops watching it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const watcher = inViewWatcher({ threshold: 0.1 });
    const block = document.createElement('div');
    const seen: Element[] = [];
    watcher.watch(block, (element) => seen.push(element));
    const observer = FakeObserver.made[0] as FakeObserver;
    observer.show(block, 0.05);
    expect(seen).toEqual([]);
    observer.show(block, 0.1);
    observer.show(block, 0.5);
    expect(seen).toEqual([block]);
    expect(observer.watched.has(block)).toBe(false);
  });

  it('unwatch: an element that left is never called back', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const watcher = inViewWatcher();
    const image = document.createElement('img');
    const seen: Element[] = [];
    watcher.watch(image, (element) => seen.push(element));
    watcher.unwatch(image);
    (FakeObserver.made[0] as FakeObserver).show(image);
    expect(seen).toEqual([]);
    expect(FakeObserver.made[0]?.watched.size).toBe(0);
  });
});
