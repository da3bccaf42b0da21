/** Helpers of the checkout's browser tests: telling that the checkout page was loaded again. */
import { expect, type Page } from '@playwright/test';

/** Marks the current checkout form: a reload replaces it with an unmarked one. */
export async function markForm(page: Page): Promise<void> {
  await page.locator('form.checkout').evaluate((form) => form.setAttribute('data-test-mark', ''));
}

/** The checkout was loaded again: an unmarked form, its widget mounted. */
export const reloaded = (page: Page) =>
  expect(page.locator('form.checkout:not([data-test-mark])[data-widget-mounted]')).toHaveCount(1);
