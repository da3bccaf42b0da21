/**
 * The page widgets on the atelier content page (runtime spec §2, §9; shop spec §9), in fr and nl: scroll-in
 * animations, lazy images, bigger-link cards, parallax banner, tooltip, popover, social share; they mount again after
 * in-place navigation.
 */
import type { Locator, Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  firstStyle,
  holdStylesheet,
  neutralTest,
  openPage,
  openShopPage,
  recordFirstStyle,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';
import { foreignWarnings, refusedWarning, watchForeignHost } from './rewrites.ts';
import { deliveredRatios, observedThresholds, recordIntersections } from './timing.ts';

// Motion is this file's subject (scroll-in blocks and the parallax banner): it runs as a shopper who did not ask for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const TEXT = {
  fr: {
    tooltip: 'Contrôle en 32 points',
    included: 'Que comprend la révision ?',
    includedItem: 'Réglage des freins et des vitesses',
    service: 'Entretien et révision',
    book: 'Prendre rendez-vous',
    count: '128 partages',
  },
  nl: {
    tooltip: 'Controle in 32 punten',
    included: 'Wat houdt het nazicht in?',
    includedItem: 'Remmen en versnellingen afstellen',
    service: 'Onderhoud en nazicht',
    book: 'Afspraak maken',
    count: '128 keer gedeeld',
  },
} as const;

const lastPhoto = (page: Page) => page.locator('.atelier-gallery img[data-widget="lazy-image"]').last();

for (const culture of CULTURES) {
  const text = TEXT[culture];
  const strings = STRING_RESOURCES[culture];

  test.describe(`page widgets (${culture})`, () => {
    neutralTest(
      culture,
      'lazy images load near the viewport; scroll-in blocks appear when a tenth is in view',
      async ({ page }) => {
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await openShopPage(page, `/${culture}/atelier`);
        const photo = lastPhoto(page);
        const block = page.locator('.atelier-gallery > li').last();
        await expect(photo).not.toHaveAttribute('src');
        // Hidden and moved right (data-animation="fade-in-right") until it comes into view.
        await expect(block).toHaveAttribute('data-widget-mounted', 'scroll-in');
        await expect(block).not.toHaveClass(/is-visible/);
        await expect(block).toHaveCSS('opacity', '0');
        await expect
          .poll(() => block.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41))
          .toBe(32);
        const src = (await photo.getAttribute('data-src')) ?? '';
        expect(requested).not.toContain(src);

        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toHaveAttribute('src', src);
        await expect(photo).toHaveClass(/rt-lazy--loaded/);
        await expect(block).toHaveClass(/is-visible/);
        await expect.poll(() => block.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
        await expect.poll(() => block.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
        expect(requested).toContain(src);
      },
    );

    neutralTest(
      culture,
      'a scroll-in block appears once a tenth of it is in view, not before (intersection ratio 0.1)',
      async ({ page }) => {
        await recordIntersections(page);
        await openShopPage(page, `/${culture}/atelier`);
        // A block 1000 px tall whose top 80 px are in view: 8 %.
        await page.evaluate(() => {
          const block = document.createElement('div');
          block.id = 'ratio-block';
          block.dataset.widget = 'scroll-in';
          Object.assign(block.style, { position: 'absolute', left: '0', width: '200px', height: '1000px' });
          block.style.top = `${window.scrollY + window.innerHeight - 80}px`;
          document.body.append(block);
        });
        const block = page.locator('#ratio-block');
        await expect(block).toHaveAttribute('data-widget-mounted', 'scroll-in');
        expect(await observedThresholds(block)).toEqual([[0.1]]);
        // The observer has reported the block at 8 % (its first report), and the block stayed hidden.
        await expect.poll(() => deliveredRatios(block)).toEqual([expect.closeTo(0.08, 2)]);
        await expect(block).not.toHaveClass(/is-visible/);
        await expect(block).toHaveCSS('opacity', '0');
        // 12 %: it appears.
        await block.evaluate((element) => {
          element.style.top = `${window.scrollY + window.innerHeight - 120}px`;
        });
        await expect(block).toHaveClass(/is-visible/);
        expect((await deliveredRatios(block)).at(-1)).toBeCloseTo(0.12, 2);
      },
    );

    neutralTest(
      culture,
      'a lazy background loads too; a broken lazy image keeps its text and is reported',
      async ({ page, consoleLines }) => {
        await openShopPage(page, `/${culture}/atelier`);
        await page.evaluate(() => {
          const image = document.createElement('img');
          image.alt = 'Photo manquante';
          image.dataset.widget = 'lazy-image';
          image.dataset.src = '/assets/999999/missing.svg';
          const block = document.createElement('div');
          block.className = 'lazy-background';
          block.style.height = '100px';
          block.dataset.widget = 'lazy-image';
          block.dataset.background = '/assets/1001/maillot.svg';
          document.querySelector('main .container')?.prepend(image, block);
        });
        const block = page.locator('.lazy-background');
        await expect(block).toHaveClass(/rt-lazy--loaded/);
        await expect(block).toHaveCSS('background-image', /\/assets\/1001\/maillot\.svg/);
        await expect(page.locator('img[alt="Photo manquante"]')).toHaveClass(/rt-lazy--broken/);
        expect(consoleLines.some((line) => line.type === 'warning' && line.text.includes('lazy-image'))).toBe(true);
      },
    );

    neutralTest(
      culture,
      'with reduced motion, blocks are there at once and the banner does not move; motion allowed again applies',
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openShopPage(page, `/${culture}/atelier`);
        // Mounted but shown, unmoved and without a transition.
        const blocks = page.locator('[data-widget-mounted~="scroll-in"]');
        await expect(blocks.first()).toBeAttached();
        for (const block of await blocks.all()) {
          await expect(block).toHaveCSS('opacity', '1');
          await expect(block).toHaveCSS('transform', 'none');
        }
        // A scroll, then two frames: the parallax reads scrolling once per frame, in the first frame after it.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              window.addEventListener(
                'scroll',
                () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
                {
                  once: true,
                },
              );
              window.scrollBy({ top: 300, behavior: 'instant' });
            }),
        );
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await expect(page.locator('.atelier-banner')).toBeInViewport();
        const transform = await page
          .locator('[data-parallax-layer]')
          .evaluate((element) => getComputedStyle(element).transform);
        expect(transform).toBe('none');

        // The visitor allows motion again: a block not yet in view is hidden until it comes into view.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        const block = page.locator('.atelier-gallery > li').last();
        await expect(block).not.toBeInViewport();
        await expect(block).toHaveCSS('opacity', '0');
        await block.scrollIntoViewIfNeeded();
        await expect(block).toHaveClass(/is-visible/);
        await expect(block).toHaveCSS('opacity', '1');
      },
    );

    neutralTest(
      culture,
      'parallax: the banner layer moves by a quarter of the scroll, only from 1201 px',
      async ({ page }) => {
        await page.setViewportSize({ width: 1201, height: 800 });
        await openShopPage(page, `/${culture}/atelier`);
        const layer = page.locator('[data-parallax-layer]');
        const offset = () => layer.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);
        await page.evaluate(() => window.scrollTo(0, 300));
        const top = await page.locator('.atelier-banner').evaluate((element) => element.getBoundingClientRect().top);
        await expect.poll(offset).toBeCloseTo(-top / 4, 0);
        expect(await offset()).toBeGreaterThan(40);

        // 1200 px and below: the layer stays in place.
        await page.setViewportSize({ width: 1200, height: 800 });
        await expect.poll(() => layer.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
        await page.setViewportSize({ width: 1201, height: 800 });
        await expect.poll(offset).toBeCloseTo(-top / 4, 0);
      },
    );

    neutralTest(
      culture,
      'bigger-link: the whole card follows its link, but not its other controls nor right after a scroll',
      async ({ page }) => {
        await installFakeClock(page);
        await openShopPage(page, `/${culture}/atelier`);
        const card = page.locator('.service-card').first();
        await card.scrollIntoViewIfNeeded();
        await expect(card).toHaveClass(/is-visible/);
        await expect(card).toHaveCSS('cursor', 'pointer');

        // A tap within 500 ms after a scroll does nothing. Time stands still and moves only when told, so each tap
        // comes exactly when meant however loaded the machine is.
        const paragraph = card.locator('p');
        const box = await paragraph.boundingBox();
        if (!box) throw new Error('no card text');
        await page.evaluate(() => {
          const tracked = window as unknown as { pageLeft: boolean };
          tracked.pageLeft = false;
          document.addEventListener('page:leave', () => (tracked.pageLeft = true));
        });
        await pauseClock(page);
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              window.addEventListener('scroll', () => resolve(), { once: true, capture: true });
              window.scrollBy({ top: 2, behavior: 'instant' });
            }),
        );
        const tap = () => page.mouse.click(box.x + 5, box.y + 5 - 2);
        const left = () => page.evaluate(() => (window as unknown as { pageLeft: boolean }).pageLeft);
        await tap();
        expect(await left()).toBe(false);
        // 1 ms before the end of the 500 ms, still nothing (a card's link is followed in the click itself).
        await page.clock.runFor(499);
        await tap();
        expect(await left()).toBe(false);
        await expect(page).toHaveURL(new RegExp(`/${culture}/atelier$`));

        // At 500 ms, the same tap follows the card's link.
        await page.clock.runFor(1);
        await tap();
        expect(await left()).toBe(true);
        await page.clock.resume();
        await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
        await expect(page.locator('h1')).toBeVisible();

        // Its own button keeps its own link.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`/${culture}/atelier$`));
        await page.locator('.service-card').first().getByRole('link', { name: text.book }).click();
        await expect(page).toHaveURL(new RegExp(`/${culture}/service#contact$`));
      },
    );

    neutralTest(
      culture,
      'tooltip on hover and focus, dismissed with Escape; popover by click and keyboard',
      async ({ page }) => {
        await installFakeClock(page);
        await openShopPage(page, `/${culture}/atelier`);
        const term = page.locator('.atelier-term');
        // The island's listeners are in place once it describes the term.
        await expect(term).toHaveAttribute('aria-describedby', /rt-tooltip/);
        await term.hover();
        const tooltip = page.getByRole('tooltip');
        await expect(tooltip).toBeVisible();
        await expect(tooltip).toContainText(text.tooltip);
        await expect(term).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? 'missing');
        // The pointer can move onto the tooltip without losing it (WCAG 1.4.13).
        const tip = await tooltip.boundingBox();
        if (!tip) throw new Error('no tooltip box');
        // Time stands still while the pointer travels, then runs well past the 200 ms grace period of leaving the term.
        await pauseClock(page);
        await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 4 });
        await page.clock.runFor(1000);
        await expect(tooltip).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(tooltip).toBeHidden();
        await page.mouse.move(0, 0);
        await term.focus();
        await expect(tooltip).toBeVisible();
        // While the term has the focus, the pointer passing over it and away does not hide it.
        await term.hover();
        await page.mouse.move(0, 0);
        await page.clock.runFor(1000);
        await expect(tooltip).toBeVisible();
        await page.clock.resume(); // axe waits on timers
        await expectAccessible(page);
        await term.blur();
        await expect(tooltip).toBeHidden();

        const trigger = page.getByRole('button', { name: text.included });
        await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await trigger.click();
        const popover = page.getByRole('dialog', { name: text.included });
        await expect(popover).toBeVisible();
        await expect(popover.getByText(text.includedItem)).toBeVisible();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        // Below the trigger when there is room, above otherwise (the shipping-method test covers both).
        await expect
          .poll(async () => {
            const box = (await popover.boundingBox())!;
            const anchor = (await trigger.boundingBox())!;
            const side = box.y > anchor.y ? 'bottom' : 'top';
            return side === (await popover.getAttribute('data-placement'));
          })
          .toBe(true);
        await expectAccessible(page);
        // Tab goes from the trigger into the popover, Escape brings the focus back.
        await trigger.focus();
        await page.keyboard.press('Tab');
        await expect(popover.getByRole('link')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(popover).toBeHidden();
        await expect(trigger).toBeFocused();
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        // Enter opens it again, a click elsewhere closes it.
        await page.keyboard.press('Enter');
        await expect(popover).toBeVisible();
        await page.mouse.click(5, 300);
        await expect(popover).toBeHidden();
      },
    );

    test('social share: networks, text, address, count and names; copy says it copied', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openShopPage(page, `/${culture}/atelier`);
      const share = page.locator('.atelier-share');
      const address = page.url();
      const facebook = share.getByRole('link', {
        name: `${strings['Share.On']!.replace('{{network}}', 'Facebook')} ${strings['Share.NewWindow']}`,
      });
      await expect(facebook).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
      );
      await expect(facebook).toHaveAttribute('target', '_blank');
      await expect(facebook).toHaveText('Facebook');
      await expect(share.locator('.rt-share__button')).toHaveCount(6);
      const x = share.locator('.rt-share__button--x');
      await expect(x).toHaveAttribute('href', /text=[^&]*Atelier%20V%C3%A9lo/);
      await expect(share.getByText(text.count)).toBeVisible();
      await share.getByRole('button', { name: strings['Share.CopyLink'] }).click();
      await expect(share.getByRole('status')).toHaveText(strings['Share.Copied']!);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await expectAccessible(page, '.atelier-share');
    });

    neutralTest(
      culture,
      'social share is drawn with its own rules: nothing until its stylesheet applies',
      async ({ page }) => {
        await recordFirstStyle(page, '.rt-share__button');
        const stylesheet = await holdStylesheet(page, 'social-share');
        await openPage(page, `/${culture}/atelier`);
        const share = page.locator('.atelier-share');
        await stylesheet.requested;
        // The widget's chunk is in (it asked for the stylesheet) and the rest of the page mounts meanwhile.
        await expect(page.locator('.service-card').first()).toHaveAttribute('data-widget-mounted', /scroll-in/);
        expect(await share.getAttribute('data-widget-mounted')).toBeNull();
        expect(await share.locator('.rt-share__button').count()).toBe(0);
        stylesheet.release();
        await expect(share.locator('.rt-share__button')).toHaveCount(6);
        await expect(share).toHaveAttribute('data-widget-mounted', 'social-share');
        // Drawn with the stylesheet's rules from the first frame (an unstyled link would be `inline`).
        expect(await firstStyle(page)).toBe('inline-flex');
      },
    );

    neutralTest(culture, 'the widgets mount again after in-place navigation', async ({ page }) => {
      await openShopPage(page, `/${culture}/`);
      for (let visit = 0; visit < 2; visit += 1) {
        await page.locator('.site-header a[aria-controls="nav-atelier"]').hover();
        await page.locator(`#nav-atelier a[href="/${culture}/atelier"]`).click();
        await expect(page).toHaveURL(new RegExp(`/${culture}/atelier$`));
        await expect(page.locator('.service-card').first()).toHaveAttribute(
          'data-widget-mounted',
          // Both names, in the order their chunks finished loading.
          /^(bigger-link scroll-in|scroll-in bigger-link)$/,
        );
        await expect(page.locator('.atelier-share .rt-share__button')).toHaveCount(6);
        await expect(page.locator('.atelier-term')).toHaveAttribute('aria-describedby', /rt-tooltip/);
        await page.locator('.atelier-term').hover();
        await expect(page.getByRole('tooltip')).toBeVisible();
        await page.locator('.site-header .navbar-brand').click();
        await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
        // Nothing of the atelier page is left behind (its tooltip portal included).
        await expect(page.getByRole('tooltip')).toHaveCount(0);
      }
    });
  });
}

test('lazy images from another host are never requested: left broken, one console warning each', async ({
  page,
  consoleLines,
}) => {
  const foreign = await watchForeignHost(page);
  await openShopPage(page, '/fr/atelier');
  // Hooks that arrive later, in view: an image, a srcset of another host's and the site's, a background.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.id = 'foreign-images';
    box.innerHTML =
      '<img id="foreign-src" data-widget="lazy-image" data-src="https://tracker.example/a.gif" alt="" width="10" height="10">' +
      '<img id="mixed-srcset" data-widget="lazy-image" data-srcset="https://tracker.example/b.gif 2x, /theme/map/store.svg 1x" alt="" width="10" height="10">' +
      '<div id="foreign-background" data-widget="lazy-image" data-background="https://tracker.example/c.gif" style="height:10px"></div>';
    document.querySelector('main')?.prepend(box);
  });
  await expect(page.locator('#foreign-src')).toHaveClass(/rt-lazy--broken/);
  await expect(page.locator('#foreign-src')).not.toHaveAttribute('src');
  await expect(page.locator('#foreign-background')).toHaveClass(/rt-lazy--broken/);
  await expect(page.locator('#mixed-srcset')).toHaveClass(/rt-lazy--loaded/);
  await expect(page.locator('#mixed-srcset')).toHaveAttribute('srcset', '/theme/map/store.svg 1x');
  expect(foreign).toEqual([]);
  expect(foreignWarnings(consoleLines)).toEqual([
    refusedWarning('/a.gif'),
    refusedWarning('/b.gif'),
    refusedWarning('/c.gif'),
  ]);
});

/** The banner's layer's computed background image, and the banner images the page asks for, in order. */
async function watchBanner(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/media/banners/')) requested.push(path);
  });
  const shown = () =>
    page.locator('[data-parallax-layer]').evaluate((element) => getComputedStyle(element).backgroundImage);
  const image = (width: number) => `url("${new URL(`/media/banners/atelier-${width}.svg`, page.url()).href}")`;
  return { requested, shown, image };
}

test('parallax breakpoints: the banner shows the image of its width tier (576, 768, 1201 px) and downloads only that one', async ({
  page,
}) => {
  const { requested, shown, image } = await watchBanner(page);
  await page.setViewportSize({ width: 575, height: 800 });
  await openShopPage(page, '/fr/atelier');
  // The page names the images 576 (data-image), 768 (data-image-576), 1200 (data-image-768) and 1920 px wide
  // (data-image-1201); each is asked for only once the window reaches its tier.
  const steps: [width: number, shows: number, downloaded: number[]][] = [
    [575, 576, [576]],
    [576, 768, [576, 768]],
    [767, 768, [576, 768]],
    [768, 1200, [576, 768, 1200]],
    [1200, 1200, [576, 768, 1200]],
    [1201, 1920, [576, 768, 1200, 1920]],
  ];
  for (const [width, shows, downloaded] of steps) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(shown, { message: `${width} px` }).toBe(image(shows));
    await expect.poll(() => requested.map((path) => Number(/(\d+)\.svg$/.exec(path)?.[1]))).toEqual(downloaded);
  }

  // Opened on a desktop-wide window, the page downloads the desktop picture alone.
  const desktop = await page.context().newPage();
  const onDesktop = await watchBanner(desktop);
  await desktop.setViewportSize({ width: 1201, height: 800 });
  await openShopPage(desktop, '/fr/atelier');
  await expect.poll(onDesktop.shown).toBe(onDesktop.image(1920));
  await expect.poll(() => onDesktop.requested).toEqual(['/media/banners/atelier-1920.svg']);
});

test('each scroll-in animation hides its block its own way until a tenth is in view, then shows it as it is', async ({
  page,
}) => {
  await openShopPage(page, '/fr/atelier');
  // What each animation (widgets/page/page.css) does before its block is in view: opacity 0 and a move or a scale.
  const hidden = {
    'fade-in': { x: 0, y: 0, scale: 1 },
    'fade-in-slide': { x: 0, y: 32, scale: 1 },
    'fade-in-scale': { x: 0, y: 0, scale: 0.92 },
    'fade-in-right': { x: 32, y: 0, scale: 1 },
    'fade-in-left': { x: -32, y: 0, scale: 1 },
  };
  await page.evaluate((animations) => {
    for (const animation of animations) {
      const block = document.createElement('div');
      block.className = 'scroll-in-probe';
      Object.assign(block.dataset, { widget: 'scroll-in', animation });
      Object.assign(block.style, { height: '200px', margin: '0 0 3000px' });
      document.querySelector('main')!.append(block);
    }
  }, Object.keys(hidden));
  const state = (block: Locator) =>
    block.evaluate((element) => {
      const style = getComputedStyle(element);
      const matrix = new DOMMatrix(style.transform);
      return { opacity: style.opacity, x: matrix.m41, y: matrix.m42, scale: Math.round(matrix.a * 100) / 100 };
    });
  for (const [animation, moved] of Object.entries(hidden)) {
    const block = page.locator(`.scroll-in-probe[data-animation="${animation}"]`);
    await expect(block).toHaveAttribute('data-widget-mounted', 'scroll-in');
    await expect.poll(() => state(block), { message: animation }).toEqual({ opacity: '0', ...moved });
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveClass(/is-visible/);
    await expect.poll(() => state(block), { message: animation }).toEqual({ opacity: '1', x: 0, y: 0, scale: 1 });
  }
});
