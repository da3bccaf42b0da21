/**
 * One-step checkout in fr and nl (shop spec §2, §4, §5): from the cart to the placed order with the keyboard only
 * for a guest, a private and a business customer; validation before loading, the top of the page and the first
 * invalid field on an invalid submit; the Enter guard; one order however often the button is pressed.
 */
import type { Locator, Page } from '@playwright/test';
import {
  CULTURES,
  expect,
  expectAccessible,
  fillCart,
  injectFault,
  neutralTest,
  openShopPage,
  signIn,
  test,
} from './support.ts';
import { placeOrderPosts } from './checkout-support.ts';

const text = {
  fr: {
    checkout: 'Commander',
    place: 'Passer la commande',
    email: 'Adresse e-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    street: 'Rue',
    number: 'Numéro',
    postal: 'Code postal',
    city: 'Localité',
    thanks: 'Merci pour votre commande',
    required: 'Ce champ est requis.',
    postalRule: 'Le code postal ne contient que des chiffres (de 4 à 5).',
    streetLength: 'La rue compte au plus 100 caractères.',
  },
  nl: {
    checkout: 'Bestellen',
    place: 'Bestelling plaatsen',
    email: 'E-mailadres',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    street: 'Straat',
    number: 'Huisnummer',
    postal: 'Postcode',
    city: 'Gemeente',
    thanks: 'Bedankt voor uw bestelling',
    required: 'Dit veld is vereist.',
    postalRule: 'De postcode bevat alleen cijfers (4 tot 5).',
    streetLength: 'De straat telt hoogstens 100 tekens.',
  },
};

/** Presses Tab until `target` has focus (a keyboard user walking the page); fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** From the cart page to the checkout with the keyboard: the cart's "checkout" link, then Enter. */
async function checkoutFromCart(page: Page, culture: 'fr' | 'nl'): Promise<void> {
  await openShopPage(page, `/${culture}/shoppingcarts`);
  await tabTo(page, page.getByRole('link', { name: text[culture].checkout, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${culture}/checkout$`));
  await expect(page.locator('form.checkout[data-widget-mounted~="checkout"]')).toBeVisible();
}

/** Types into a field reached with Tab. */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(value);
}

for (const culture of CULTURES) {
  const l = text[culture];

  test.describe(`checkout (${culture})`, () => {
    // The keyboard journeys press Tab through the whole page, one key and one check at a time.
    test.slow();
    neutralTest(culture, 'a guest goes from the cart to the placed order with the keyboard only', async ({ page }) => {
      await fillCart(page, [
        [50152, 1],
        [50001, 2],
      ]);
      await checkoutFromCart(page, culture);
      const posts = placeOrderPosts(page);
      await typeInto(page, page.getByLabel(l.email), 'lea.martin@example.be');
      await typeInto(page, page.getByLabel(l.firstName, { exact: true }), 'Léa');
      await typeInto(page, page.getByLabel(l.lastName, { exact: true }), 'Martin');
      await typeInto(page, page.locator('#BillingStreet1'), 'Rue Haute');
      await typeInto(page, page.locator('#BillingHouseNumber'), '12');
      await typeInto(page, page.locator('#BillingPostalCode'), '1000');
      await typeInto(page, page.locator('#BillingCity'), 'Bruxelles');
      await tabTo(page, page.getByRole('button', { name: l.place }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
      await expect(page.locator('[data-order-number]')).toHaveText(/^AV-\d{6}$/);
      await expect(page.locator('.checkout-confirmation')).toContainText('lea.martin@example.be');
      expect(posts).toHaveLength(1);
      expect(posts[0]).toContain('BillingStreet1=Rue+Haute');
      expect(posts[0]).toContain('SameAddressForShipping=true');
      // The order emptied the cart.
      await expect(page.locator('.site-header [data-cart-count]')).toHaveText('0');
      await expectAccessible(page, 'main');
    });

    neutralTest(
      culture,
      'a private customer orders to their second address with the keyboard only',
      async ({ page }) => {
        await fillCart(page, [[50242, 1]]);
        await signIn(page, culture);
        await checkoutFromCart(page, culture);
        const posts = placeOrderPosts(page);
        // The default billing address is chosen; shipping goes to the other saved address.
        await expect(page.locator('input[name="ExistingBillingAddressId"]:checked')).toHaveValue('11');
        const same = page.locator('#SameAddressForShipping');
        await tabTo(page, same);
        await page.keyboard.press('Space');
        await expect(page.locator('[data-other-address]')).toBeVisible();
        await expect(same).toHaveAttribute('aria-expanded', 'true');
        const second = page.locator('input[name="ExistingShippingAddressId"][value="12"]');
        await tabTo(page, page.locator('input[name="ExistingShippingAddressId"]:checked'));
        await page.keyboard.press('ArrowDown');
        await expect(second).toBeChecked();
        await tabTo(page, page.getByRole('button', { name: l.place }));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
        await expect(page.locator('.checkout-confirmation')).toContainText('Kouter 7 3');
        await expect(page.locator('.checkout-confirmation')).toContainText('Rue des Tanneurs 58');
        expect(posts).toHaveLength(1);
        expect(posts[0]).toContain('ExistingShippingAddressId=12');
        expect(posts[0]).toContain('BillingFirstName=Camille');
      },
    );

    neutralTest(
      culture,
      'a business customer orders with their VAT number with the keyboard only',
      async ({ page }) => {
        await fillCart(page, [[50001, 3]]);
        await signIn(page, culture, 'pro@ateliervelo.be');
        await checkoutFromCart(page, culture);
        await expect(page.locator('#AccountType-Company')).toBeChecked();
        await expect(page.locator('#BillingVAT')).toHaveValue('BE0123456749');
        await tabTo(page, page.getByRole('button', { name: l.place }));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
        await expect(page.locator('.checkout-confirmation')).toContainText('BE0123456749');
      },
    );

    test('an invalid submit scrolls to the top, focuses the first invalid field and never shows loading', async ({
      page,
    }) => {
      await fillCart(page, [[50001, 1]]);
      await openShopPage(page, `/${culture}/checkout`);
      const posts = placeOrderPosts(page);
      await page.locator('#BillingFirstName').fill('Léa');
      await page.locator('#BillingStreet1').fill('x'.repeat(200));
      await page.locator('#BillingPostalCode').fill('10AB');
      const button = page.getByRole('button', { name: l.place });
      const invalid = page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            document.querySelector('form.checkout')?.addEventListener('form:invalid', () =>
              // What the button shows once the refusal is known: no loading at any point after it.
              resolve(document.querySelector('[data-place-order]')?.classList.contains('is-loading') ?? true),
            ),
          ),
      );
      await button.scrollIntoViewIfNeeded();
      await button.click();
      expect(await invalid).toBe(false);
      await expect(page.locator('#Email')).toBeFocused();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(l.required);
      await expect(page.locator('[data-valmsg-for="BillingStreet1"]')).toHaveText(l.streetLength);
      await expect(page.locator('[data-valmsg-for="BillingPostalCode"]')).toHaveText(l.postalRule);
      await expect(page.locator('.validation-summary-errors')).toBeVisible();
      await expect(button).not.toHaveClass(/is-loading/);
      // The typed values are kept.
      await expect(page.locator('#BillingFirstName')).toHaveValue('Léa');
      await expect(page.locator('#BillingPostalCode')).toHaveValue('10AB');
      expect(posts).toEqual([]);
      await expectAccessible(page, 'main');
    });

    neutralTest(culture, 'Enter in a guarded field does not send the form; the button does', async ({ page }) => {
      await fillCart(page, [[50001, 1]]);
      await openShopPage(page, `/${culture}/checkout`);
      await page.evaluate(() => {
        // On the window, in the capture phase: before validation holds the submit.
        (window as unknown as { submits: number }).submits = 0;
        window.addEventListener('submit', () => (window as unknown as { submits: number }).submits++, true);
      });
      const submits = () => page.evaluate(() => (window as unknown as { submits: number }).submits);
      for (const field of ['#Email', '#BillingStreet1', '#BillingVAT', '#ShippingPostalCode']) {
        await page.locator(field).focus();
        await page.keyboard.press('Enter');
      }
      // The later positive signal: the button's own submit is the first one the form hears.
      await page.getByRole('button', { name: l.place }).press('Enter');
      await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(l.required);
      expect(await submits()).toBe(1);
    });

    neutralTest(
      culture,
      'pressing the button twice places one order; a failed order leaves the form filled',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await signIn(page, culture);
        await openShopPage(page, `/${culture}/checkout`);
        const posts = placeOrderPosts(page);
        const button = page.getByRole('button', { name: l.place });
        // The server fails once: the error catalogue tells, the button is released, nothing is lost.
        await injectFault(page, { match: `/${culture}/checkout`, method: 'POST', fault: '500' });
        await button.click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expect(button).not.toHaveClass(/is-loading/);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page.locator('input[name="ExistingBillingAddressId"]:checked')).toHaveValue('11');
        // A slow answer: the second press while it is pending sends nothing more.
        await injectFault(page, { match: `/${culture}/checkout`, method: 'POST', fault: 'slow', delayMs: 4000 });
        await button.dblclick();
        await expect(button).toHaveClass(/is-loading/);
        // The block loader may already cover the button when the second click comes (at once under reduced motion,
        // after the 350 ms leaving animation otherwise): that click lands on it, and the focus leaves the button.
        // Playwright refuses to click an aria-disabled button; a keyboard user can still reach it and press it.
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thanks, { timeout: 15_000 });
        expect(posts).toHaveLength(2);
      },
    );
  });
}
