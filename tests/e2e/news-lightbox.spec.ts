/**
 * A news post's zoomable photos and its gallery (runtime spec §2 "news gallery", "news detail with zoomable images";
 * §9 gallery: slideshow interval 5000 ms, transition 300 ms, slideshow transition 500 ms, preload range 2), on the
 * reference CMS's post page, in fr or nl. PhotoSwipe loads on the first click, with its stylesheet.
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

// Motion is this file's subject (the gallery’s opening and slideshow transitions): it runs as a shopper who did not ask for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const viewer = (page: Page) => page.locator('.pswp');
const shown = (page: Page) => viewer(page).locator('.pswp__counter');
const chunkRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
};

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];

  test.describe(`news post photos (${culture})`, () => {
    neutralTest(
      culture,
      'a photo opens large on the first click (PhotoSwipe and its stylesheet load then); keys zoom; Escape returns focus',
      async ({ page }) => {
        const urls = chunkRequests(page);
        await openShopPage(page, `/${culture}/news/120`);
        expect(urls.some((url) => url.includes('photoswipe'))).toBe(false);
        const photo = page.locator('.news-detail__text a').first();
        await photo.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: (await page.locator('h1').textContent()) ?? '' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        expect(urls.some((url) => /\/assets\/photoswipe-[\w-]+\.css$/.test(url))).toBe(true);
        await expect(shown(page)).toHaveText('1 / 2');
        await expect(dialog.getByRole('button', { name: strings['Lightbox.Zoom'] })).toBeVisible();
        await expect(dialog.getByRole('button', { name: strings['Core.Close'] })).toBeVisible();

        // + zooms in by 1.5, − back to fit, z toggles; the zoom is PhotoSwipe's own (pinch and double tap do the same).
        // The photo's own scale, 1 at fit: PhotoSwipe sizes the image for the fitted view.
        const scale = () =>
          page.evaluate(
            () =>
              new DOMMatrix(
                (document.querySelector('.pswp__item[aria-hidden="false"] .pswp__zoom-wrap') as HTMLElement).style
                  .transform,
              ).a,
          );
        // PhotoSwipe listens to keys once its opening transition has ended, the moment it takes the focus (opened from
        // the keyboard); a background at 0.8 opacity can come a frame before that.
        await expect(viewer(page)).toBeFocused();
        await expect(viewer(page)).toHaveClass(/\bpswp--zoom-allowed\b/);
        await page.keyboard.press('+');
        await expect.poll(scale).toBeCloseTo(1.5);
        await page.keyboard.press('-');
        await page.keyboard.press('-');
        await expect.poll(scale).toBe(1);
        await page.keyboard.press('ArrowRight');
        await expect(shown(page)).toHaveText('2 / 2');
        await expectAccessible(page, '.pswp');
        await page.keyboard.press('Escape');
        await expect(viewer(page)).toHaveCount(0);
        await expect(photo).toBeFocused();
      },
    );

    neutralTest(
      culture,
      'the gallery: six photos, two loaded ahead on each side, a slideshow every 5000 ms with a 500 ms fade',
      async ({ page }) => {
        await installFakeClock(page);
        await openShopPage(page, `/${culture}/news/120`);
        const links = page.locator('.news-gallery__grid a');
        await expect(links).toHaveCount(6);
        const large = await links.evaluateAll((all) =>
          all.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
        const requested = new Set<string>();
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (large.includes(path)) requested.add(path);
        });
        await links.nth(2).click();
        await expect(shown(page)).toHaveText('3 / 6');
        // Preload range 2: the two photos before and the two after the third are fetched with it; the sixth is not.
        await expect.poll(() => requested.size).toBe(5);
        expect(requested.has(large[5]!)).toBe(false);

        // Time stands still from here: the slideshow moves only with the fake clock.
        await pauseClock(page, 1000);
        const play = page.getByRole('button', { name: strings['Lightbox.Play'] });
        await play.click();
        const pause = page.getByRole('button', { name: strings['Lightbox.Pause'] });
        await expect(pause).toHaveAttribute('aria-pressed', 'true');
        await page.clock.runFor(4999);
        await expect(shown(page)).toHaveText('3 / 6');
        await page.clock.runFor(1);
        // Half the fade out (250 ms), the next photo, half the fade in.
        const opacity = () =>
          page.evaluate(() => getComputedStyle(document.querySelector('.pswp__container')!).opacity);
        await page.clock.runFor(249);
        await expect(shown(page)).toHaveText('3 / 6');
        await page.clock.runFor(1);
        await expect(shown(page)).toHaveText('4 / 6');
        await page.clock.runFor(250);
        await expect.poll(opacity).toBe('1');
        // And again 5000 ms after the fade.
        await page.clock.runFor(5000 + 250);
        await expect(shown(page)).toHaveText('5 / 6');
        await pause.click();
        await expect(play).toHaveAttribute('aria-pressed', 'false');
        await page.clock.runFor(20_000);
        await expect(shown(page)).toHaveText('5 / 6');
        await page.clock.resume();
        await expectAccessible(page, '.pswp');
        await page.keyboard.press('Escape');
        await expect(viewer(page)).toHaveCount(0);
      },
    );

    neutralTest(culture, 'the opening takes 300 ms', async ({ page }) => {
      await openShopPage(page, `/${culture}/news/120`);
      await installFakeClock(page);
      // PhotoSwipe's opening transition is a CSS transition of the given duration on its background, set while it
      // opens and removed once it has: every style the background takes is recorded as it is set, so a busy machine
      // that looks only after the opening still sees it.
      await page.evaluate(() => {
        const durations: string[] = [];
        (window as unknown as { bgDurations: string[] }).bgDurations = durations;
        new MutationObserver(() => {
          const background = document.querySelector('.pswp__bg');
          if (background) durations.push(getComputedStyle(background).transitionDuration);
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
      });
      await page.locator('.news-gallery__grid a').first().click();
      await expect(viewer(page)).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { bgDurations: string[] }).bgDurations))
        .toContain('0.3s');
    });
  });
}
