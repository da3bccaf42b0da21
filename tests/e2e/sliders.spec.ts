/**
 * Sliders (Glide + our carousel pattern) in fr or nl: the partner slider autoplays every 2000 ms, pauses on focus
 * and with its pause button, and not at all with reduced motion; the brand carousel shows 6, 3, 2 or 1 slides by
 * width, and only the slides in view can be reached.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  neutralTest,
  openShopPage,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';
import { rewritePage } from './rewrites.ts';
import { deliveredRatios, recordIntersections } from './timing.ts';

// Motion is this file's subject (autoplay and slide moves): it runs as a shopper who did not ask for reduced motion.
test.use({ reducedMotion: 'no-preference' });

/** Slides in view of the brand carousel by window width: 3 at 1024 px and below, 2 at 600, 1 at 480; each side. */
const BRAND_WIDTHS = [
  [1025, 6],
  [1024, 3],
  [601, 3],
  [600, 2],
  [481, 2],
  [480, 1],
] as const;

/** Slides in view of the partner slider: 5, 4, 3, 2 at 1199, 991, 767, 575 px and below; each side of each. */
const PARTNER_WIDTHS = [
  [1200, 6],
  [1199, 5],
  [992, 5],
  [991, 4],
  [768, 4],
  [767, 3],
  [576, 3],
  [575, 2],
] as const;

/** The position of the first slide in view (Glide's clones excluded). */
const firstVisible = (page: Page, slider: string) =>
  page
    .locator(`${slider} .glide__slide:not(.glide__slide--clone)`)
    .evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false'));

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];

  neutralTest(culture, 'partner slider: autoplay every 2 s, paused by its pause button', async ({ page }) => {
    await installFakeClock(page);
    await openShopPage(page, `/${culture}/`);
    // Time moves only when told from here.
    await pauseClock(page);
    const slider = '.partner-slider .rt-slider';
    await expect(page.locator(slider)).toHaveAttribute('aria-roledescription', strings['Slider.Carousel']!);
    await expect(page.locator(`${slider} .rt-slider__arrow`)).toHaveCount(0);
    await expect(page.locator(`${slider} .rt-slider__dot`)).toHaveCount(0);
    const start = await firstVisible(page, slider);
    // A move every 2000 ms, taking 400 ms.
    await page.clock.runFor(2500);
    await expect.poll(() => firstVisible(page, slider)).not.toBe(start);

    const pause = page.locator(slider).getByRole('button', { name: strings['Slider.Pause'] });
    await pause.click();
    await expect(page.locator(slider).getByRole('button', { name: strings['Slider.Play'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Neither the pointer nor the focus stays on the slider: only the visitor's pause holds it.
    await page.mouse.move(0, 0);
    await page.locator('#site-search-q').focus();
    await page.clock.runFor(500);
    const paused = await firstVisible(page, slider);
    await page.clock.runFor(6000);
    expect(await firstVisible(page, slider)).toBe(paused);
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectAccessible(page, '.partner-slider');
  });

  neutralTest(
    culture,
    'brand carousel: slides per view by width; only slides in view are reachable',
    async ({ page }) => {
      await openShopPage(page, `/${culture}/catalog/product/1001/x`);
      const slider = page.locator('.brand-carousel .rt-slider');
      await expect(slider.locator('.glide__slide[aria-hidden="false"]')).toHaveCount(6);
      await expect(slider.locator('.glide__slide[inert]')).toHaveCount(2);
      await slider.getByRole('button', { name: strings['Slider.Next'] }).click();
      await expect(slider.locator('.glide__slide').nth(6)).toHaveAttribute('aria-hidden', 'false');
      await expect(slider.locator('.glide__slide').first()).toHaveAttribute('aria-hidden', 'true');

      // Glide's breakpoints are maximum widths: 3 at 1024 px and below, 2 at 600, 1 at 480; each side of each.
      const inView = slider.locator('.glide__slide[aria-hidden="false"]');
      for (const [width, count] of BRAND_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect(inView, `${width} px`).toHaveCount(count);
      }
      await expectAccessible(page, '.brand-carousel');
    },
  );
}

test('the partner slider: 6 at once, 5, 4, 3 and 2 by width, infinite, a move every 2000 ms', async ({ page }) => {
  await installFakeClock(page);
  await openShopPage(page, '/fr/');
  const selector = '.partner-slider .rt-slider';
  const slider = page.locator(selector);
  // Infinite: Glide's carousel mode, with its clones on both ends.
  await expect(slider.locator('.glide__slide--clone')).not.toHaveCount(0);
  // The breakpoints are maximum widths (1199, 991, 767, 575 px): each side of each.
  const inView = slider.locator('.glide__slide:not(.glide__slide--clone)[aria-hidden="false"]');
  for (const [width, count] of PARTNER_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(inView, `${width} px`).toHaveCount(count);
  }

  // Time stands still. The pointer rests on the slider until a move under way has ended, then leaves: the rotation
  // starts again from that instant.
  await pauseClock(page);
  await slider.hover();
  await page.clock.runFor(500);
  await page.mouse.move(0, 0);
  const track = slider.locator('.glide__slides');
  const position = () => track.evaluate((element) => element.style.transform);
  const start = await position();
  await page.clock.runFor(1999);
  expect(await position()).toBe(start);
  await page.clock.runFor(1);
  expect(await position()).not.toBe(start);
});

test('with reduced motion the partner slider does not play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installFakeClock(page);
  await openShopPage(page, '/fr/');
  await pauseClock(page);
  const slider = '.partner-slider .rt-slider';
  await expect(page.locator(`${slider} .rt-slider__pause`)).toHaveCount(0);
  const start = await firstVisible(page, slider);
  // Five of its 2000 ms intervals, and a move's 400 ms, pass: it stays.
  await page.clock.runFor(10_400);
  expect(await firstVisible(page, slider)).toBe(start);
});

test('with reduced motion the video banner does not play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordIntersections(page);
  await openShopPage(page, '/nl/catalog/product/1001/x');
  const video = page.locator('.video-banner video');
  await video.scrollIntoViewIfNeeded();
  // The widget has been told the video is in view (where it would play), and left it paused.
  await expect.poll(async () => Math.max(0, ...(await deliveredRatios(video)))).toBeGreaterThanOrEqual(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(page.getByRole('button', { name: STRING_RESOURCES.nl['Video.Play'] })).toBeVisible();
});

test('the partner slider pauses while the pointer is over it, even mid-move, and while focus is inside', async ({
  page,
}) => {
  await installFakeClock(page);
  await openShopPage(page, '/fr/');
  await pauseClock(page);
  const selector = '.partner-slider .rt-slider';
  const slider = page.locator(selector);
  // The pointer passing over and away starts the rotation again, from a known instant.
  await slider.hover();
  await page.mouse.move(0, 0);
  const start = await firstVisible(page, selector);
  // The pointer arrives while the next move (2000 ms on, 400 ms long) is under way: that move ends, no other starts.
  await page.clock.runFor(2100);
  await slider.hover();
  await page.clock.runFor(500);
  const moved = await firstVisible(page, selector);
  expect(moved).not.toBe(start);
  await page.clock.runFor(6000);
  expect(await firstVisible(page, selector)).toBe(moved);
  // Away again: it goes on.
  await page.mouse.move(0, 0);
  await page.clock.runFor(2500);
  expect(await firstVisible(page, selector)).not.toBe(moved);

  // Focus inside holds it too, until the focus leaves.
  await page.locator(`${selector} .glide__slide[aria-hidden="false"] a`).first().focus();
  await page.clock.runFor(500);
  const focused = await firstVisible(page, selector);
  await page.clock.runFor(6000);
  expect(await firstVisible(page, selector)).toBe(focused);
  await page.locator('#site-search-q').focus();
  await page.clock.runFor(2500);
  expect(await firstVisible(page, selector)).not.toBe(focused);
});

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];

  neutralTest(culture, 'home banner slider: fades every 6 s with dots and arrows, pausable', async ({ page }) => {
    await installFakeClock(page);
    await openShopPage(page, `/${culture}/`);
    // Time stands still from here and moves only when told.
    await pauseClock(page);
    const banners = page.locator('.home-banners');
    // The pointer passing over and away starts the rotation again from this instant (it began at the mount, by an
    // amount of time that depends on the machine's load).
    await banners.hover();
    await page.mouse.move(0, 0);
    await expect(banners).toHaveClass(/rt-slider--fade/);
    const slides = banners.locator('.glide__slide');
    await expect(slides).toHaveCount(3);
    await expect(banners.locator('.rt-slider__dot')).toHaveCount(3);
    await expect(banners.getByRole('button', { name: strings['Slider.Next'] })).toBeVisible();

    // Fading, not sliding: the banners are stacked in one place and only the active one is opaque.
    const boxes = await slides.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    expect(new Set(boxes).size).toBe(1);
    const opacities = () => slides.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity === '1'));
    await expect.poll(opacities).toEqual([true, false, false]);

    // data-duration="6000": the next banner after six seconds, not before.
    await page.clock.runFor(4000);
    expect(await firstVisible(page, '.home-banners')).toBe(0);
    await page.clock.runFor(2500);
    await expect.poll(() => firstVisible(page, '.home-banners')).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(opacities).toEqual([false, true, false]);

    // Dots jump, the pause button stops the rotation.
    await banners.locator('.rt-slider__dot').nth(2).click();
    await page.clock.runFor(1000);
    await expect.poll(() => firstVisible(page, '.home-banners')).toBe(2);
    await banners.getByRole('button', { name: strings['Slider.Pause'] }).click();
    // Neither the pointer nor the focus stays on the banners: only the visitor's pause holds them.
    await page.mouse.move(0, 0);
    await page.locator('#site-search-q').focus();
    await page.clock.runFor(13_000);
    expect(await firstVisible(page, '.home-banners')).toBe(2);
    await page.clock.resume(); // axe waits on timers
    await expectAccessible(page, '.home-banners');
  });
}

test('before the slider chunk mounts them, the preset sliders show their slides in view by width', async ({ page }) => {
  // The slider chunk is held back, as on a slow connection: what shows is runtime.css's layout of the presets.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/Dist\/chunks\/slider-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  /** Slides wholly inside the track, of the slider not mounted yet. */
  const inView = (selector: string) =>
    page.locator(selector).evaluate((slider) => {
      if (slider.classList.contains('rt-slider')) return -1;
      const track = slider.querySelector('.glide__track')!.getBoundingClientRect();
      return Array.from(slider.querySelectorAll('.glide__slide')).filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
      }).length;
    });
  const check = async (selector: string, widths: readonly (readonly [number, number])[]) => {
    for (const [width, count] of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(`${selector} at ${width} px: ${await inView(selector)}`).toBe(`${selector} at ${width} px: ${count}`);
    }
  };
  await page.goto('/fr/catalog/product/1001/x');
  await expect(page.locator('.brand-carousel [data-widget="slider"]')).toHaveAttribute('data-preset', 'brands');
  await check('.brand-carousel [data-widget="slider"]', BRAND_WIDTHS);
  await page.goto('/fr/');
  await check('.partner-slider [data-widget="slider"]', PARTNER_WIDTHS);
  release();
  await expect(page.locator('.partner-slider .rt-slider')).toHaveCount(1);
});

test('a theme’s brand carousel of 2: never more on a narrower screen, before and after mounting', async ({ page }) => {
  // The second theme's carousel (shop spec §9: "2 in the second theme"): the preset with the theme's own count.
  await rewritePage(page, '**/fr/catalog/product/1001/x', (html) =>
    html.replace('data-preset="brands"', 'data-preset="brands" data-per-view="2"'),
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/Dist\/chunks\/slider-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const carousel = page.locator('.brand-carousel [data-widget="slider"]');
  /** Slides wholly inside the track (Glide's clones and slides it hides from view excluded once mounted). */
  const inView = () =>
    carousel.evaluate((slider) => {
      const track = slider.querySelector('.glide__track')!.getBoundingClientRect();
      return Array.from(slider.querySelectorAll('.glide__slide:not(.glide__slide--clone)')).filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
      }).length;
    });
  const widths = [
    [1025, 2],
    [1024, 2],
    [601, 2],
    [600, 2],
    [481, 2],
    [480, 1],
  ] as const;
  await page.goto('/fr/catalog/product/1001/x');
  await expect(carousel).toHaveAttribute('data-per-view', '2');
  for (const [width, count] of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(`before, at ${width} px: ${await inView()}`).toBe(`before, at ${width} px: ${count}`);
  }
  release();
  await expect(carousel).toHaveClass(/\brt-slider\b/);
  for (const [width, count] of [...widths].reverse()) {
    await page.setViewportSize({ width, height: 900 });
    await expect(carousel.locator('.glide__slide[aria-hidden="false"]'), `after, at ${width} px`).toHaveCount(count);
  }
});
