/**
 * Helpers for browser tests about time and absence. A check that something does not happen waits for a positive
 * signal that comes after the moment it would have happened, or moves Playwright's fake clock past that moment;
 * never for a fixed time.
 */
import { expect, type Locator, type Page } from '@playwright/test';

interface IntersectionRecord {
  observers: { thresholds: readonly number[]; rootMargin: string; targets: Element[] }[];
  delivered: { target: Element; ratio: number }[];
}

/**
 * Records, from the page's first moment, each IntersectionObserver the page creates (the thresholds it was
 * constructed with, its root margin, the elements it observes) and each entry it has handed to its callback (recorded once the callback has
 * returned). Call before the page opens; read with `observedThresholds` and `deliveredRatios`.
 */
export async function recordIntersections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: IntersectionRecord = { observers: [], delivered: [] };
    (window as unknown as { intersections: IntersectionRecord }).intersections = record;
    const Native = window.IntersectionObserver;
    // No class fields here: the function runs in the page as written, without the helpers a compiler might add.
    const seenBy = new WeakMap<IntersectionObserver, IntersectionRecord['observers'][number]>();
    window.IntersectionObserver = class RecordedIntersectionObserver extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          callback(entries, observer);
          for (const entry of entries) record.delivered.push({ target: entry.target, ratio: entry.intersectionRatio });
        }, options);
        // The thresholds as the page gave them (the observer's own list holds them as 32-bit floats).
        const given = options?.threshold ?? 0;
        const seen = {
          thresholds: Array.isArray(given) ? [...given] : [given],
          rootMargin: this.rootMargin,
          targets: [] as Element[],
        };
        seenBy.set(this, seen);
        record.observers.push(seen);
      }
      override observe(target: Element): void {
        seenBy.get(this)?.targets.push(target);
        super.observe(target);
      }
    };
  });
}

/** The thresholds of every observer that watches `element` (see `recordIntersections`). */
export const observedThresholds = (element: Locator) =>
  element.evaluate((target) =>
    (window as unknown as { intersections: IntersectionRecord }).intersections.observers
      .filter((observer) => observer.targets.includes(target))
      .map((observer) => [...observer.thresholds]),
  );

/** The intersection ratios handed to the page's callbacks for `element` so far (see `recordIntersections`). */
export const deliveredRatios = (element: Locator) =>
  element.evaluate((target) =>
    (window as unknown as { intersections: IntersectionRecord }).intersections.delivered
      .filter((entry) => entry.target === target)
      .map((entry) => entry.ratio),
  );

/**
 * Records, from the page's first moment, the address of every `fetch` the page starts, at the moment it starts
 * (synchronously, unlike the browser's request events). Call before the page opens; read with `fetchedUrls`.
 */
export async function recordFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { fetchesStarted: string[] }).fetchesStarted = started;
    const nativeFetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      started.push(new URL(input instanceof Request ? input.url : String(input), location.href).href);
      return nativeFetch(input, init);
    };
  });
}
export const fetchedUrls = (page: Page) =>
  page.evaluate(() => (window as unknown as { fetchesStarted: string[] }).fetchesStarted);

const MARKER = 'e2e: every dialog asked for before this one is drawn';

/**
 * A positive signal that the page has drawn every dialog asked for so far: opens a marker error dialog through the
 * public API, waits until it is on the page, and closes it. The runtime's dialogs are drawn by one host, in the
 * order they were asked for (each waits for the same host chunk, then adds itself to the same stack), so a dialog
 * asked for before the marker is on the page by the time the marker is. Closing takes the 300 ms transition: with
 * a running clock this waits for it; on a paused fake clock (`{ clock: 'paused' }`) the marker goes when the test
 * next runs the clock 300 ms.
 */
export async function drawPendingDialogs(page: Page, { clock = 'running' }: { clock?: 'running' | 'paused' } = {}) {
  await page.evaluate((text) => void window.ShopRuntime?.ui.showError(text), MARKER);
  const marker = page.getByRole('alertdialog').filter({ hasText: MARKER });
  await expect(marker).toBeVisible();
  await marker.press('Escape');
  if (clock === 'running') await expect(marker).toHaveCount(0);
}

/**
 * Waits until the tasks the page has already queued have run: a message posted now is delivered after them. React
 * renders an update in such a task (its scheduler posts messages), so after a timer has changed a component's state,
 * this is the moment its DOM shows the change, or never will.
 */
export const settleTasks = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      }),
  );

/**
 * Records, from the page's first moment, every cookie the page's scripts write (`document.cookie = …`) as written,
 * expiry included: the browser itself keeps a cookie at most 400 days, whatever was asked. Read with `cookieWrites`.
 */
export async function recordCookieWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { cookieWrites: string[] }).cookieWrites = writes;
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => native?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        native?.set?.call(document, value);
      },
    });
  });
}
export const cookieWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);

/**
 * Runtime §9 "debounced resize 150 ms", with the fake clock installed and paused: the window is made `width` px
 * wide; once `element`'s observers have seen its new width, what `read` returns (a layout the widget writes) is
 * still the old one 149 ms later, and the new one at 150 ms.
 */
export async function expectLaidOutAt150ms(
  page: Page,
  element: Locator,
  read: () => Promise<string>,
  width: number,
): Promise<void> {
  const before = await read();
  // The page learns of the new width as the widget's observer does.
  await element.evaluate((observed) => {
    const initial = observed.clientWidth;
    new ResizeObserver(() => {
      if (observed.clientWidth !== initial) observed.setAttribute('data-test-width-changed', 'true');
    }).observe(observed);
  });
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
  await expect(element).toHaveAttribute('data-test-width-changed', 'true');
  await page.clock.runFor(149);
  expect(await read()).toBe(before);
  await page.clock.runFor(1);
  expect(await read()).not.toBe(before);
}
