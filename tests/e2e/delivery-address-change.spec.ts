/**
 * The change-delivery-address dialog (runtime spec §2, §4, §7, §8; shop spec §2) in fr or nl: the form in a
 * dialog, validated, serialized and posted; a success message closes it, disables the button and shows the sent
 * notice; an error message closes it with an error toast; a failed call shows the unknown-errors message and keeps
 * the form as typed.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CULTURES, expect, expectAccessible, injectFault, neutralTest, openShopPage, signIn, test } from './support.ts';
import { DELIVERY_TEXT, deliveryDialog, fillDeliveryAddress } from './delivery-address-support.ts';

for (const culture of CULTURES) {
  const l = DELIVERY_TEXT[culture];
  const strings = STRING_RESOURCES[culture];

  const openDialog = async (page: Page) => {
    const button = page.getByRole('button', { name: l.button });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = deliveryDialog(page, culture);
    await expect(dialog.getByLabel(l.street)).toBeVisible();
    return dialog;
  };

  test.describe(`change of delivery address (${culture})`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, culture);
      await openShopPage(page, `/${culture}/account/orders`);
    });

    neutralTest(
      culture,
      'sent: the dialog closes, a notice, the button disabled with the sent text',
      async ({ page }) => {
        const dialog = await openDialog(page);
        await expectAccessible(page);
        // Validation first: nothing is sent while a required field is empty.
        await dialog.getByRole('button', { name: l.send }).click();
        await expect(dialog.getByLabel(l.street)).toHaveAttribute('aria-invalid', 'true');
        await fillDeliveryAddress(page, culture, '1000');
        const posted = page.waitForRequest(
          (request) => request.method() === 'POST' && request.url().includes('ChangeDeliveryAddressRequest'),
        );
        await dialog.getByLabel(l.city).press('Enter');
        const body = new URLSearchParams((await posted).postData() ?? '');
        expect(body.get('OrderNumber')).toBe('AV-026480');
        expect(body.get('Street1')).toBe('Rue Haute');
        expect(body.get('PostalCode')).toBe('1000');
        expect((await posted).headers()['content-type']).toContain('application/x-www-form-urlencoded');
        await expect(dialog).toHaveCount(0);
        await expect(page.locator('.rt-toast--success')).toContainText(l.success);
        const sent = page.getByRole('button', { name: strings['Order.DeliveryAddressRequestSent'] });
        await expect(sent).toBeDisabled();
        await expect(page.getByRole('button', { name: l.button })).toHaveCount(0);
        // The CMS remembers it.
        await openShopPage(page, `/${culture}/account/orders`);
        await expect(page.getByRole('button', { name: strings['Order.DeliveryAddressRequestSent'] })).toBeDisabled();
      },
    );

    neutralTest(
      culture,
      'an error message: the dialog closes with an error toast; the button stays',
      async ({ page }) => {
        const dialog = await openDialog(page);
        await fillDeliveryAddress(page, culture, '9999');
        await dialog.getByRole('button', { name: l.send }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.locator('.rt-toast--error')).toContainText(l.notServed);
        await expect(page.getByRole('button', { name: l.button })).toBeEnabled();
      },
    );

    neutralTest(culture, 'a failed call: the unknown-errors message, the form kept as typed', async ({ page }) => {
      const dialog = await openDialog(page);
      await fillDeliveryAddress(page, culture, '1000');
      await injectFault(page, { match: 'ChangeDeliveryAddressRequest', fault: '500', method: 'POST' });
      await dialog.getByRole('button', { name: l.send }).click();
      const error = page.getByRole('alertdialog');
      await expect(error).toContainText(strings['Manager.UnknowsErrors']!);
      await expectAccessible(page);
      await error.getByRole('button', { name: strings['Core.Close'] }).last().click();
      await expect(error).toHaveCount(0);
      await expect(dialog.getByLabel(l.street)).toHaveValue('Rue Haute');
      await expect(dialog.getByRole('button', { name: l.send })).not.toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: l.button })).toBeEnabled();
    });
  });
}
