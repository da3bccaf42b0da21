/**
 * Helpers of the checkout's browser tests: a guest's checkout, telling that the checkout page was loaded again, the
 * orders the page sends.
 */
import { expect, type Page } from '@playwright/test';
import { fillCart, openShopPage } from './support.ts';

/** The checkout of a guest in Brussels, with a cart. */
export async function openGuestCheckout(page: Page, culture: string): Promise<void> {
  await fillCart(page, [[50001, 1]]);
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
