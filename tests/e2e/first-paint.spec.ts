import type { Page } from '@playwright/test';
import { CULTURES, expect, neutralTest, test } from './support.ts';

/**
 * Issue 44, point 3: Lighthouse's LCP flipped between 1.1 and 2.7 s because a first frame the browser held back was
 * counted as waiting for every request the runtime had started before it. Boot asks for nothing until the page the
 * server sent has been painted. Here the first paint is held by a render-blocking script the test adds to the
 * page's head (`blocking="render"`, async: it holds the paint, not the parser nor the runtime) and answers later.
 */
async function holdFirstPaint(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__test-held-paint.js', async (route) => {
    await held;
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(`**${path}`, async (route) => {
    const answer = await route.fetch();
    const html = await answer.text();
    const nonce = /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
    const holder = `<script async blocking="render" src="/__test-held-paint.js"${nonce ? ` nonce="${nonce}"` : ''}></script>`;
    await route.fulfill({ response: answer, body: html.replace('</head>', `${holder}</head>`) });
  });
  return release;
}

const paints = (page: Page) => page.evaluate(() => performance.getEntriesByType('paint').length);

for (const culture of CULTURES) {
  test.describe(`first paint (${culture})`, () => {
    neutralTest(culture, 'boot requests its strings only once the page has been painted', async ({ page }) => {
      const strings: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('stringresources')) strings.push(request.url());
      });
      const release = await holdFirstPaint(page, `/${culture}/service`);
      await page.goto(`/${culture}/service`, { waitUntil: 'commit' });
      // The runtime has run (its API is there, set in the task that starts boot): without the wait, boot's strings
      // request went out in that task.
      // (Polled on a timer: while the paint is held there are no animation frames.)
      await page.waitForFunction(() => window.ShopRuntime !== undefined, undefined, { polling: 50 });
      expect(await paints(page)).toBe(0);
      expect(
        await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
      ).not.toContainEqual(expect.stringContaining('stringresources'));
      expect(strings).toEqual([]);

      release();
      await page.evaluate(() => window.ShopRuntime?.ready);
      expect(await paints(page)).toBeGreaterThan(0);
      expect(strings).toHaveLength(1);
      await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
    });
  });
}
