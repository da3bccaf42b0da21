/**
 * Product page in fr and nl: variation pickers (unavailable values disabled), the quantity box corrections, the
 * variant refresh, add to cart (one request however often it is clicked), the confirmation, the cart widget.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  injectFault,
  neutralTest,
  openShopPage,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';
import { FOREIGN_HOST, foreignWarnings, refusedWarning, rewritePage, watchForeignHost } from './rewrites.ts';

// Motion is this file's subject (the gallery’s slideshow, the 360° view’s play and the video banner): it runs as a shopper who did not ask for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const text = {
  fr: {
    size: 'Taille',
    add: 'Ajouter au panier',
    jersey: '/fr/catalog/product/1001/maillot-flandrien-manches-courtes',
    bottles: '/fr/catalog/product/1028/bidon-club-par-6',
    price: { base: '72,54 €', xxl: '74,96 €' },
    cartTitle: 'Mon panier',
    unavailable: 'indisponible',
    allStock: 'Voir le stock de chaque magasin',
    notify: 'M’avertir d’un retour en stock',
    email: 'Adresse e-mail',
    emailRequired: 'Indiquez votre adresse e-mail.',
    notified: 'C’est noté : nous vous écrirons à julie@ateliervelo.be.',
  },
  nl: {
    size: 'Maat',
    add: 'In winkelmandje',
    jersey: '/nl/catalog/product/1001/wielertrui-flandrien-korte-mouwen',
    bottles: '/nl/catalog/product/1028/clubbidon-per-6',
    price: { base: '€ 72,54', xxl: '€ 74,96' },
    cartTitle: 'Mijn winkelmandje',
    unavailable: 'niet beschikbaar',
    allStock: 'Voorraad per winkel bekijken',
    notify: 'Verwittig me als het terug op voorraad is',
    email: 'E-mailadres',
    emailRequired: 'Vul uw e-mailadres in.',
    notified: 'Genoteerd: we schrijven u op julie@ateliervelo.be.',
  },
};

const cartCount = (page: Page) => page.locator('.site-header [data-cart-count]');

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  test.describe(`product page (${culture})`, () => {
    test('variants: a change refreshes price, SKU and photo; unavailable values are disabled and said so', async ({
      page,
    }) => {
      await openShopPage(page, l.jersey);
      const price = page.locator('[data-variant-field="UnitPriceTaxIncl"]');
      await expect(price).toHaveText(l.price.base);
      // XS in colour 307 cannot be ordered: its square is disabled and its name says so.
      const unavailableSquare = page.locator('input[name="VariantValueId2"][value="307"]');
      await expect(unavailableSquare).toBeDisabled();
      await expect(page.locator('label.swatch', { has: unavailableSquare })).toContainText(l.unavailable);

      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/productvariants')) calls.push(new URL(request.url()).search);
      });
      await page.getByLabel(l.size).selectOption('106');
      await expect(price).toHaveText(l.price.xxl);
      await expect(page.locator('[data-variant-field="SKU"]')).toHaveText(/^AV-JER-1001-/);
      await expect(page.locator('.product-order [name="ProductVariantId"]')).toHaveValue('50021');
      await expect(page.locator('[data-variant-html="ProductGalleryHtml"] .product-gallery__main img')).toHaveAttribute(
        'src',
        /variant=50021/,
      );
      // With the largest size, colour 309 is the unavailable one; 307 is orderable again.
      await expect(page.locator('input[name="VariantValueId2"][value="309"]')).toBeDisabled();
      await expect(unavailableSquare).toBeEnabled();
      expect(calls).toEqual(['?VariantValueId1=106&VariantValueId2=301&Quantity=1']);
      await expectAccessible(page, '.product-page');
    });

    test('quantity box: step, minimum and typing corrections; degressive price follows the quantity', async ({
      page,
    }) => {
      await installFakeClock(page);
      await openShopPage(page, l.bottles);
      const quantity = page.locator('#quantity');
      const minus = page.locator('.product-order').getByRole('button', { name: strings['Catalog.DecreaseQuantity'] });
      const plus = page.locator('.product-order').getByRole('button', { name: strings['Catalog.IncreaseQuantity'] });
      await expect(quantity).toHaveValue('6');
      await expect(minus).toHaveAttribute('aria-disabled', 'true');
      await plus.click();
      await expect(quantity).toHaveValue('12');
      await expect(minus).toHaveAttribute('aria-disabled', 'false');
      // Typing 25 (increasing): rounded up to 30 after 600 ms, announced, and the 24+ price applies.
      // The clock stands still while the typed value is checked, then moves the 600 ms.
      await pauseClock(page);
      await quantity.fill('25');
      await expect(quantity).toHaveValue('25');
      await page.clock.runFor(599);
      await expect(quantity).toHaveValue('25');
      await page.clock.runFor(1);
      await expect(quantity).toHaveValue('30');
      await page.clock.resume();
      // Announced in the page's one live region for its quantity boxes (none per box: issue 44 point 2).
      await expect(page.locator('body > [role=status][data-announcer="quantity"]')).toHaveText(
        strings['Catalog.QuantityCorrected']!.replace('{{value}}', '30'),
      );
      await expect(page.locator('[data-variant-field="UnitPriceTaxIncl"]')).toContainText('6,23');
      // Leaving the field corrects at once: decreasing to 29 rounds down to 24; below the minimum gives 6.
      await quantity.fill('29');
      await quantity.press('Tab');
      await expect(quantity).toHaveValue('24');
      await quantity.fill('2');
      await quantity.press('Tab');
      await expect(quantity).toHaveValue('6');
      // What the number input reads as not a number ("e" alone) empties the box.
      await quantity.fill('');
      await quantity.pressSequentially('e');
      await quantity.press('Tab');
      await expect(quantity).toHaveValue('');
      // By keyboard: the plus button is reachable and acts with Space.
      await plus.focus();
      await page.keyboard.press('Space');
      await expect(quantity).toHaveValue('6');
    });

    neutralTest(
      culture,
      'stock by warehouse and back-in-stock open for the chosen variant; the degressive table follows it',
      async ({ page }) => {
        await openShopPage(page, l.bottles);
        const table = page.locator('[data-variant-fragment] table.degressive');
        await expect(table).toBeVisible();
        const fragments: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('DegressivePrice')) fragments.push(new URL(request.url()).search);
        });
        await page.locator('input[name="VariantValueId1"][value="301"]').check({ force: true });
        await expect.poll(() => fragments).toEqual(['?productVariantId=50282']);
        await expect(page.locator('.product-order [name="ProductVariantId"]')).toHaveValue('50282');
        await expect(page.getByRole('link', { name: l.allStock })).toHaveAttribute('href', /productVariantId=50282/);
        await expect(table).toBeVisible();

        await page.getByRole('link', { name: l.allStock }).click();
        const stock = page.getByRole('dialog');
        await expect(stock).toContainText('AV-');
        await expect(stock.locator('.stock-list li')).toHaveCount(3);
        await expectAccessible(page, 'dialog');
        await page.keyboard.press('Escape');
        await expect(stock).toBeHidden();

        await page.getByRole('link', { name: l.notify }).click();
        const notify = page.getByRole('dialog', { name: l.notify });
        await notify.getByRole('button').last().click();
        await expect(notify.locator('[data-valmsg-for="Email"]')).toHaveText(l.emailRequired);
        await notify.getByLabel(l.email).fill('julie@ateliervelo.be');
        await notify.getByLabel(l.email).press('Enter');
        await expect(notify.locator('.alert-success')).toHaveText(l.notified);
        await expectAccessible(page, 'dialog');
      },
    );

    neutralTest(
      culture,
      'gallery: thumbnails choose the photo, hover zooms on wide screens, the 360° view turns by keyboard',
      async ({ page }) => {
        await openShopPage(page, l.jersey);
        const main = page.locator('.product-gallery__main img');
        const thumbs = page.locator('[data-gallery-image]');
        await expect(thumbs).toHaveCount(4);
        await thumbs.nth(2).click();
        await expect(main).toHaveAttribute('src', /view=3/);
        await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
        await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current');
        await main.hover();
        await expect(page.locator('.product-gallery__main')).toHaveClass(/is-zoomed/);
        // A new variant brings its own gallery block, which works the same.
        await page.getByLabel(l.size).selectOption('106');
        await expect(main).toHaveAttribute('src', /variant=50021/);
        await thumbs.nth(1).click();
        await expect(main).toHaveAttribute('src', /variant=50021.*view=2/);

        await openShopPage(page, `/${culture}/catalog/product/1020/x`);
        const frame = page.locator('.rt-spin__frame');
        await expect(frame).toHaveAttribute('src', /angle=/);
        await page.getByRole('button', { name: strings['Gallery.Pause'] }).click();
        await expect(page.getByRole('button', { name: strings['Gallery.Play'] })).toBeVisible();
        await page.locator('.rt-spin__stage').focus();
        await page.keyboard.press('ArrowRight');
        const shown = Number(/angle=(\d+)/.exec((await frame.getAttribute('src')) ?? '')?.[1]);
        await page.keyboard.press('ArrowRight');
        await expect(frame).toHaveAttribute('src', new RegExp(`angle=${(shown + 15) % 360}$`));
        await expectAccessible(page, '.product-gallery');
      },
    );

    neutralTest(
      culture,
      'video banner: plays muted in view, pauses with its button and out of view',
      async ({ page }) => {
        await openShopPage(page, l.jersey);
        const video = page.locator('.video-banner video');
        const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
        expect(await paused()).toBe(true);
        await video.scrollIntoViewIfNeeded();
        await expect.poll(paused).toBe(false);
        expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
        await page.getByRole('button', { name: strings['Video.Pause'] }).click();
        await expect.poll(paused).toBe(true);
        await page.getByRole('button', { name: strings['Video.Play'] }).click();
        await expect.poll(paused).toBe(false);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect.poll(paused).toBe(true);
        await expectAccessible(page, '.video-banner');
      },
    );

    neutralTest(
      culture,
      'a picker changed before the variants widget mounted is refreshed when it does',
      async ({ page }) => {
        // The variants chunk is held back, as on a slow connection.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/Dist\/chunks\/product-variants-[^/]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(l.jersey);
        await page.getByLabel(l.size).selectOption('106');
        release();
        await expect(page.locator('.product-order [name="ProductVariantId"]')).toHaveValue('50021');
        await expect(page.locator('[data-variant-field="UnitPriceTaxIncl"]')).toHaveText(l.price.xxl);
      },
    );

    test('add to cart: one request on a double click, cart-changed, dataLayer, confirmation, then the cart', async ({
      page,
    }) => {
      await openShopPage(page, l.jersey);
      await expect(cartCount(page)).toHaveText('0');
      const bodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/catalog/products/addtocart')) bodies.push(request.postDataJSON());
      });
      await page.evaluate(() => {
        document.addEventListener('cart:changed', (event) => {
          (window as unknown as { cartEvents: unknown[] }).cartEvents ??= [];
          (window as unknown as { cartEvents: unknown[] }).cartEvents.push((event as CustomEvent).detail);
        });
      });
      await page.getByRole('button', { name: l.add }).dblclick();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(strings['Catalog.AddedToCart']!);
      // Shop §7 POST addtocart: ProductVariantId, Quantity, Name (the product's name as the page shows it).
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      expect(name).toBeTruthy();
      expect(bodies).toEqual([{ ProductVariantId: 50001, Quantity: 1, Name: name }]);
      await expect(cartCount(page)).toHaveText('1');
      expect(await page.evaluate(() => (window as unknown as { cartEvents: unknown[] }).cartEvents)).toEqual([
        { source: 'add-to-cart' },
      ]);
      const pushed = await page.evaluate(() =>
        (window.dataLayer as { event?: string; ecommerce?: Record<string, unknown> }[]).find(
          (entry) => entry.event === 'addToCart',
        ),
      );
      expect(pushed?.ecommerce).toMatchObject({
        ItemKey: 'AV-JER-1001-XS-BLK',
        quantity: 1,
        price: 72.54,
        ItemOrigin: 'Catalog',
        currencyCode: 'EUR',
      });
      expect(pushed?.ecommerce?.OrderId).toEqual(expect.any(String));
      await expectAccessible(page, 'dialog');
      await dialog.getByRole('button', { name: strings['Catalog.GoToBasket'] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.cartTitle);
      await expect(page.locator('.cart-line')).toHaveCount(1);
    });

    neutralTest(
      culture,
      'a failing dataLayer does not stop add to cart: a warning, then the confirmation',
      async ({ page, consoleLines }) => {
        await openShopPage(page, l.jersey);
        await page.evaluate(() => {
          window.dataLayer = Object.assign([], {
            push: () => {
              throw new Error('tag manager down');
            },
          });
        });
        await page.getByRole('button', { name: l.add }).click();
        await expect(page.getByRole('alertdialog')).toContainText(strings['Catalog.AddedToCart']!);
        await expect(page.locator('.site-header [data-cart-count]')).toHaveText('1');
        expect(consoleLines.some((line) => line.type === 'warning' && line.text.includes('tag manager down'))).toBe(
          true,
        );
      },
    );

    neutralTest(
      culture,
      'add to cart fails: the error is shown, the button released, the form kept; 401 asks to sign in',
      async ({ page }) => {
        await openShopPage(page, l.jersey);
        await page.getByLabel(l.size).selectOption('103');
        await expect(page.locator('.product-order [name="ProductVariantId"]')).toHaveValue('50009');
        await injectFault(page, { match: '/api/v1/catalog/products/addtocart', fault: '500' });
        const button = page.getByRole('button', { name: l.add });
        await button.click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(strings['Manager.UnknowsErrors']!);
        await dialog.getByRole('button', { name: strings['Core.Close'] }).last().click();
        await expect(button).not.toHaveAttribute('aria-disabled');
        await expect(page.getByLabel(l.size)).toHaveValue('103');
        await expect(cartCount(page)).toHaveText('0');

        await injectFault(page, { match: '/api/v1/catalog/products/addtocart', fault: '401' });
        await button.click();
        await expect(page.getByRole('dialog', { name: strings['Security.Login'] })).toBeVisible();
        await expect(button).not.toHaveAttribute('aria-disabled');
      },
    );
  });
}

test('gallery thumbnails: 5 in view, 1 at 575 px and below', async ({ page }) => {
  const jersey = text.fr.jersey;
  // This product has 4 photos; the CMS sends the same gallery markup with 8, so that 5 in view can be told apart.
  await page.route(
    (url) => url.pathname === jersey,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<div class="product-gallery__thumbs"[^>]*>\s*<div class="glide__track"><ul class="glide__slides">)([\s\S]*?)(<\/ul>)/,
        (_, open: string, slides: string, close: string) =>
          open + slides + slides.replaceAll(' aria-current="true"', '') + close,
      );
      await route.fulfill({ response, body: html });
    },
  );
  await openShopPage(page, jersey);
  const thumbs = page.locator('.product-gallery__thumbs .glide__slide');
  await expect(thumbs).toHaveCount(8);
  const inView = page.locator('.product-gallery__thumbs .glide__slide[aria-hidden="false"]');
  for (const [width, count] of [
    [1280, 5],
    [576, 5],
    [575, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(inView, `${width} px`).toHaveCount(count);
  }
});

test('the 360° view plays a frame every 100 ms', async ({ page }) => {
  const strings = STRING_RESOURCES.fr;
  await installFakeClock(page);
  await openShopPage(page, '/fr/catalog/product/1020/x');
  const frame = page.locator('.rt-spin__frame');
  const angle = async () => Number(/angle=(\d+)/.exec((await frame.getAttribute('src')) ?? '')?.[1]);
  await expect(frame).toHaveAttribute('src', /angle=/);
  // Time stands still; pausing and playing again starts the frames from this instant.
  await pauseClock(page);
  await page.getByRole('button', { name: strings['Gallery.Pause'] }).click();
  await page.getByRole('button', { name: strings['Gallery.Play'] }).click();
  const start = await angle();
  await page.clock.runFor(99);
  expect(await angle()).toBe(start);
  await page.clock.runFor(1);
  expect(await angle()).toBe((start + 15) % 360);
  await page.clock.runFor(99);
  expect(await angle()).toBe((start + 15) % 360);
  await page.clock.runFor(1);
  expect(await angle()).toBe((start + 30) % 360);
});

test('gallery images from another host are never requested: a thumbnail, a zoom image, a 360° frame; one warning each', async ({
  page,
  consoleLines,
}) => {
  const foreign = await watchForeignHost(page);
  // The CMS's 360° view names another host's frame first.
  await rewritePage(page, '**/fr/catalog/product/1020/x', (html) =>
    html.replace('data-gallery-360="', `data-gallery-360="${FOREIGN_HOST}/frame.gif, `),
  );
  await openShopPage(page, '/fr/catalog/product/1020/x');
  const frame = page.locator('.rt-spin__frame');
  await expect(frame).toHaveAttribute('src', /angle=\d+$/);
  // A thumbnail naming another host's zoom image: its photo shows, the zoom uses the photo itself.
  const main = page.locator('.product-gallery__main img');
  const thumbs = page.locator('[data-gallery-image]');
  await thumbs.nth(1).evaluate((element) => element.setAttribute('data-zoom-src', 'https://tracker.example/zoom.gif'));
  await thumbs.nth(1).click();
  await expect(main).toHaveAttribute('src', /view=2/);
  await expect(main).not.toHaveAttribute('data-zoom-src');
  await main.hover();
  await expect(page.locator('.product-gallery__main')).toHaveClass(/is-zoomed/);
  await expect(page.locator('.rt-zoom')).toHaveCSS('background-image', /view=2/);
  // A thumbnail naming another host's photo: the photo stays as it was.
  await thumbs
    .nth(2)
    .evaluate((element) => element.setAttribute('data-gallery-image', 'https://tracker.example/photo.gif'));
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).not.toHaveAttribute('aria-current');
  await expect(main).toHaveAttribute('src', /view=2/);
  expect(foreign).toEqual([]);
  expect(foreignWarnings(consoleLines)).toEqual([
    refusedWarning('/frame.gif'),
    refusedWarning('/zoom.gif'),
    refusedWarning('/photo.gif'),
  ]);
});

test('colour squares take the colours of the variant answer; a code that is not a colour is left out', async ({
  page,
}) => {
  const jersey = text.fr.jersey;
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });
  // The catalogue answers with other colour codes than the page was drawn with: one colour, a hostile text, three.
  const codes: Record<number, [string | null, string | null, string | null]> = {
    301: ['#00ff00', null, null],
    303: ['red; background-image: url(https://evil.test/x.png)', null, null],
    309: ['#0000ff', 'not-a-colour', 'rgb(255, 255, 0)'],
  };
  await page.route(/\/productvariants\?/, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as {
      ProductVariantAttributesViewModel: {
        ProductAttributeValuesViewModel: { ProductAttributeValueId: number; [code: string]: unknown }[];
      }[];
    };
    for (const attribute of answer.ProductVariantAttributesViewModel) {
      for (const value of attribute.ProductAttributeValuesViewModel) {
        const given = codes[value.ProductAttributeValueId];
        if (given) [value.ColorCode1, value.ColorCode2, value.ColorCode3] = given;
      }
    }
    await route.fulfill({ response, json: answer });
  });
  await openShopPage(page, jersey);
  const square = (value: number) =>
    page.locator(`label:has(input[name="VariantValueId2"][value="${value}"]) [data-variant-color]`);
  const background = (value: number) =>
    square(value).evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.backgroundImage}`;
    });
  const red = await background(303);
  await expect(square(301)).toHaveCSS('background-color', 'rgb(29, 29, 31)');

  await page.getByLabel(text.fr.size).selectOption('106');
  await expect(page.locator('.product-order [name="ProductVariantId"]')).toHaveValue('50021');
  await expect(square(301)).toHaveCSS('background-color', 'rgb(0, 255, 0)');
  await expect(square(309)).toHaveCSS('background-image', 'linear-gradient(135deg, rgb(0, 0, 255), rgb(255, 255, 0))');
  // The hostile code drew nothing: the red square is as it was, nothing was asked of another site.
  expect(await background(303)).toBe(red);
  expect(outside).toEqual([]);
});

test('an order form’s data-origin is sent as ItemOrigin, and the cart line added carries it (shop §7)', async ({
  page,
}) => {
  // A theme's order form on a wishlist's product, marked as such (the widget's `origin` option).
  await rewritePage(page, `**${text.fr.jersey}`, (html) =>
    html.replace('data-widget="product-variants add-to-cart"', '$& data-origin="Wishlist"'),
  );
  await openShopPage(page, text.fr.jersey);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/catalog/products/addtocart'));
  await page.getByRole('button', { name: text.fr.add }).click();
  expect((await sent).postDataJSON()).toMatchObject({ ProductVariantId: 50001, Quantity: 1, ItemOrigin: 'Wishlist' });
  await expect(page.getByRole('alertdialog')).toBeVisible();
  const pushed = await page.evaluate(() =>
    (window.dataLayer as { event?: string; ecommerce?: Record<string, unknown> }[]).find(
      (entry) => entry.event === 'addToCart',
    ),
  );
  expect(pushed?.ecommerce).toMatchObject({ ItemKey: 'AV-JER-1001-XS-BLK', ItemOrigin: 'Wishlist' });
});

test('gallery zoom: hovering the main photo zooms it from 992 px wide, not at 991', async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 900 });
  await openShopPage(page, text.fr.jersey);
  const figure = page.locator('.product-gallery__main');
  await expect(figure).toHaveClass(/rt-zoomable/);
  const photo = figure.locator('img');
  // The pointer moves over the photo: the move is handled before Playwright's move returns.
  await photo.hover({ position: { x: 40, y: 40 } });
  await photo.hover({ position: { x: 60, y: 60 } });
  expect(await figure.getAttribute('class')).not.toMatch(/is-zoomed/);
  await page.mouse.move(0, 0);

  await page.setViewportSize({ width: 992, height: 900 });
  await photo.hover({ position: { x: 40, y: 40 } });
  await photo.hover({ position: { x: 60, y: 60 } });
  await expect(figure).toHaveClass(/is-zoomed/);
  await expect(figure.locator('.rt-zoom')).toHaveCSS('background-image', /view=1/);
});

test('a variant answer without ProductGalleryHtml: the gallery comes from GET widget/catalog/ProductPhotosGallery', async ({
  page,
}) => {
  // A helmet: its gallery (with a 360° view) is left out of the variant answer by the reference CMS.
  await openShopPage(page, '/nl/catalog/product/1020/x');
  const galleries: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widget/catalog/')) galleries.push(new URL(request.url()));
  });
  const answer = page.waitForResponse((response) => response.url().includes('/productvariants?'));
  await page.locator('[name="VariantValueId1"]').selectOption('203');
  expect(
    ((await (await answer).json()) as { ProductVariantViewModel: Record<string, unknown> }).ProductVariantViewModel,
  ).toMatchObject({ ProductGalleryHtml: null });
  const variantId = await page.locator('.product-order [name="ProductVariantId"]').inputValue();
  expect(variantId).not.toBe('50242');
  const main = page.locator('[data-variant-html="ProductGalleryHtml"] .product-gallery__main img');
  await expect(main).toHaveAttribute('src', new RegExp(`variant=${variantId}`));
  // The new block is a working gallery: its 360° view mounted again.
  await expect(page.locator('.rt-spin__frame')).toHaveAttribute('src', new RegExp(`variant=${variantId}.*angle=`));
  expect(
    galleries
      .filter((url) => url.pathname.endsWith('/ProductPhotosGallery'))
      .map((url) => `${url.pathname}${url.search}`),
  ).toEqual([`/nl/widget/catalog/ProductPhotosGallery?productVariantId=${variantId}`]);
});
