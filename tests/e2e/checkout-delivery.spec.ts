/**
 * The checkout's delivery part in fr or nl (shop spec §2, §4, §5, §7, §9): shipping methods with info popovers,
 * the delivery country (shoppingcarts/country with ShippingCountryId and BillingCountryId), the postal code
 * typeahead from 4 characters and shoppingcarts/city, the method call, and the pickup-method hook.
 */
import type { Page, Request } from '@playwright/test';
import {
  CULTURES,
  expect,
  expectAccessible,
  fillCart,
  injectFault,
  neutralTest,
  openShopPage,
  test,
  typeTownLookup,
} from './support.ts';
import { markForm, reloaded } from './checkout-support.ts';

const text = {
  fr: {
    postal: 'Code postal ou commune de livraison',
    home: 'bpost, à domicile',
    workshop: 'Retrait à l’atelier (Bruxelles)',
    relay: 'Point relais Mondial Relay',
    country: 'Pays de livraison',
  },
  nl: {
    postal: 'Postcode of gemeente van levering',
    home: 'bpost, aan huis',
    workshop: 'Afhalen in het atelier (Brussel)',
    relay: 'Mondial Relay-afhaalpunt',
    country: 'Land van levering',
  },
};

/** Records the bodies of POSTs to {app}/api/v1/shoppingcarts/{path}. */
function cartPosts(page: Page, path: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1/shoppingcarts/${path}`) {
      bodies.push(request.postData() ?? '');
    }
  });
  return bodies;
}

for (const culture of CULTURES) {
  const l = text[culture];

  test.describe(`checkout delivery (${culture})`, () => {
    neutralTest(
      culture,
      'method info popovers open on hover and focus, below or above by the room left',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await page.setViewportSize({ width: 1280, height: 1600 });
        await openShopPage(page, `/${culture}/checkout`);
        const info = page.locator('.shipping-info').filter({ hasText: l.home });
        await info.hover();
        const popover = page.getByRole('dialog', { name: l.home });
        await expect(popover).toBeVisible();
        await expect(popover).toHaveAttribute('data-placement', /^bottom/);
        await expectAccessible(page);
        await page.mouse.move(0, 0);
        await expect(popover).toBeHidden();
        const box = (await info.boundingBox())!;
        await page.setViewportSize({ width: 1280, height: Math.ceil(box.y + box.height + 30) });
        await info.focus();
        await page.keyboard.press('Enter');
        await expect(popover).toBeVisible();
        await expect(popover).toHaveAttribute('data-placement', /^top/);
        await page.keyboard.press('Escape');
        await expect(popover).toBeHidden();
      },
    );

    neutralTest(
      culture,
      'a method is sent and the page reloads with its cost; a pickup method is announced first',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/checkout`);
        const methods = cartPosts(page, 'shippingmethods');
        await markForm(page);
        await page.locator('#ShippingMethodId-1').check();
        await reloaded(page);
        expect(methods).toEqual(['{"ShippingMethodId":1}']);
        await expect(page.locator('#ShippingMethodId-1')).toBeChecked();

        // To France: the pickup method carries its carrier. A listener (the pickup-point search) takes it over.
        await markForm(page);
        await page.getByLabel(l.country).selectOption({ label: culture === 'fr' ? 'France' : 'Frankrijk' });
        await reloaded(page);
        await page.evaluate(() => {
          const form = document.querySelector('form.checkout');
          form?.addEventListener('checkout:pickup-method', (event) => {
            (window as unknown as { pickup: unknown }).pickup = (event as CustomEvent).detail;
            event.preventDefault();
          });
        });
        await page.locator('#ShippingMethodId-4').check();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { pickup?: unknown }).pickup))
          .toEqual({ shippingMethodId: '4', carrier: 'mondialrelay', countryId: '73' });
        // Taken over: nothing was sent for it; the next method's call is the next one sent.
        await markForm(page);
        await page.locator('#ShippingMethodId-3').check();
        await reloaded(page);
        expect(methods).toEqual(['{"ShippingMethodId":1}', '{"ShippingMethodId":3}']);
      },
    );

    neutralTest(
      culture,
      'the delivery country is sent with the billing country and reloads; typed values are kept',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/checkout`);
        const countries = cartPosts(page, 'country');
        await page.locator('#BillingStreet1').fill('Rue Haute');
        await markForm(page);
        await page.getByLabel(l.country).selectOption({ value: '125' });
        await reloaded(page);
        expect(countries).toEqual(['{"ShippingCountryId":125,"BillingCountryId":21}']);
        await expect(page.getByLabel(l.country)).toHaveValue('125');
        await expect(page.locator('#BillingStreet1')).toHaveValue('Rue Haute');
        await expect(page.locator('[data-shipping-postal-code]')).toHaveAttribute('data-country-id', '125');
      },
    );

    neutralTest(
      culture,
      'postal code typeahead from 4 characters; choosing a town sends it and reloads',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/checkout`);
        const cities = cartPosts(page, 'city');
        const postal = page.getByRole('combobox', { name: l.postal });
        await typeTownLookup(page, postal);
        await expectAccessible(page, 'form.checkout');
        await postal.press('ArrowDown');
        await markForm(page);
        await postal.press('Enter');
        await reloaded(page);
        expect(cities).toHaveLength(1);
        expect(JSON.parse(cities[0]!)).toEqual({ CityId: expect.any(Number) });
        // The reloaded page's input is a combobox again (an id'd element keeps what its widget set after the swap).
        await expect(page.getByRole('combobox', { name: l.postal })).toHaveValue(/^1000 (Bruxelles|Brussel)$/);
        await expect(page.locator('#SameAddressForShipping')).toHaveAttribute('aria-expanded', 'false');
      },
    );

    neutralTest(culture, 'a failing delivery call is told; the page stays as it was', async ({ page }) => {
      await fillCart(page, [[50001, 1]]);
      await openShopPage(page, `/${culture}/checkout`);
      await injectFault(page, { match: 'api/v1/shoppingcarts/shippingmethods', fault: '500' });
      await markForm(page);
      await page.locator('#ShippingMethodId-1').check();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('form.checkout[data-test-mark]')).toHaveCount(1);
    });
  });
}
