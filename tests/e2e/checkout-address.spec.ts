/**
 * The checkout's address pickers and the address popup in fr and nl (shop spec §2, §4 "Address popup", "Billing
 * picker", §7 DeliveryAddressPicker, §8): a new address is selected by its AddressType, an edit keeps the choice,
 * the billing picker fills the hidden billing fields, the button loads while sending, failures are a toast, and
 * missing markup is only a console warning.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CULTURES, expect, expectAccessible, injectFault, neutralTest, test } from './support.ts';
import { ADDRESS_TEXT, billingPicker, fillAddress, openCustomerCheckout, shippingPicker } from './checkout-support.ts';

const hidden = (page: Page, name: string) => page.locator(`[data-billing-fields] input[name="${name}"]`);

for (const culture of CULTURES) {
  const l = ADDRESS_TEXT[culture];

  test.describe(`checkout addresses (${culture})`, () => {
    // Sign-in, then up to three dialogs with their pickers' refreshes each: longer than a page test.
    test.slow();
    neutralTest(
      culture,
      'a new address is selected by its type in the pickers that list it; the billing one fills the hidden fields',
      async ({ page }) => {
        await openCustomerCheckout(page, culture);
        await expect(hidden(page, 'BillingStreet1')).toHaveValue('Rue des Tanneurs');

        // Billing only: chosen in the billing picker, not listed in the shipping one. Opened with the keyboard.
        const addBilling = billingPicker(page).getByRole('link', { name: l.add });
        await addBilling.focus();
        await page.keyboard.press('Enter');
        const dialog = await fillAddress(page, culture, 'Billing', 'Bondgenotenlaan');
        await expectAccessible(page, 'dialog');
        await dialog.locator('#address-City').press('Enter');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const chosenBilling = billingPicker(page).locator('input[type=radio]:checked');
        await expect(chosenBilling.locator('xpath=..')).toContainText('Bondgenotenlaan');
        await expect(chosenBilling).toBeFocused();
        await expect(hidden(page, 'BillingStreet1')).toHaveValue('Bondgenotenlaan');
        await expect(hidden(page, 'BillingCity')).toHaveValue('Leuven');
        await expect(shippingPicker(page)).not.toContainText('Bondgenotenlaan');
        await expect(shippingPicker(page).locator('input:checked')).toHaveValue('11');

        // Shipping only: chosen there; the billing choice stays.
        await shippingPicker(page).getByRole('link', { name: l.add }).click();
        await (
          await fillAddress(page, culture, 'Shipping', 'Naamsestraat')
        )
          .getByRole('button', { name: l.save })
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(shippingPicker(page).locator('input:checked').locator('xpath=..')).toContainText('Naamsestraat');
        await expect(billingPicker(page).locator('input:checked').locator('xpath=..')).toContainText('Bondgenotenlaan');

        // Both: chosen in both pickers.
        await billingPicker(page).getByRole('link', { name: l.add }).click();
        await (await fillAddress(page, culture, 'Both', 'Tiensestraat')).getByRole('button', { name: l.save }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(shippingPicker(page).locator('input:checked').locator('xpath=..')).toContainText('Tiensestraat');
        await expect(billingPicker(page).locator('input:checked').locator('xpath=..')).toContainText('Tiensestraat');
        await expect(hidden(page, 'BillingStreet1')).toHaveValue('Tiensestraat');
        await expectAccessible(page, 'form.checkout');
      },
    );

    neutralTest(
      culture,
      'an edit keeps the choice and shows the new text; the button loads while the answer is pending',
      async ({ page }) => {
        await openCustomerCheckout(page, culture);
        const picker = shippingPicker(page);
        await picker.locator('input[value="12"]').check();
        await picker
          .getByRole('link', { name: new RegExp(`^${l.edit}`) })
          .nth(1)
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('#address-Street1')).toHaveValue('Kouter');
        await dialog.locator('#address-Street1').fill('Veldstraat');
        await injectFault(page, { match: `/${culture}/account/address/save`, fault: 'slow', delayMs: 1500 });
        const save = dialog.getByRole('button', { name: l.save });
        await save.click();
        await expect(save).toHaveClass(/is-loading/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(picker.locator('input:checked')).toHaveValue('12');
        await expect(picker.locator('input:checked').locator('xpath=..')).toContainText('Veldstraat');
        // The billing picker's choice and fields are untouched.
        await expect(billingPicker(page).locator('input:checked')).toHaveValue('11');
        await expect(hidden(page, 'BillingStreet1')).toHaveValue('Rue des Tanneurs');
      },
    );

    test('a failed save or an answer without Id is an error toast; the dialog keeps what was typed', async ({
      page,
      consoleLines,
    }) => {
      await openCustomerCheckout(page, culture);
      await billingPicker(page).getByRole('link', { name: l.add }).click();
      const dialog = await fillAddress(page, culture, 'Both', 'Diestsestraat');
      await injectFault(page, { match: `/${culture}/account/address/save`, fault: '500' });
      await dialog.getByRole('button', { name: l.save }).click();
      const message = STRING_RESOURCES[culture]['Checkout.AddressError']!;
      const toasts = page.locator('.rt-toast--error').filter({ hasText: message });
      await expect(toasts).toHaveCount(1);
      await expect(dialog.locator('#address-Street1')).toHaveValue('Diestsestraat');
      await expect(dialog.getByRole('button', { name: l.save })).not.toHaveClass(/is-loading/);

      // The server answers without the fields the pickers need.
      await page.route(`**/${culture}/account/address/save`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"Id":0}' }),
      );
      const answered = page.waitForResponse(`**/${culture}/account/address/save`);
      await dialog.getByRole('button', { name: l.save }).click();
      await answered;
      await expect(toasts).toHaveCount(2);
      await expect(dialog.locator('#address-Street1')).toHaveValue('Diestsestraat');
      expect(
        consoleLines.some((line) => line.type === 'warning' && line.text.includes('lacks Id or AddressType')),
      ).toBe(true);
      await expectAccessible(page, 'dialog');
    });

    neutralTest(
      culture,
      'missing billing inputs or account-type radios are console warnings only',
      async ({ page, consoleLines }) => {
        await openCustomerCheckout(page, culture);
        // A second billing address to choose.
        await billingPicker(page).getByRole('link', { name: l.add }).click();
        await (
          await fillAddress(page, culture, 'Billing', 'Brusselsestraat')
        )
          .getByRole('button', { name: l.save })
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // The picker gives the focus to the saved address in the frame after the dialog has gone: wait for it, or
        // it would take the focus back from the address this test chooses next.
        await expect(billingPicker(page).getByRole('radio', { name: /Brusselsestraat/ })).toBeFocused();
        await page.evaluate(() => {
          document.querySelector('[data-billing-fields] input[name="BillingCity"]')?.remove();
          document.querySelectorAll('input[name="AccountType"]').forEach((radio) => radio.remove());
        });
        const first = billingPicker(page).locator('input[value="11"]');
        await first.focus();
        await page.keyboard.press('Space');
        await expect(hidden(page, 'BillingStreet1')).toHaveValue('Rue des Tanneurs');
        // Console messages reach the test after the page has moved on: wait for them.
        const warned = (needle: string) =>
          consoleLines.some((line) => line.type === 'warning' && line.text.includes(needle));
        await expect.poll(() => warned('no hidden BillingCity input')).toBe(true);
        await expect.poll(() => warned('no AccountType radio')).toBe(true);
        // Without its selected-address container the picker fills nothing and says so.
        await page.evaluate(() =>
          document
            .querySelector('[data-type="Billing"] [data-selected-address]')
            ?.removeAttribute('data-selected-address'),
        );
        await page.keyboard.press('ArrowDown');
        await expect
          .poll(() =>
            consoleLines.some(
              (line) => line.type === 'warning' && line.text.includes('no [data-selected-address] container'),
            ),
          )
          .toBe(true);
        await expect(hidden(page, 'BillingStreet1')).toHaveValue('Rue des Tanneurs');
      },
    );
  });
}
