/**
 * XSS in every JSON string field and every string resource (issue 19 "Hostile input"). The visitor asks the
 * reference CMS for hostile answers (fixtures/hostile.ts: every string of every JSON answer, the string resources
 * included, carries an XSS payload; URL fields are `javascript:` addresses), then uses the pages that call the JSON
 * endpoints of both specs' §7 like a shopper, in fr or nl. Nothing runs: no `.xss-probe` element anywhere in the
 * document (dialogs and toasts included), `window.__xss` unset, no CSP violation (support.ts fails the test on one),
 * no navigation off the site or to `javascript:`; and the payload shows as text where the page shows that field.
 */
import type { Locator, Page } from '@playwright/test';
import { XSS_PROBE_CLASS } from '../../fixtures/hostile.ts';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { openGuestCheckout } from './checkout-support.ts';
import { CULTURES, expect, fillCart, neutralTest, openShopPage, signIn, test } from './support.ts';

/** The payload's probe as text: what a field shows when it was rendered as text. */
const PROBE_TEXT = `<i class="${XSS_PROBE_CLASS}"></i>`;

const text = {
  fr: {
    size: 'Taille',
    postal: 'Code postal ou commune',
    customer: 'Client (e-mail)',
    reference: 'Retrouver un article par ma référence',
    change: 'Changer l’adresse de livraison de AV-026480',
    street: 'Rue',
    number: 'Numéro',
    postalCode: 'Code postal',
    city: 'Localité',
    place: 'Code postal ou adresse',
    search: 'Rechercher',
  },
  nl: {
    size: 'Maat',
    postal: 'Postcode of gemeente',
    customer: 'Klant (e-mail)',
    reference: 'Een artikel zoeken op mijn referentie',
    change: 'Leveringsadres van AV-026480 wijzigen',
    street: 'Straat',
    number: 'Huisnummer',
    postalCode: 'Postcode',
    city: 'Gemeente',
    place: 'Postcode of adres',
    search: 'Zoeken',
  },
};

/** Every answer of this visitor's JSON calls is hostile from now on; navigations are recorded. */
async function hostile(page: Page): Promise<string[]> {
  const response = await page.request.post('/__test/hostile', { data: { on: true } });
  expect(response.ok()).toBe(true);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

/** Nothing of the payload ran or was parsed as markup, and the page never left the site. */
async function expectNothingRan(page: Page, visited: string[]): Promise<void> {
  expect(await page.locator(`.${XSS_PROBE_CLASS}`).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  const origin = new URL(page.url()).origin;
  expect(visited.filter((url) => new URL(url).origin !== origin)).toEqual([]);
}

/** The field shows the payload as text. */
const expectPayloadText = (locator: Locator) => expect(locator).toContainText(PROBE_TEXT);

const toasts = (page: Page) => page.locator('.rt-toasts');

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  test.describe(`hostile JSON answers (${culture})`, () => {
    neutralTest(
      culture,
      'search suggestions, product variants, add to cart, the cart summary, the wishlist dialog',
      async ({ page }) => {
        const visited = await hostile(page);
        await openShopPage(page, `/${culture}/`);
        // Search suggestions: the names as text; a javascript: ProductUrl is refused and said so.
        const box = page.locator('#site-search-q');
        await box.fill(culture === 'fr' ? 'casque' : 'helm');
        const options = page.locator('.rt-combobox__list [role=option]');
        await expectPayloadText(options.first());
        await box.press('ArrowDown');
        await box.press('Enter');
        await expectPayloadText(toasts(page));
        expect(new URL(page.url()).pathname).toBe(`/${culture}/`);
        await expectNothingRan(page, visited);

        // Product variants: the SKU as text; add to cart: the confirmation's texts, the cart summary's amounts.
        await openShopPage(page, `/${culture}/catalog/product/1001/p`);
        await page.getByLabel(l.size).selectOption('106');
        await expectPayloadText(page.locator('[data-variant-field="SKU"]'));
        await page.locator('.product-order [type=submit]').first().click();
        const confirmation = page.getByRole('alertdialog');
        await expectPayloadText(confirmation);
        await expectNothingRan(page, visited);
        await page.keyboard.press('Escape');
        await expect(confirmation).toBeHidden();
        await expect(page.locator('.site-header [data-cart-count]')).toHaveText('1');

        // The wishlist dialog: membership (string resource), then the add answer's Message in a toast.
        await page.locator('.product-order [data-widget="wishlist-button"]:not([data-kind])').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('form[data-widget-mounted~="wishlist-add"]')).toBeVisible();
        await expectPayloadText(dialog.locator('[data-wishlist-membership]'));
        await dialog.locator('form[data-widget-mounted~="wishlist-add"] [type=submit]').first().click();
        await expectPayloadText(toasts(page));
        await expectNothingRan(page, visited);
      },
    );

    neutralTest(culture, 'cart: coupons, currency, postal code typeahead', async ({ page }) => {
      await fillCart(page, [[50001, 1]]);
      const visited = await hostile(page);
      await openShopPage(page, `/${culture}/shoppingcarts`);
      await page.locator('[name="CouponCode"]').fill('NOPE');
      await page.locator('[data-coupon-apply]').click();
      const refused = page.getByRole('alertdialog');
      await expectPayloadText(refused);
      await expectNothingRan(page, visited);
      await page.keyboard.press('Escape');
      await expect(refused).toBeHidden();

      await page.locator('#currency-switch').selectOption('CHF');
      const warning = page.getByRole('alertdialog');
      await expectPayloadText(warning);
      await warning.getByRole('button', { name: strings['Core.Cancel'] }).click();
      await expect(warning).toBeHidden();
      await expect(page.locator('#currency-switch')).toHaveValue('EUR');

      const postal = page.getByRole('combobox', { name: l.postal });
      await postal.pressSequentially('1000');
      const towns = page.locator('.rt-combobox__list [role=option]');
      await expectPayloadText(towns.first());
      await expectNothingRan(page, visited);
    });

    neutralTest(culture, 'checkout: the VAT check and the pickup points', async ({ page }) => {
      test.slow(); // The pickup dialog draws a WebGL map in software on a shared machine.
      const visited = await hostile(page);
      await openGuestCheckout(page, culture);
      await page.locator('#ShippingMethodId-5').check();
      const dialog = page.getByRole('dialog');
      // The dialog's page, then the carrier's search: two answers before the list (a busy machine needs the time).
      await expect(dialog.locator('.pickup-point').first()).toContainText(PROBE_TEXT, { timeout: 15_000 });
      await expectNothingRan(page, visited);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.locator('#AccountType-Company').check();
      const checked = page.waitForResponse((response) => response.url().includes('/checkisvatvalid'));
      await page.locator('#BillingVAT').fill('BE 0999.999.999');
      await page.locator('#BillingVAT').press('Tab');
      await checked;
      await expectPayloadText(page.locator('[data-vat-group]'));
      await expectNothingRan(page, visited);
    });

    neutralTest(culture, 'account: customer references, prepaid accounts', async ({ page }) => {
      await signIn(page, culture, 'pro@ateliervelo.be');
      const visited = await hostile(page);
      await openShopPage(page, `/${culture}/account`);
      const search = page.getByRole('combobox', { name: l.reference });
      await search.fill('atl-ca');
      const option = page.locator('.rt-combobox__list [role=option]');
      await expectPayloadText(option.first());
      await search.press('ArrowDown');
      await search.press('Enter');
      await expectPayloadText(toasts(page));
      expect(new URL(page.url()).pathname).toBe(`/${culture}/account`);
      await expectNothingRan(page, visited);

      await openShopPage(page, `/${culture}/account/prepaidaccounts`);
      const card = page.locator('[data-widget~="prepaid-add"]').first();
      await card.locator('input[name="Quantity"]').fill('20');
      await card.locator('[type=submit]').click();
      await expectPayloadText(toasts(page));
      expect(new URL(page.url()).pathname).toBe(`/${culture}/account/prepaidaccounts`);
      await page.locator('[data-widget~="prepaid-notification"] input[type=checkbox]').first().click();
      await expectPayloadText(page.locator('[data-widget~="prepaid-notification"]').first());
      await expectNothingRan(page, visited);
    });

    neutralTest(culture, 'staff: the customer picker; documents: the folder tree', async ({ page }) => {
      await signIn(page, culture, 'staff@ateliervelo.be');
      const visited = await hostile(page);
      await openShopPage(page, `/${culture}/account`);
      const input = page.getByRole('combobox', { name: l.customer });
      await input.pressSequentially('lu');
      const customers = page.getByRole('listbox').getByRole('option');
      await expectPayloadText(customers.first());
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expectPayloadText(page.locator('[data-customer-picker-status]'));
      await expectNothingRan(page, visited);

      await openShopPage(page, `/${culture}/documents`);
      await expectPayloadText(page.locator('[role=treeitem]').first());
      await expectNothingRan(page, visited);
    });

    neutralTest(
      culture,
      'orders: the delivery address change; uploads: the upload answer; stores: the geocoded place',
      async ({ page }) => {
        await signIn(page, culture);
        const visited = await hostile(page);
        await openShopPage(page, `/${culture}/account/orders`);
        await page.getByRole('button', { name: l.change }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(l.street).fill('Rue Haute');
        await dialog.getByLabel(l.number).fill('12');
        await dialog.getByLabel(l.postalCode).fill('1000');
        await dialog.getByLabel(l.city).fill('Bruxelles');
        await dialog.getByLabel(l.city).press('Enter');
        await expectPayloadText(page.locator('.rt-toast--success'));
        await expectNothingRan(page, visited);

        await openShopPage(page, `/${culture}/account/uploads`);
        const invoice = page.locator('[data-unique-id="invoice"]');
        await invoice.locator('input[type=file]').setInputFiles({
          name: 'facture.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
        });
        await expectPayloadText(invoice.locator('.asset-name'));
        await expectNothingRan(page, visited);

        await openShopPage(page, `/${culture}/stores`);
        await page.getByLabel(l.place).fill('1000');
        await page.locator('.location-form').getByRole('button', { name: l.search, exact: true }).click();
        await expectPayloadText(page.locator('[data-store-status]'));
        await expectNothingRan(page, visited);
      },
    );
  });
}
