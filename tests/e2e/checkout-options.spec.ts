/**
 * Checkout, part 5 (shop spec §2, §3, §4, §7, §8) in fr or nl: the prepaid account choice writes the
 * PrepaidAccountId hidden value and says what it pays; the sales-tax country switch (PUT salestaxes/currentcountry)
 * reloads the checkout, or refetches only the cart's section on the cart page; the cart page's quantity changes and
 * deletions reach the dataLayer, and a broken tag manager never blocks the cart.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { markForm, reloaded } from './checkout-support.ts';
import {
  CULTURES,
  changeCartLine,
  expect,
  expectAccessible,
  fillCart,
  injectFault,
  neutralTest,
  openShopPage,
  signIn,
  test,
} from './support.ts';

const text = {
  fr: {
    none: 'Ne pas utiliser de compte prépayé',
    place: 'Passer la commande',
    thanks: 'Merci pour votre commande',
    salesTax: 'Prix avec la TVA de',
    covers: 'Le compte « Atelier 2026 » paie toute la commande (217,62 €).',
    partly: 'Le compte « Flotte de coursiers » paie 150,00 € ; il reste 67,62 € à payer.',
  },
  nl: {
    none: 'Geen prepaidrekening gebruiken',
    place: 'Bestelling plaatsen',
    thanks: 'Bedankt voor uw bestelling',
    salesTax: 'Prijzen met de btw van',
    covers: 'De rekening “Atelier 2026” betaalt de hele bestelling (€ 217,62).',
    partly: 'De rekening “Flotte de coursiers” betaalt € 150,00; er blijft € 67,62 te betalen.',
  },
};

// Three jerseys 50001 (59,95 € excl.; shipping free from 60 €): the total with the VAT of BE (21 %), FR (20 %), LU (17 %).
const TOTAL = { BE: '217,62', FR: '215,82', LU: '210,42' };

const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event));

for (const culture of CULTURES) {
  const l = text[culture];
  const strings = STRING_RESOURCES[culture];

  test.describe(`checkout options (${culture})`, () => {
    // Both cultures: what the account pays is money the widget writes in the culture's format.
    test('prepaid account: the choice writes PrepaidAccountId, says what it pays, survives a reload and is ordered', async ({
      page,
    }) => {
      await fillCart(page, [[50001, 3]]);
      await signIn(page, culture, 'pro@ateliervelo.be');
      await openShopPage(page, `/${culture}/checkout`);
      const hidden = page.locator('input[type="hidden"][name="PrepaidAccountId"]');
      const status = page.locator('[data-prepaid-status]');
      await expect(page.getByRole('radio', { name: l.none })).toBeChecked();
      await expect(hidden).toHaveValue('');
      await expect(status).toHaveText('');

      // The keyboard: into the group, then the arrows choose.
      await page.getByRole('radio', { name: l.none }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('#prepaid-301')).toBeChecked();
      await expect(hidden).toHaveValue('301');
      await expect(status).toHaveText(l.covers);
      await expect(status).toHaveAttribute('role', 'status');
      await expectAccessible(page, 'main');

      // The small account pays part of it. A delivery change reloads the page: the choice is still there.
      await page.keyboard.press('ArrowDown');
      await expect(hidden).toHaveValue('302');
      await expect(status).toHaveText(l.partly);
      await markForm(page);
      await page.locator('input[name="ShippingMethodId"][value="1"]').check();
      await reloaded(page);
      await expect(page.locator('#prepaid-302')).toBeChecked();
      await expect(hidden).toHaveValue('302');

      const posted = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/checkout'),
      );
      await page.getByRole('button', { name: l.place }).click();
      expect((await posted).postData()).toContain('PrepaidAccountId=302');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
      await expect(page.locator('[data-prepaid-paid]')).toContainText('Flotte de coursiers');
      await expect(page.locator('[data-rest-to-pay]')).toContainText('67,62');
    });

    neutralTest(
      culture,
      'a customer without prepaid accounts has the hidden value only; a forged account is refused',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await signIn(page, culture);
        await openShopPage(page, `/${culture}/checkout`);
        await expect(page.locator('[data-prepaid-choice]')).toHaveCount(0);
        const hidden = page.locator('input[type="hidden"][name="PrepaidAccountId"]');
        await expect(hidden).toHaveCount(1);
        await hidden.evaluate((input: HTMLInputElement) => (input.value = '301'));
        await page.getByRole('button', { name: l.place }).click();
        await expect(page.locator('.validation-summary-errors')).toContainText(
          culture === 'fr' ? 'n’est pas le vôtre' : 'is niet van u',
        );
      },
    );

    neutralTest(
      culture,
      'sales-tax country: sent with PUT, the checkout reloads with that VAT; a failure keeps the page as it was',
      async ({ page }) => {
        await fillCart(page, [[50001, 3]]);
        await openShopPage(page, `/${culture}/checkout`);
        const total = page.locator('[data-checkout-total]');
        await expect(total).toContainText(TOTAL.BE);
        const select = page.getByLabel(l.salesTax);

        await injectFault(page, { match: '/api/v1/salestaxes/currentcountry', fault: '500' });
        await select.selectOption('FR');
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(strings['Manager.UnknowsErrors']!);
        await dialog.getByRole('button', { name: strings['Core.Close'] }).last().click();
        await expect(dialog).toHaveCount(0);
        await expect(select).toHaveValue('BE');
        await expect(total).toContainText(TOTAL.BE);

        await markForm(page);
        const put = page.waitForRequest((request) => request.method() === 'PUT');
        await select.selectOption('FR');
        expect((await put).postDataJSON()).toEqual({ currentCountry: 'FR' });
        await reloaded(page);
        await expect(page.getByLabel(l.salesTax)).toHaveValue('FR');
        await expect(page.locator('[data-checkout-total]')).toContainText(TOTAL.FR);
      },
    );

    neutralTest(
      culture,
      'sales-tax country on the cart page: only the cart section is refetched; the header cart follows',
      async ({ page }) => {
        await fillCart(page, [[50001, 3]]);
        await openShopPage(page, `/${culture}/shoppingcarts`);
        await expect(page.locator('[data-cart-total]')).toContainText(TOTAL.BE);
        await page.locator('h1').evaluate((heading) => heading.setAttribute('data-test-mark', ''));
        const navigations: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'GET' && request.isNavigationRequest()) navigations.push(request.url());
        });
        await page.getByLabel(l.salesTax).selectOption('LU');
        await expect(page.locator('[data-cart-total]')).toContainText(TOTAL.LU);
        await expect(page.getByLabel(l.salesTax)).toHaveValue('LU');
        // The page around the section stayed: same heading element, no page load.
        await expect(page.locator('h1[data-test-mark]')).toHaveCount(1);
        expect(navigations).toEqual([]);
        await page.locator('[data-cart-items-toggle]').click();
        await expect(page.locator('#mini-cart')).toContainText(TOTAL.LU);
        await expectAccessible(page, '.cart-page');
      },
    );
  });

  test.describe(`checkout summary (${culture})`, () => {
    neutralTest(
      culture,
      'the product thumbnails: 3 in view, 2 at the large and small breakpoints, 3 at medium',
      async ({ page }) => {
        await fillCart(page, [
          [50001, 1],
          [50152, 1],
          [50242, 1],
          [50281, 6],
        ]);
        for (const [width, visible] of [
          [1300, 3],
          [1100, 2],
          [900, 3],
          [700, 2],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          await openShopPage(page, `/${culture}/checkout`);
          const gallery = page.locator('.checkout-gallery');
          await expect(gallery).toHaveAttribute('data-widget-mounted', /slider/);
          const inView = await gallery.evaluate((element) => {
            const track = element.querySelector('.glide__track')!.getBoundingClientRect();
            return Array.from(element.querySelectorAll('.glide__slide')).filter((slide) => {
              const box = slide.getBoundingClientRect();
              return box.left >= track.left - 1 && box.right <= track.right + 1;
            }).length;
          });
          expect(`${width}px: ${inView}`).toBe(`${width}px: ${visible}`);
        }
      },
    );
    neutralTest(
      culture,
      'a product thumbnail zooms: it opens the photo large in the lightbox, and Escape gives the focus back',
      async ({ page }) => {
        await fillCart(page, [
          [50001, 1],
          [50152, 1],
        ]);
        await openShopPage(page, `/${culture}/checkout`);
        const gallery = page.locator('.checkout-gallery');
        await expect(gallery).toHaveAttribute('data-widget-mounted', /slider/);
        const thumbnail = gallery.locator('.glide__slide a[data-lightbox]').first();
        const photo = await thumbnail.getAttribute('href');
        await thumbnail.focus();
        await page.keyboard.press('Enter');
        const viewer = page.getByRole('dialog', { name: culture === 'fr' ? 'Produits' : 'Producten' });
        await expect(viewer).toBeVisible();
        const large = viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
        await expect(large).toHaveAttribute('src', new URL(photo!, page.url()).href);
        await expect(page).toHaveURL(new RegExp(`/${culture}/checkout$`));
        // PhotoSwipe listens to keys once its opening has ended, the moment it takes the focus (opened from the
        // keyboard); a background at full opacity can come a frame before that.
        await expect(page.locator('.pswp')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(viewer).toHaveCount(0);
        await expect(thumbnail).toBeFocused();
      },
    );
  });

  test.describe(`cart analytics (${culture})`, () => {
    neutralTest(
      culture,
      'a quantity change pushes addToCart or removeFromCart with the line; a deletion removes them all',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/shoppingcarts`);
        const lineItem = page.locator('.cart-line').first();
        const name = (await lineItem.locator('[data-cart-item-name]').textContent())?.trim();
        const quantity = lineItem.locator('[data-cart-item-quantity]');
        // Each change is followed by the cart's content coming back (the header's counter answers first): the next
        // action waits for the new line total, so that it acts on the line as the server now has it.
        const total = page.locator('.cart-line__total').first();
        await changeCartLine(total, async () => {
          await quantity.fill('3');
          await quantity.press('Tab');
          await expect(page.locator('.site-header [data-cart-count]')).toHaveText('3');
        });
        const item = { ItemKey: 'AV-JER-1001-XS-BLK', name, price: 72.54, ItemOrigin: 'Catalog', currencyCode: 'EUR' };
        await expect.poll(() => dataLayer(page)).toEqual([{ event: 'addToCart', ecommerce: { ...item, quantity: 2 } }]);

        await changeCartLine(total, async () => {
          await lineItem.getByRole('button', { name: strings['Catalog.DecreaseQuantity'] }).click();
          await expect(page.locator('.site-header [data-cart-count]')).toHaveText('2');
        });
        await page.locator('.cart-line').first().locator('[data-cart-item-delete]').click();
        await expect(page.locator('.cart-line')).toHaveCount(0);
        await expect
          .poll(() => dataLayer(page))
          .toEqual([
            { event: 'addToCart', ecommerce: { ...item, quantity: 2 } },
            { event: 'removeFromCart', ecommerce: { ...item, quantity: 1 } },
            { event: 'removeFromCart', ecommerce: { ...item, quantity: 2 } },
          ]);
      },
    );

    neutralTest(
      culture,
      'a broken tag manager is a console warning; the cart goes on',
      async ({ page, consoleLines }) => {
        await fillCart(page, [[50001, 2]]);
        await openShopPage(page, `/${culture}/shoppingcarts`);
        await page.evaluate(() => {
          window.dataLayer = [];
          window.dataLayer.push = () => {
            throw new Error('tag manager down');
          };
        });
        await page.locator('.cart-line').first().locator('[data-cart-item-delete]').click();
        await expect(page.locator('.cart-line')).toHaveCount(0);
        await expect(page.locator('.site-header [data-cart-count]')).toHaveText('0');
        await expect
          .poll(() => consoleLines.some((line) => line.type === 'warning' && line.text.includes('tag manager down')))
          .toBe(true);
      },
    );
  });
}
