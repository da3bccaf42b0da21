/**
 * The largest paint of a listing on a phone (issue 44, point 3). On the search page it is the first product card's
 * photo, which Lighthouse flagged lazily loaded in every run (`lcp-lazy-loaded`): a lazy image is requested only once
 * layout has placed it. The reference CMS fetches that photo at once with high priority and keeps the others lazy;
 * on a category the intro above the grid is the largest paint, and every photo stays lazy.
 */
import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support.ts';

interface LargestPaint {
  /** The element's place among the cards' photos (-1: not a photo). */
  photo: number;
  className: string;
  lazy: boolean;
  priority: string;
}

test.use(PHONE);

/** Opens `path` and tells the page's largest paint once the first card's photo is in (every paint entry buffered). */
async function largestPaintOf(page: Page, path: string): Promise<LargestPaint> {
  await page.addInitScript(() => {
    const seen: Element[] = [];
    (window as unknown as { largestPaints: Element[] }).largestPaints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        if (entry.element) seen.push(entry.element);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(path);
  await expect(page.locator('.product-card__photo img').first()).toHaveJSProperty('complete', true);
  const painted = () => page.evaluate(() => (window as unknown as { largestPaints: Element[] }).largestPaints.length);
  await expect.poll(painted).toBeGreaterThan(0);
  return page.evaluate((): LargestPaint => {
    const seen = (window as unknown as { largestPaints: Element[] }).largestPaints;
    const element = seen[seen.length - 1] as HTMLImageElement;
    const photos = Array.from(document.querySelectorAll('.product-card__photo img'));
    return {
      photo: photos.indexOf(element),
      className: element.className,
      lazy: element.loading === 'lazy',
      priority: element.fetchPriority ?? '',
    };
  });
}

test("a search's largest paint on a phone is the first card's photo, fetched at once and first", async ({ page }) => {
  expect(await largestPaintOf(page, '/fr/catalog?q=casque')).toEqual({
    photo: 0,
    className: '',
    lazy: false,
    priority: 'high',
  });
  // Only that one: the others stay lazy (fetched at once, the first paint would wait for them too).
  const second = page.locator('.product-card__photo img').nth(1);
  await expect(second).toHaveJSProperty('loading', 'lazy');
  await expect(second).toHaveJSProperty('fetchPriority', 'auto');
});

test("a category's largest paint on a phone is its intro, and every card's photo stays lazy", async ({ page }) => {
  const largest = await largestPaintOf(page, '/nl/catalog/category/3');
  expect(largest).toMatchObject({ photo: -1, className: 'lead' });
  const first = page.locator('.product-card__photo img').first();
  await expect(first).toHaveJSProperty('loading', 'lazy');
  await expect(first).toHaveJSProperty('fetchPriority', 'auto');
});
