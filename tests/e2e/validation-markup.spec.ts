/**
 * The rules of a field's own markup in Chromium (issue 42), on the reference CMS's gift voucher page: a form with
 * one data-val field and hand-written fields (`type="number"` with min, max and step, `pattern` with its
 * data-msg-pattern, `minlength`) refuses their invalid values and is not sent; the messages come from the string
 * catalogue with their bounds in them. The page's newsletter form has no data-val field: the browser's own check
 * keeps it.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CULTURES, expect, openPage, test } from './support.ts';

const voucher = (page: Page, name: string) => page.locator(`.voucher-form [name="Voucher.${name}"]`);
const voucherMessage = (page: Page, name: string) => page.locator(`[data-valmsg-for="Voucher.${name}"]`);
const fill = (text: string, values: string[]) => text.replace(/\{(\d)\}/g, (_, i: string) => values[Number(i)] ?? '');

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  test.describe(`rules of the markup (${culture})`, () => {
    test('a hand-written field refuses an invalid value: messages from the catalogue, nothing sent', async ({
      page,
    }) => {
      await openPage(page, `/${culture}/forms/voucher`);
      await voucher(page, 'Email').fill('julie@ateliervelo.be');
      await voucher(page, 'Amount').fill('7');
      await voucher(page, 'Code').fill('bx1204');
      await voucher(page, 'Words').fill('abc');
      // Left first: the message it shows on leaving would otherwise move the button between press and release.
      await voucher(page, 'Words').press('Tab');
      await expect(voucherMessage(page, 'Words')).toHaveText(fill(strings['Validation.MinLengthOf']!, ['4']));
      await page.locator('.voucher-form button[type=submit]').click();
      // The submit's own effect: the first invalid field takes the focus.
      await expect(voucher(page, 'Amount')).toBeFocused();
      await expect(voucherMessage(page, 'Amount')).toHaveText(fill(strings['Validation.Min']!, ['10']));
      await expect(voucherMessage(page, 'Code')).toHaveText(/BX1204/);
      await expect(voucherMessage(page, 'Words')).toHaveText(fill(strings['Validation.MinLengthOf']!, ['4']));
      await expect(page.locator('.voucher-form')).toHaveAttribute('novalidate', '');
      // Above min but off the step (jquery-validation counts steps from 0): the step's message, with the step.
      await voucher(page, 'Amount').fill('12');
      await expect(voucherMessage(page, 'Amount')).toHaveText(fill(strings['Validation.Step']!, ['5']));
      await voucher(page, 'Amount').fill('15');
      await voucher(page, 'Code').fill('BX1204');
      await voucher(page, 'Words').fill('Bonne route !');
      await page.locator('.voucher-form button[type=submit]').click();
      await expect(page.locator('[data-field="Voucher.Amount"]')).toHaveText('15');
      await expect(page.locator('[data-field="Voucher.Code"]')).toHaveText('BX1204');
    });

    test('a form without data-val fields keeps the browser’s own check', async ({ page }) => {
      await openPage(page, `/${culture}/forms/voucher`);
      const email = page.locator('#Newsletter_Email');
      await email.focus();
      await page.locator('.newsletter-form button[type=submit]').click();
      await expect(page.locator('.newsletter-form')).not.toHaveAttribute('novalidate');
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await expect(email).not.toHaveAttribute('aria-invalid');
      await expect(page.locator('[data-field="Newsletter.Email"]')).toHaveCount(0);
      await email.fill('julie@ateliervelo.be');
      await page.locator('.newsletter-form button[type=submit]').click();
      await expect(page.locator('[data-field="Newsletter.Email"]')).toHaveText('julie@ateliervelo.be');
    });
  });
}

test('a number field holding text the browser rejects shows the number message, not the required one', async ({
  page,
}) => {
  await openPage(page, '/fr/forms/voucher');
  await voucher(page, 'Amount').focus();
  await page.keyboard.type('1e');
  expect(await voucher(page, 'Amount').evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
  await page.locator('.voucher-form button[type=submit]').click();
  await expect(voucherMessage(page, 'Amount')).toHaveText(STRING_RESOURCES.fr['Validation.Number']!);
});
