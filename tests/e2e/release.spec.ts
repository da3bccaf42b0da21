/**
 * A new release while a tab is open (issue 43 point 3): after a deploy, the page a link loads in place was rendered
 * for another release (its runtime script tag differs), so it loads whole, bringing the new runtime; the next link
 * loads in place again. The reference CMS switches this visitor's release in test mode (POST /__test/release).
 */
import type { Page } from '@playwright/test';
import { CULTURES, expect, markWindow, navigationReady, openPage, stillSameWindow, test } from './support.ts';

const helmets = { fr: 'Casques', nl: 'Helmen' };

/** The addresses of the whole pages the tab loads from now on (document requests of its main frame). */
function wholePageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

const pageState = (page: Page) => page.evaluate(() => document.body.dataset.pageState);

for (const culture of CULTURES) {
  // In both cultures: the issue asks for fr and nl.
  test(`after a deploy, the next link loads the whole page, once; the one after loads in place (${culture})`, async ({
    page,
  }) => {
    await openPage(page, `/${culture}/`);
    const loads = wholePageLoads(page);
    expect((await page.request.post('/__test/release', { data: { release: '2' } })).ok()).toBe(true);
    await markWindow(page);

    await page.locator('.category-tile').filter({ hasText: helmets[culture] }).click();
    await expect(page.locator('main h1')).toHaveText(helmets[culture]);
    await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
    expect(await stillSameWindow(page)).toBe(false);
    expect(loads).toEqual([expect.stringMatching(new RegExp(`/${culture}/catalog/category/3/`))]);
    await expect(page.locator('script[type="module"][integrity]')).toHaveAttribute('src', '/Dist/runtime.js?release=2');

    // The tab runs the new release now: its next link loads in place.
    await page.evaluate(() => window.ShopRuntime?.ready);
    await navigationReady(page);
    await markWindow(page);
    const product = page.locator('.product-card__name a').first();
    const name = ((await product.textContent()) ?? '').trim();
    await product.click();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect.poll(() => pageState(page)).toBe('finished');
    expect(await stillSameWindow(page)).toBe(true);
    expect(loads).toHaveLength(1);
  });
}
