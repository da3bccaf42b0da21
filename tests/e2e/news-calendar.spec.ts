/**
 * The news calendar on the reference CMS's news page, in fr and nl: months and a day's posts load in place from
 * the widget endpoints (runtime spec §7), the grid works from the keyboard, a failed call is an inline danger
 * alert (runtime spec §8), default 3 posts per page and children not shown (runtime spec §9: a category's news page,
 * whose hook carries neither attribute).
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  injectFault,
  markWindow,
  neutralTest,
  openShopPage,
  stillSameWindow,
  test,
} from './support.ts';

const months = {
  fr: { november: 'novembre 2026', october: 'octobre 2026', september: 'septembre 2026' },
  nl: { november: 'november 2026', october: 'oktober 2026', september: 'september 2026' },
};

const calendar = (page: Page) => page.locator('[data-widget="news-calendar"]');
const title = (page: Page) => calendar(page).locator('h2');
const posts = (page: Page) => calendar(page).locator('[data-news-posts] li');

async function open(page: Page, culture: string): Promise<void> {
  await openShopPage(page, `/${culture}/news`);
  await expect(calendar(page)).toHaveAttribute('data-widget-mounted', 'news-calendar');
}

for (const culture of CULTURES) {
  const names = months[culture];
  test.describe(`news calendar (${culture})`, () => {
    neutralTest(culture, 'previous and next month load in place from the calendar endpoint', async ({ page }) => {
      await open(page, culture);
      await expect(title(page)).toHaveText(names.november);
      await expect(posts(page)).toHaveCount(3);
      await markWindow(page);
      const answer = page.waitForResponse((response) => response.url().includes('/widget/news/calendar/'));
      await calendar(page).locator('[data-news-month]').first().click();
      const url = new URL((await answer).url());
      expect(url.pathname).toBe(`/${culture}/widget/news/calendar/1%2C2%2C3/true/3/10/2026`);
      await expect(title(page)).toHaveText(names.october);
      await expect(title(page)).toBeFocused();
      await expect(posts(page)).toHaveCount(3);
      expect(await stillSameWindow(page)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/${culture}/news$`));
      await calendar(page).locator('[data-news-month]').last().click();
      await expect(title(page)).toHaveText(names.november);
      await expectAccessible(page);
    });

    neutralTest(
      culture,
      'the grid from the keyboard: one tab stop, arrows, Enter loads the day, Page Up the month',
      async ({ page }) => {
        await open(page, culture);
        const grid = calendar(page).getByRole('grid');
        await calendar(page).locator('[data-news-month]').first().focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        // The tab stop is the first day with posts.
        const focused = page.locator(':focus');
        await expect(focused).toHaveAttribute('data-news-day', /^2026-11-/);
        await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
        const first = (await focused.getAttribute('data-news-day'))!;
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowRight');
        await expect(focused).toHaveAttribute('data-news-day', first);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await expect(focused).toHaveAttribute('data-news-day', first);

        const list = page.waitForResponse((response) => response.url().includes('/widget/news/newslist/'));
        await page.keyboard.press('Enter');
        expect(new URL((await list).url()).pathname).toBe(`/${culture}/widget/news/newslist/1%2C2%2C3/true/3/${first}`);
        await expect(posts(page).locator('time').first()).toHaveAttribute('datetime', first);
        await expect(focused).toHaveAttribute('data-news-day', first);

        await page.keyboard.press('PageUp');
        await expect(title(page)).toHaveText(names.october);
        await expect(page.locator(':focus')).toHaveAttribute('data-news-day', /^2026-10-/);
        await page.keyboard.press('PageUp');
        await expect(title(page)).toHaveText(names.september);
        await expectAccessible(page);
      },
    );

    test('a failed news call shows an inline danger alert with the core error text', async ({ page }) => {
      await open(page, culture);
      await injectFault(page, { match: '/widget/news/calendar/', fault: '500' });
      await calendar(page).locator('[data-news-month]').first().click();
      const alert = calendar(page).getByRole('alert');
      await expect(alert).toHaveText(STRING_RESOURCES[culture]['Core.ErrorServer']!);
      await expect(alert).toHaveClass(/alert-danger/);
      // Inline, not the error dialog.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}

test('a calendar hook without those attributes asks for children not shown and 3 posts per page (the defaults)', async ({
  page,
}) => {
  // The Events category's own news page: its hook names the category only (Events has child categories).
  await openShopPage(page, '/fr/news/category/2');
  await expect(calendar(page)).toHaveAttribute('data-widget-mounted', 'news-calendar');
  expect(await calendar(page).getAttribute('data-display-children')).toBeNull();
  expect(await calendar(page).getAttribute('data-posts-per-page')).toBeNull();
  const answer = page.waitForResponse((response) => response.url().includes('/widget/news/calendar/'));
  await calendar(page).locator('[data-news-month]').first().click();
  expect(new URL((await answer).url()).pathname).toBe('/fr/widget/news/calendar/2/false/3/10/2026');
  await expect(title(page)).toHaveText(months.fr.october);
  await expect(title(page)).toBeFocused();
});
