/**
 * Helpers of the checkout's browser tests (and of the fault matrix's checkout rows): a guest's checkout, the pickup
 * point screen, the address pickers and their dialog, telling that the checkout page was loaded again, the orders
 * the page sends.
 */
import { expect, type Page } from '@playwright/test';
import { fillCart, openShopPage, signIn, type Culture } from './support.ts';

/** The checkout of a guest in Brussels, with a cart. */
export async function openGuestCheckout(page: Page, culture: string): Promise<void> {
  await fillCart(page, [[50001, 1]]);
  await typeGuestAddress(page, culture);
}

/** The checkout opened (the cart filled before), a guest's billing address in Brussels typed. */
export async function typeGuestAddress(page: Page, culture: string): Promise<void> {
  await openShopPage(page, `/${culture}/checkout`);
  await page.locator('#BillingFirstName').fill('Anne');
  await page.locator('#BillingLastName').fill('Peeters');
  await page.locator('#BillingStreet1').fill('Rue Neuve');
  await page.locator('#BillingHouseNumber').fill('10');
  await page.locator('#BillingPostalCode').fill('1000');
  await page.locator('#BillingCity').fill('Bruxelles');
}

/** Marks the current checkout form: a reload replaces it with an unmarked one. */
export async function markForm(page: Page): Promise<void> {
  await page.locator('form.checkout').evaluate((form) => form.setAttribute('data-test-mark', ''));
}

/** The checkout was loaded again: an unmarked form, its widget mounted. */
export const reloaded = (page: Page) =>
  expect(page.locator('form.checkout:not([data-test-mark])[data-widget-mounted]')).toHaveCount(1);

/** The bodies of the place-order POSTs (the checkout form sent to {culture}/checkout), in order. */
export function placeOrderPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /^\/(fr|nl)\/checkout$/.test(new URL(request.url()).pathname)) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

/** The words of the pickup point screen that its tests and the fault matrix share. */
export const PICKUP_TEXT = {
  fr: {
    title: 'Choisir un point de retrait',
    select: 'Choisir ce point',
    address: 'Adresse, code postal ou localité',
    search: 'Rechercher',
    found: /^\d+ points? de retrait trouvés?\.$/,
  },
  nl: {
    title: 'Een afhaalpunt kiezen',
    select: 'Dit punt kiezen',
    address: 'Adres, postcode of gemeente',
    search: 'Zoeken',
    found: /^\d+ afhaalpunten? gevonden\.$/,
  },
};

/** The pickup point screen (a dialog). */
export const pickupDialog = (page: Page, culture: Culture) =>
  page.getByRole('dialog', { name: PICKUP_TEXT[culture].title });

/**
 * A guest's checkout in Brussels (the cart filled before) with bpost's pickup method chosen: the screen open with
 * the points found.
 */
export async function openPickupSearch(page: Page, culture: Culture): Promise<void> {
  await typeGuestAddress(page, culture);
  await page.locator('#ShippingMethodId-5').check();
  // The dialog draws its map (WebGL in software here) while it searches: the first list takes its time.
  await expect(pickupDialog(page, culture).locator('[data-pickup-status]')).toHaveText(PICKUP_TEXT[culture].found, {
    timeout: 20_000,
  });
}

/** The words of the checkout's address pickers and their dialog. */
export const ADDRESS_TEXT = {
  fr: {
    add: 'Ajouter une adresse',
    edit: 'Modifier',
    save: 'Enregistrer l’adresse',
    Both: 'la facturation et la livraison',
    Billing: 'la facturation',
    Shipping: 'la livraison',
  },
  nl: {
    add: 'Een adres toevoegen',
    edit: 'Wijzigen',
    save: 'Adres opslaan',
    Both: 'de facturatie en de levering',
    Billing: 'de facturatie',
    Shipping: 'de levering',
  },
};

export const billingPicker = (page: Page) => page.locator('[data-widget~="address-picker"][data-type="Billing"]');
export const shippingPicker = (page: Page) => page.locator('[data-widget~="address-picker"][data-type="Shipping"]');

/** Opens the checkout of the private demo customer with the other delivery address shown. */
export async function openCustomerCheckout(page: Page, culture: string): Promise<void> {
  await fillCart(page, [[50001, 1]]);
  await signIn(page, culture);
  await openShopPage(page, `/${culture}/checkout`);
  await page.locator('#SameAddressForShipping').uncheck();
}

/** Fills the open address dialog: the address type, a name and an address in Leuven; resolves with the dialog. */
export async function fillAddress(page: Page, culture: Culture, type: 'Both' | 'Billing' | 'Shipping', street: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('form.address-form')).toBeVisible();
  await dialog.getByLabel(ADDRESS_TEXT[culture][type], { exact: true }).check();
  await dialog.locator('#address-FirstName').fill('Noor');
  await dialog.locator('#address-LastName').fill('Janssens');
  await dialog.locator('#address-Street1').fill(street);
  await dialog.locator('#address-HouseNumber').fill('5');
  await dialog.locator('#address-PostalCode').fill('3000');
  await dialog.locator('#address-City').fill('Leuven');
  return dialog;
}
