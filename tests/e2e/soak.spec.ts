/**
 * A long browse does not grow (issue 43): pages visited in place leave nothing behind, counted by Chromium after a
 * forced garbage collection (tests/page-memory.mjs, as the soak benchmark `npm run bench -- soak` counts them).
 * Each test browses a few rounds by clicking the pages' own links, and compares what the page holds after the
 * first round (chunks loaded, React's one root made) with what it holds after the last, and checks that the later
 * rounds compile no script (V8's code of a long browse grows only as the same functions get hot).
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { type PageMemory, pageMemory } from '../page-memory.mjs';
import { CULTURES, expect, neutralTest, openPage } from './support.ts';

/** Clicks a link of the page and waits until the page it leads to has finished loading in place. */
async function follow(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new URL(href ?? '', page.url()).href);
  await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
}

async function measuring(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

/**
 * Lists the scripts V8 compiles in the page's own world from now on (CDP's Debugger domain, which first reports the
 * scripts already there: not counted). Pages visited again in place compile none: their modules and chunks are the
 * ones evaluated the first time, and V8 only makes more of those functions' code as they get hot (docs/performance.md,
 * "Soak"). A chunk evaluated again, an inline script with new text at each visit or an evaluated string would be a
 * new script each time, with its own code.
 */
async function watchNewScripts(cdp: CDPSession): Promise<() => string[]> {
  const compiled: string[] = [];
  let watching = false;
  cdp.on('Debugger.scriptParsed', (script) => {
    const pageWorld = (script.executionContextAuxData as { isDefault?: boolean } | undefined)?.isDefault;
    if (watching && pageWorld)
      compiled.push(script.url || `an inline or evaluated script of ${script.length} characters`);
  });
  await cdp.send('Debugger.enable');
  watching = true;
  return () => compiled;
}

/**
 * What the later rounds may add without a leak, well under what one leaked page held (a product page: about 1,000
 * nodes and a document; the stores page: 1,650 listeners, React's on each of its islands). Chromium's counts move a
 * little with the images it holds decoded (each SVG image is a document with its nodes) and the listeners of what is
 * being set up or torn down at that moment.
 */
const SLACK = { nodes: 250, documents: 1, listeners: 20 };

/** What the page holds after the last round against after the first: no more, within the slack. */
function expectNoGrowth(first: PageMemory, last: PageMemory): void {
  const told = `after the first round ${JSON.stringify(first)}, after the last ${JSON.stringify(last)}`;
  expect(last.nodes, told).toBeLessThanOrEqual(first.nodes + SLACK.nodes);
  expect(last.documents, told).toBeLessThanOrEqual(first.documents + SLACK.documents);
  expect(last.listeners, told).toBeLessThanOrEqual(first.listeners + SLACK.listeners);
}

for (const culture of CULTURES) {
  const home = (page: Page) => page.locator(`header a[href="/${culture}/"]`).first();

  neutralTest(
    culture,
    'a product page visited in place leaves neither its nodes nor its document behind, nor a script',
    async ({ page }) => {
      await openPage(page, `/${culture}/`);
      const cdp = await measuring(page);
      const round = async () => {
        await follow(page, page.locator(`main a[href^="/${culture}/catalog/product/"]:not([aria-hidden])`).first());
        // Its video banner (the media element its parsed answer once kept alive) mounted.
        await expect(page.locator('.rt-video__toggle')).toBeVisible();
        await follow(page, home(page));
      };
      await round();
      const first = await pageMemory(cdp);
      const compiled = await watchNewScripts(cdp);
      for (let i = 0; i < 2; i++) await round();
      const last = await pageMemory(cdp);
      expectNoGrowth(first, last);
      expect(compiled(), 'scripts compiled after the first round').toEqual([]);
    },
  );

  neutralTest(
    culture,
    'the stores page and a store’s map visited in place leave no listener behind, nor a script',
    async ({ page }) => {
      await openPage(page, `/${culture}/stores`);
      const cdp = await measuring(page);
      let turn = 0;
      // The stores page ⇄ a store (its map), by the links of their page sections.
      const round = async () => {
        await follow(page, page.locator(`main a[href^="/${culture}/stores/"]`).nth(turn++));
        await expect(page.locator('[data-map-canvas][data-map-ready]')).toBeAttached({ timeout: 15_000 });
        await follow(page, page.locator(`main a[href="/${culture}/stores"]`).first());
        await expect(page.locator('[data-widget-mounted~="store-finder"]')).toBeAttached();
      };
      await round();
      const first = await pageMemory(cdp);
      const compiled = await watchNewScripts(cdp);
      for (let i = 0; i < 2; i++) await round();
      const last = await pageMemory(cdp);
      expectNoGrowth(first, last);
      expect(compiled(), 'scripts compiled after the first round').toEqual([]);
    },
  );
}
