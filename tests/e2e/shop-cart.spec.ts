/**
 * Cart page and cart widget in fr or nl: quantity (with the server's own correction), delete, clear, shipping
 * country without a double refresh, shipping method, postal code typeahead, coupons; counters in step.
 */
import type { Page } from '@playwright/test';
import { methodsFor } from '../../fixtures/data/cart.ts';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  changeCartLine,
  expect,
  expectAccessible,
  fillCart,
  injectFault,
  neutralTest,
  openShopPage,
  test,
  signIn,
  typeTownLookup,
  installFakeClock,
} from './support.ts';

const text = {
  fr: { jacket: 'Veste imperméable Nimbus', country: 'Pays de livraison', postal: 'Code postal ou commune' },
  nl: { jacket: 'Regenjas Nimbus', country: 'Land van levering', postal: 'Postcode of gemeente' },
};

const cartCount = (page: Page) => page.locator('.site-header [data-cart-count]');
const line = (page: Page, index: number) => page.locator('.cart-line').nth(index);

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  test.describe(`cart page (${culture})`, () => {
    neutralTest(
      culture,
      'quantity changes reach the server, the counters and the open item list; the server may correct',
      async ({ page }) => {
        // Jacket 50152 (at most 5) and six bottles 50281 (by 6).
        await fillCart(page, [
          [50152, 1],
          [50281, 6],
        ]);
        await openShopPage(page, `/${culture}/shoppingcarts`);
        await expect(cartCount(page)).toHaveText('7');

        const puts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'PUT') puts.push(request.postData() ?? '');
        });
        // The cart's content comes back from the server with the new line total.
        await changeCartLine(line(page, 1).locator('.cart-line__total'), async () => {
          await line(page, 1).getByRole('button', { name: strings['Catalog.IncreaseQuantity'] }).click();
          await expect(cartCount(page)).toHaveText('13');
          await expect(line(page, 1).locator('[data-cart-item-quantity]')).toHaveValue('12');
        });
        expect(puts).toEqual(['{"Quantity":12}']);

        // The item list, once open, follows the changes (typing does not close it; a click elsewhere would).
        await page.locator('[data-cart-items-toggle]').click();
        await expect(page.locator('#mini-cart')).toContainText('12 ×');
        // The page knew no maximum (a stale page): the server keeps 5 and says so.
        const jacket = line(page, 0).locator('[data-cart-item-quantity]');
        await jacket.evaluate((input) => input.removeAttribute('max'));
        await jacket.fill('9');
        await jacket.press('Tab');
        await expect(page.getByRole('status').filter({ hasText: l.jacket })).toContainText('5');
        await expect(line(page, 0).locator('[data-cart-item-quantity]')).toHaveValue('5');
        await expect(cartCount(page)).toHaveText('17');
        await expect(page.locator('#mini-cart')).toContainText('5 ×');
        await expectAccessible(page, '.cart-page');
      },
    );

    neutralTest(culture, 'at the small breakpoint the lines are touch-friendly cards', async ({ page }) => {
      await fillCart(page, [[50001, 1]]);
      await page.setViewportSize({ width: 390, height: 844 });
      await openShopPage(page, `/${culture}/shoppingcarts`);
      const cartLine = line(page, 0);
      for (const target of [
        cartLine.getByRole('button', { name: strings['Catalog.IncreaseQuantity'] }),
        cartLine.locator('[data-cart-item-quantity]'),
        cartLine.locator('[data-cart-item-delete]'),
      ]) {
        const box = await target.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      // One card per line: the photo beside the name, the quantity and total below.
      const photo = await cartLine.locator('.cart-line__photo').boundingBox();
      const quantity = await cartLine.locator('.cart-line__quantity').boundingBox();
      expect((quantity?.y ?? 0) > (photo?.y ?? 0)).toBe(true);
      await expectAccessible(page, '.cart-page');
    });

    neutralTest(culture, 'delete a line, then clear the cart after confirming', async ({ page }) => {
      await fillCart(page, [
        [50152, 1],
        [50001, 2],
      ]);
      await openShopPage(page, `/${culture}/shoppingcarts`);
      // The CMS answers the deletion with NoContent() and the clearing with an empty Ok(): both are successes.
      const isCartWrite = (path: RegExp) => (response: import('@playwright/test').Response) =>
        response.request().method() === 'DELETE' && path.test(new URL(response.url()).pathname);
      const deleted = page.waitForResponse(isCartWrite(/^\/api\/v1\/shoppingcarts\/shoppingcartitems\/\d+$/));
      await line(page, 0).locator('[data-cart-item-delete]').click();
      expect((await deleted).status()).toBe(204);
      await expect(page.locator('.cart-line')).toHaveCount(1);
      await expect(cartCount(page)).toHaveText('2');
      await expect(page.getByRole('status').filter({ hasText: l.jacket })).toBeVisible();

      await page.locator('[data-cart-clear]').click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(strings['Cart.ConfirmClear']!);
      await expectAccessible(page, 'dialog');
      const cleared = page.waitForResponse(isCartWrite(/^\/api\/v1\/shoppingcarts$/));
      await confirm.getByRole('button', { name: strings['Cart.Clear'] }).click();
      expect((await cleared).status()).toBe(200);
      expect(await (await cleared).text()).toBe('');
      await expect(page.locator('.cart-line')).toHaveCount(0);
      await expect(cartCount(page)).toHaveText('0');
    });

    neutralTest(
      culture,
      'shipping country refreshes once, the method follows, the postal code typeahead chooses a town',
      async ({ page }) => {
        await installFakeClock(page);
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/shoppingcarts`);
        // The default image size (shop spec §9): the line's photo is drawn 80 × 80 on a wide screen.
        const photo = await line(page, 0).locator('.cart-line__photo').boundingBox();
        expect([photo?.width, photo?.height]).toEqual([80, 80]);
        await page.evaluate(() => {
          const tracked = window as unknown as { countryEvents: unknown[] };
          tracked.countryEvents = [];
          document.addEventListener('country:changed', (event) =>
            tracked.countryEvents.push((event as CustomEvent).detail),
          );
        });
        const isReload = (url: string, method: string) =>
          method === 'GET' && new URL(url).pathname === `/${culture}/shoppingcarts`;
        let reloads = 0;
        page.on('request', (request) => {
          if (isReload(request.url(), request.method())) reloads += 1;
        });
        // The event and the reload come from the same answer, in the same moment: a second reload (which would replace
        // the first) is on its way before any reload has its answer.
        const reloaded = page.waitForResponse((response) => isReload(response.url(), response.request().method()));
        await page.getByLabel(l.country).selectOption('NL');
        await reloaded;
        await expect(page.locator('input[name="ShippingMethodId"]')).toHaveCount(methodsFor('NL').length);
        await expect(page.locator('input[name="ShippingMethodId"]:checked')).toHaveCount(1);
        expect(reloads).toBe(1);
        expect(await page.evaluate(() => (window as unknown as { countryEvents: unknown[] }).countryEvents)).toEqual([
          { countryId: '150', userInitiated: true },
        ]);

        await page.getByLabel(l.country).selectOption('BE');
        await expect(page.locator('input[name="ShippingMethodId"]')).toHaveCount(methodsFor('BE').length);
        await page.locator('input[name="ShippingMethodId"][value="1"]').check();
        await expect(page.locator('[data-cart-total]')).toHaveText(/72,54/);

        const postal = page.getByRole('combobox', { name: l.postal });
        await typeTownLookup(page, postal);
        await expect(postal).toHaveAttribute('aria-expanded', 'true');
        await expectAccessible(page, '.cart-page');
        await postal.press('ArrowDown');
        await expect(page.locator('.rt-combobox__list').getByRole('option').first()).toHaveAttribute(
          'aria-selected',
          'true',
        );
        // The town is saved on the server (then the content reloads): only then does a reload find it.
        const saved = page.waitForResponse(
          (response) => response.url().includes('/shoppingcarts/city') && response.request().method() === 'POST',
        );
        await postal.press('Enter');
        await expect(page.getByRole('combobox', { name: l.postal })).toHaveValue(/^1000 Brussel|^1000 Bruxelles/);
        expect((await saved).ok()).toBe(true);
        await page.reload();
        await expect(page.getByRole('combobox', { name: l.postal })).toHaveValue(/^1000 /);
      },
    );

    neutralTest(
      culture,
      'coupons: empty does nothing, refused, accepted (Enter) and removed; a failing call says so',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/shoppingcarts`);
        let couponCalls = 0;
        page.on('request', (request) => {
          if (request.url().endsWith('/shoppingcarts/coupon')) couponCalls += 1;
        });
        const code = page.locator('[name="CouponCode"]');
        await page.locator('[data-coupon-remove]').click();
        await page.locator('[data-coupon-apply]').click();
        await expect(code).toBeFocused();
        expect(couponCalls).toBe(0);

        await code.fill('NOPE');
        await page.locator('[data-coupon-apply]').click();
        const refused = page.getByRole('alertdialog', { name: strings['Coupons.Title'] });
        await expect(refused).toContainText(strings['Coupons.NoCouponAvailable']!);
        // The answer to this one is in: the empty field had asked for nothing before it.
        expect(couponCalls).toBe(1);
        await expectAccessible(page, 'dialog');
        await refused.getByRole('button', { name: strings['Core.Close'] }).last().click();
        await expect(refused).toBeHidden();

        await page.locator('[name="CouponCode"]').fill('velo10');
        await page.locator('[name="CouponCode"]').press('Enter');
        await expect(page.getByRole('status').filter({ hasText: strings['Coupons.Valid']! })).toBeVisible();
        await expect(page.locator('.cart-totals')).toContainText('7,25');

        await injectFault(page, { match: '/api/v1/shoppingcarts/coupon', fault: '500' });
        await page.locator('[data-coupon-remove]').click();
        await expect(page.getByRole('alert').filter({ hasText: strings['Coupons.Error']! })).toBeVisible();
        await page.locator('[data-coupon-remove]').click();
        await expect(page.locator('.cart-totals')).not.toContainText('7,25');
      },
    );
  });
}

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  neutralTest(
    culture,
    'currency: a warning asks to cancel or force; OK reloads; another reason is an error',
    async ({ page }) => {
      await fillCart(page, [[50001, 1]]);
      await openShopPage(page, `/${culture}/shoppingcarts`);
      const currency = page.locator('#currency-switch');
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/currencyconverter/')) calls.push(new URL(request.url()).pathname);
      });
      await currency.selectOption('CHF');
      const warning = page.getByRole('alertdialog');
      await expect(warning).toContainText(strings['Currency.CartWillBeConverted']!);
      await expectAccessible(page, 'dialog');
      await warning.getByRole('button', { name: strings['Core.Cancel'] }).click();
      await expect(warning).toBeHidden();
      await expect(currency).toHaveValue('EUR');

      await currency.selectOption('CHF');
      await page.getByRole('alertdialog').getByRole('button', { name: strings['Currency.Force'] }).click();
      await expect(page.locator('[data-cart-total-currency]')).toContainText('CHF');
      await expect(page.locator('#currency-switch')).toHaveValue('CHF');
      expect(calls).toEqual([
        '/api/v1/currencyconverter/currency/changeto/CHF',
        '/api/v1/currencyconverter/currency/changeto/CHF',
        '/api/v1/currencyconverter/currency/changeto/CHF/true',
      ]);

      await page.locator('#currency-switch').selectOption('USD');
      const error = page.getByRole('alertdialog', { name: strings['Currency.NotAvailable'] });
      await expect(error).toContainText(strings['Currency.NotAvailable']!);
      await error.getByRole('button', { name: strings['Core.Close'] }).last().click();
      await expect(page.locator('#currency-switch')).toHaveValue('CHF');
    },
  );
}

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  neutralTest(
    culture,
    'coupon list: a signed-in customer sees their own code too; Use applies it',
    async ({ page }) => {
      await signIn(page, culture);
      await fillCart(page, [[50001, 1]]);
      await openShopPage(page, `/${culture}/shoppingcarts`);
      await page.locator('a[href$="/widget/couponcodes/list"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-coupon-use]')).toHaveCount(3);
      await expect(dialog).toContainText('PRO15');
      await expectAccessible(page, 'dialog');
      await dialog.getByRole('button', { name: `${strings['Coupons.Use']} PRO15` }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: strings['Coupons.Valid']! })).toBeVisible();
      await expect(page.locator('.cart-totals')).toContainText('10,88');
    },
  );
}

for (const culture of CULTURES) {
  const method = { fr: 'bpost, à domicile', nl: 'bpost, aan huis' }[culture];

  neutralTest(culture, 'shipping methods: info popover on hover, below or above by the room left', async ({ page }) => {
    await fillCart(page, [[50001, 1]]);
    await openShopPage(page, `/${culture}/shoppingcarts`);
    const info = page.locator('.shipping-info').filter({ hasText: method });
    // A tall window: room below the button.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await info.hover();
    const popover = page.getByRole('dialog', { name: method });
    await expect(popover).toBeVisible();
    await expect(popover).toHaveAttribute('data-placement', /^bottom/);
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await page.mouse.move(0, 0);
    await expect(popover).toBeHidden();
    // Near the bottom of the window there is no room below: it opens above. (The window is cut just below the
    // button: scrolling alone cannot bring it there when the page is short.)
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await info.boundingBox())!;
    await page.setViewportSize({ width: 1280, height: Math.ceil(box.y + box.height + 30) });
    await info.hover();
    await expect(popover).toBeVisible();
    await expect(popover).toHaveAttribute('data-placement', /^top/);
    // Keyboard users open it with Enter and close it with Escape.
    await page.mouse.move(0, 0);
    await expect(popover).toBeHidden();
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });
}

/** The header cart's amounts as each culture writes money (shop §3 Cart summary: AmountTaxInclHtml, AmountTaxExclHtml). */
const AMOUNTS = {
  fr: {
    none: '0,00 €',
    incl: '72,54 €',
    excl: '59,95 €',
    product: '/fr/catalog/product/1001/x',
    add: 'Ajouter au panier',
  },
  nl: {
    none: '€ 0,00',
    incl: '€ 72,54',
    excl: '€ 59,95',
    product: '/nl/catalog/product/1001/x',
    add: 'In winkelmandje',
  },
};

for (const culture of CULTURES) {
  const amounts = AMOUNTS[culture];
  // Both cultures: money as each culture writes it (0,00 € / € 0,00).

  test(`header cart (${culture}): the amounts incl. and excl. VAT follow the cart (AmountTaxInclHtml, AmountTaxExclHtml)`, async ({
    page,
  }) => {
    await openShopPage(page, amounts.product);
    const header = page.locator('.site-header .cart-summary');
    const incl = header.locator('[data-cart-amount="incl"]');
    const excl = header.locator('[data-cart-amount="excl"]');
    await header.locator('[data-cart-items-toggle]').click();
    await expect(incl).toBeVisible();
    await expect(incl).toHaveText(amounts.none);
    await expect(excl).toHaveText(amounts.none);
    await header.locator('[data-cart-items-toggle]').click();
    await expect(incl).toBeHidden();

    // Added from the page: the runtime asks the cart's figures again and writes them, as text.
    const summary = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/shoppingcarts');
    await page.getByRole('button', { name: amounts.add }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.press('Escape');
    await expect(cartCount(page)).toHaveText('1');
    await header.locator('[data-cart-items-toggle]').click();
    await expect(incl).toHaveText(amounts.incl);
    await expect(excl).toHaveText(amounts.excl);
    // The figures are the answer's HTML amounts, shown as their text.
    const answer = (await (await summary).json()) as Record<string, string>;
    const spaced = (html = '') => html.replace(/\s/g, ' ');
    expect(spaced(answer.AmountTaxInclHtml)).toBe(`<span class="amount">${amounts.incl}</span>`);
    expect(spaced(answer.AmountTaxExclHtml)).toBe(`<span class="amount">${amounts.excl}</span>`);
    await expectAccessible(page, '.cart-summary');
  });
}
