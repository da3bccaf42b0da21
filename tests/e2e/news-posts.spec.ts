/**
 * The news post list (runtime spec §2 "news post list (blog-style scroll and masonry)") and the news ticker (§9:
 * autoplay with dots and no arrows), on the reference CMS's blog and news pages, in fr or nl.
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
  installFakeClock,
  pauseClock,
} from './support.ts';
import { expectLaidOutAt150ms } from './timing.ts';

const text = {
  fr: { more: 'Plus d’articles', loaded: '6 articles de plus.', all: 'Tous les articles sont affichés.' },
  nl: { more: 'Meer artikels', loaded: '6 artikels meer.', all: 'Alle artikels worden getoond.' },
};

const posts = (page: Page) => page.locator('[data-news-items] > li');
const more = (page: Page) => page.locator('a[data-news-more]');

/** The blog pages as a theme may set them up: more attributes on the news-posts hook. */
async function withHookAttributes(page: Page, attributes: string): Promise<void> {
  await page.route(/\/blog(\/mosaic)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('data-widget="news-posts"', `data-widget="news-posts" ${attributes}`);
    await route.fulfill({ response, body });
  });
}

/** A theme that turns endless scroll off: only the link loads the next page. */
const withoutAutoload = (page: Page) => withHookAttributes(page, 'data-autoload="false"');

for (const culture of CULTURES) {
  const l = text[culture];
  const strings = STRING_RESOURCES[culture];

  test.describe(`news post list (${culture})`, () => {
    // One culture: each culture's plural rules are proved by widgets/countdown/units.test.ts (the same i18next plurals).
    neutralTest(
      culture,
      'the "more" link loads the next page in place, focus on the first new post; the last page drops the link',
      async ({ page }) => {
        await withoutAutoload(page);
        await openShopPage(page, `/${culture}/blog`);
        await expect(posts(page)).toHaveCount(6);
        await expect(more(page)).toHaveAttribute('href', `/${culture}/blog?page=2`);
        await markWindow(page);
        await more(page).focus();
        await page.keyboard.press('Enter');
        await expect(posts(page)).toHaveCount(12);
        await expect(page.locator('[data-news-status]')).toHaveText(l.loaded);
        await expect(posts(page).nth(6).getByRole('link')).toBeFocused();
        await expect(more(page)).toHaveAttribute('href', `/${culture}/blog?page=3`);
        expect(await stillSameWindow(page)).toBe(true);
        // The address stays the blog's first page: a reload starts from the top.
        await expect(page).toHaveURL(new RegExp(`/${culture}/blog$`));
        for (let count = 18; count <= 42; count += 6) {
          await more(page).click();
          await expect(posts(page)).toHaveCount(count);
        }
        await more(page).click();
        await expect(posts(page)).toHaveCount(44);
        await expect(more(page)).toHaveCount(0);
        await expect(page.locator('[data-news-status]')).toContainText(l.all);
        // Every post once, newest first.
        const dates = await page
          .locator('[data-news-items] time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
        expect(new Set(dates.map((date, index) => `${date}#${index}`)).size).toBe(44);
        expect([...dates].sort().reverse()).toEqual(dates);
        await expectAccessible(page, 'main');
      },
    );

    neutralTest(
      culture,
      'endless scroll: the next page comes as its link nears the viewport, and again while it stays in reach',
      async ({ page }) => {
        const pages: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/blog?page=')) pages.push(new URL(request.url()).search);
        });
        // The next page comes once the link is in view (data-distance="0": the margins stay clear of the layout's
        // small differences). A short window: the link is far below; scrolling to it loads one page, then the next.
        await withHookAttributes(page, 'data-distance="0"');
        await page.setViewportSize({ width: 1280, height: 400 });
        await openShopPage(page, `/${culture}/blog`);
        await expect(posts(page)).toHaveCount(6);
        const toBottom = () =>
          page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await toBottom();
        await expect(posts(page)).toHaveCount(12);
        await toBottom();
        await expect(posts(page)).toHaveCount(18);
        expect(pages.slice(0, 2)).toEqual(['?page=2', '?page=3']);

        // A tall window: the link is in view at once (about 1,200 px down), and still after the second page (about
        // 2,300 px): a third page comes unasked.
        await page.setViewportSize({ width: 1280, height: 2600 });
        await openShopPage(page, `/${culture}/blog`);
        await expect(posts(page)).toHaveCount(18);
        await expect(page.locator('[data-news-status]')).toHaveText(text[culture].loaded);
      },
    );

    neutralTest(
      culture,
      'a failed page is an inline danger alert; endless scroll stops, the link retries',
      async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 2000 });
        // The visitor's first page-2 request fails: the one endless scroll makes as the page opens.
        await page.goto(`/${culture}/`);
        await injectFault(page, { match: '/blog?page=2', fault: '500' });
        await openShopPage(page, `/${culture}/blog`);
        const alert = page.locator('[data-widget="news-posts"] .alert-danger');
        await expect(alert).toHaveText(strings['Core.ErrorServer']!);
        await expect(alert).toHaveAttribute('role', 'alert');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(posts(page)).toHaveCount(6);
        await expectAccessible(page, 'main');
        await more(page).click();
        await expect(posts(page)).toHaveCount(12);
        await expect(alert).toHaveCount(0);
      },
    );

    neutralTest(
      culture,
      'masonry: the posts of each column stack without holes, in reading order, also after the next page',
      async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await withoutAutoload(page);
        await openShopPage(page, `/${culture}/blog/mosaic`);
        const list = page.locator('[data-news-items]');
        await expect(page.locator('[data-widget="news-posts"]')).toHaveClass(/\bis-masonry\b/);
        const holes = () =>
          list.evaluate((element) => {
            // Per column, the space between one card's bottom (with its margin) and the next card's top.
            const cards = Array.from(element.querySelectorAll<HTMLElement>('.news-card')).map((card) => {
              const box = card.getBoundingClientRect();
              return {
                left: Math.round(box.left),
                top: box.top,
                bottom: box.bottom + parseFloat(getComputedStyle(card).marginBottom),
              };
            });
            const columns = new Map<number, typeof cards>();
            for (const card of cards) columns.set(card.left, [...(columns.get(card.left) ?? []), card]);
            const gaps: number[] = [];
            for (const column of columns.values()) {
              column.sort((a, b) => a.top - b.top);
              for (let i = 1; i < column.length; i++) gaps.push(column[i]!.top - column[i - 1]!.bottom);
            }
            return { columns: columns.size, largest: Math.max(...gaps), smallest: Math.min(...gaps) };
          });
        // Four columns at 1280 px; each gap is less than one 4 px row (never a hole, never an overlap).
        await expect.poll(async () => (await holes()).columns).toBe(4);
        let measured = await holes();
        expect(measured.largest).toBeLessThan(4);
        expect(measured.smallest).toBeGreaterThanOrEqual(0);
        // The first row is the first four posts, left to right.
        const firstRow = await list.evaluate((element) =>
          Array.from(element.querySelectorAll('.news-card'))
            .slice(0, 4)
            .map((card) => Math.round(card.getBoundingClientRect().left)),
        );
        expect([...firstRow].sort((a, b) => a - b)).toEqual(firstRow);
        await more(page).click();
        await expect(posts(page)).toHaveCount(12);
        measured = await holes();
        expect(measured.largest).toBeLessThan(4);
        expect(measured.smallest).toBeGreaterThanOrEqual(0);
        // A narrower window: two columns, packed again.
        await page.setViewportSize({ width: 800, height: 900 });
        await expect.poll(async () => (await holes()).columns).toBe(2);
        await expect.poll(async () => (await holes()).largest).toBeLessThan(4);
        expect((await holes()).smallest).toBeGreaterThanOrEqual(0);
        await expectAccessible(page, 'main');
      },
    );
  });

  test.describe(`news ticker (${culture})`, () => {
    // Its autoplay is the subject: a shopper who did not ask for reduced motion.
    test.use({ reducedMotion: 'no-preference' });
    neutralTest(
      culture,
      'autoplays with dots and no arrows, pauses with its button, and stands still under reduced motion',
      async ({ page }) => {
        await installFakeClock(page);
        await openShopPage(page, `/${culture}/news`);
        const ticker = page.locator('[data-widget="news-ticker"]');
        await expect(ticker).toHaveAttribute('data-widget-mounted', 'news-ticker');
        await expect(ticker.getByRole('button', { name: strings['Slider.Previous'] })).toHaveCount(0);
        await expect(ticker.getByRole('button', { name: strings['Slider.Next'] })).toHaveCount(0);
        const dots = ticker.getByRole('button', { name: /^(Aller à la diapositive|Ga naar dia)/ });
        await expect(dots).toHaveCount(5);
        const current = () => ticker.locator('.glide__slide--active a').textContent();
        const first = await current();
        await page.clock.runFor(5000);
        await expect.poll(current).not.toBe(first);
        const second = await current();
        await ticker.getByRole('button', { name: strings['Slider.Pause'] }).click();
        await page.clock.runFor(15_000);
        expect(await current()).toBe(second);
        await expectAccessible(page, '[data-widget="news-ticker"]');
      },
    );
  });
}

test.describe('news ticker under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('does not start', async ({ page }) => {
    await installFakeClock(page);
    await openShopPage(page, '/fr/news');
    const ticker = page.locator('[data-widget="news-ticker"]');
    await expect(ticker).toHaveAttribute('data-widget-mounted', 'news-ticker');
    const first = await ticker.locator('.glide__slide--active a').textContent();
    await page.clock.runFor(20_000);
    expect(await ticker.locator('.glide__slide--active a').textContent()).toBe(first);
  });
});

test('masonry packs again 150 ms after the width has settled, not before (runtime §9 debounced resize)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await installFakeClock(page);
  await withoutAutoload(page);
  await openShopPage(page, '/fr/blog/mosaic');
  const list = page.locator('[data-news-items]');
  await expect(page.locator('[data-widget="news-posts"]')).toHaveClass(/\bis-masonry\b/);
  // Every photo loaded now: none arrives after the resize (an image's load packs the list too).
  await list.evaluate(async (element) => {
    const images = Array.from(element.querySelectorAll('img'));
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  // Time stands still from here and moves only when told.
  await pauseClock(page);
  await page.clock.runFor(100);
  const spans = () =>
    list.evaluate((element) =>
      Array.from(element.children, (item) => (item as HTMLElement).style.gridRowEnd).join(' | '),
    );
  await expectLaidOutAt150ms(page, list, spans, 800);
});
