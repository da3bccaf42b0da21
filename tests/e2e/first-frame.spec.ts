import { expect, neutralTest, CULTURES, test } from './support.ts';

/**
 * Issue 44, point 3: Lighthouse's LCP flipped between 1.1 and 2.7 s because a first frame held back by the browser
 * was counted as waiting for every request the runtime had started before it. Boot asks for nothing until the page
 * the server sent has been drawn: here the page's animation frames are held (a frame the browser has not produced
 * yet) and released by the test.
 */
for (const culture of CULTURES) {
  test.describe(`first frame (${culture})`, () => {
    neutralTest(culture, 'boot requests its strings only after the first frame of the page', async ({ page }) => {
      await page.addInitScript(() => {
        const state = { fetched: [] as string[], held: [] as FrameRequestCallback[], release: () => {} };
        const ownFrame = window.requestAnimationFrame.bind(window);
        const ownFetch = window.fetch.bind(window);
        window.requestAnimationFrame = (callback) => state.held.push(callback);
        state.release = () => {
          window.requestAnimationFrame = ownFrame;
          for (const callback of state.held.splice(0)) ownFrame(callback);
        };
        window.fetch = (input, init) => {
          state.fetched.push(input instanceof Request ? input.url : String(input));
          return ownFetch(input, init);
        };
        (window as unknown as { frameTest: typeof state }).frameTest = state;
      });
      type FrameTest = { frameTest: { fetched: string[]; release(): void } };
      await page.goto(`/${culture}/`);
      // The runtime has started (its API is there) and the page has loaded: without the wait, boot's strings request
      // has been made by now.
      await page.waitForFunction(() => window.ShopRuntime !== undefined && document.readyState === 'complete');
      const before = await page.evaluate(() => (window as unknown as FrameTest).frameTest.fetched);
      expect(before.filter((url) => url.includes('stringresources'))).toEqual([]);
      await expect(page.locator('body')).toHaveClass(/\bloading\b/);

      await page.evaluate(() => (window as unknown as FrameTest).frameTest.release());
      await page.evaluate(() => window.ShopRuntime?.ready);
      const after = await page.evaluate(() => (window as unknown as FrameTest).frameTest.fetched);
      expect(after.filter((url) => url.includes('stringresources'))).toHaveLength(1);
      await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
    });
  });
}
