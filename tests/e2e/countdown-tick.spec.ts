/**
 * The countdown ticks every 1000 ms (runtime spec §9, shop spec §9), in fr or nl, on Playwright's fake clock: the
 * time shown changes exactly one second after the countdown started, and again one second later, never in between.
 */
import type { Page } from '@playwright/test';
import { CULTURES, expect, neutralTest, openPage, installFakeClock, pauseClock } from './support.ts';
import { settleTasks } from './timing.ts';

/** The seconds the timer shows, read from its accessible name (the last number in it). */
const secondsShown = async (page: Page) => {
  const label = (await page.locator('#tick-test [role=timer]').getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d+/g)?.at(-1));
};

for (const culture of CULTURES) {
  neutralTest(culture, 'the countdown ticks every 1000 ms', async ({ page }) => {
    await installFakeClock(page);
    await openPage(page, `/${culture}/widgets`);
    // Time stands still from here. The end is 10.2 s away: 10 s shown, 9 after one second, 8 after two.
    await pauseClock(page);
    await page.evaluate(() => {
      const hook = document.createElement('div');
      hook.id = 'tick-test';
      hook.dataset.widget = 'countdown';
      hook.dataset.end = new Date(Date.now() + 10_200).toISOString();
      document.querySelector('main')?.append(hook);
    });
    await expect(page.locator('#tick-test [role=timer]')).toBeVisible();
    expect(await secondsShown(page)).toBe(10);
    for (const expected of [9, 8]) {
      // 1 ms before the tick: whatever a timer changed has been drawn (React draws in a task of its own), and the
      // time shown has not moved.
      await page.clock.runFor(999);
      await settleTasks(page);
      expect(await secondsShown(page)).toBe(expected + 1);
      await page.clock.runFor(1);
      await expect.poll(() => secondsShown(page)).toBe(expected);
    }
  });
}
