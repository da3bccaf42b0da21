/**
 * The staff customer picker (runtime spec §1, §3 "Customer search result", §5 "Customer search starts after 2 typed
 * characters", §6, §7) in fr or nl: an accessible combobox over GET api/v1/sales/customers from 2 characters,
 * used with the keyboard; the choice is assigned with PUT api/v1/sales/orders/addtocart (the serialized form); a
 * failure puts the previous customer back.
 */
import type { Request } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  customerPicker,
  expect,
  expectAccessible,
  injectFault,
  neutralTest,
  openShopPage,
  signIn,
  installFakeClock,
} from './support.ts';

const isSearch = (request: Request) => request.url().includes('/api/v1/sales/customers');

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];

  neutralTest(
    culture,
    'customer picker: search from 2 characters, chosen with the keyboard, assigned to the order',
    async ({ page }) => {
      await signIn(page, culture, 'staff@ateliervelo.be');
      // A fake clock: the typing delay is passed when the test says so (runFor), not waited for.
      await installFakeClock(page);
      await openShopPage(page, `/${culture}/account`);
      const searches: string[] = [];
      page.on('request', (request) => {
        if (isSearch(request)) searches.push(new URL(request.url()).searchParams.get('search') ?? '');
      });
      const input = customerPicker(page, culture);
      await input.focus();
      await page.keyboard.type('l');
      // One character, and well past the typing delay: a search would have been asked by now.
      await page.clock.runFor(2000);
      // Two characters ask once the delay has passed; the answer lists the matching e-mails.
      const answered = page.waitForResponse((response) => isSearch(response.request()));
      await page.keyboard.type('u');
      await page.clock.runFor(2000);
      expect(new URL((await answered).url()).searchParams.get('search')).toBe('lu');
      // The first character asked nothing (its search would have come before this answer): one search, for two.
      expect(searches).toEqual(['lu']);
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option')).toHaveText([
        'lucas.peeters@example.be',
        'lucas.peeters@atelier-client.be',
      ]);
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, 'main');

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
      const assigned = page.waitForRequest((request) => request.method() === 'PUT');
      await page.keyboard.press('Enter');
      const put = await assigned;
      expect(put.url()).toContain('/api/v1/sales/orders/addtocart');
      const body = new URLSearchParams(put.postData() ?? '');
      expect(body.get('CustomerId')).toBe('3004');
      expect(body.get('CustomerSearch')).toBe('lucas.peeters@atelier-client.be');
      const status = page.locator('[data-customer-picker-status]');
      await expect(status).toHaveText(
        strings['Customers.Assigned']!.replace('{{email}}', 'lucas.peeters@atelier-client.be'),
      );
      await expect(input).toHaveValue('lucas.peeters@atelier-client.be');

      // A failed assignment: the error dialog, and the previous customer back in the form.
      await input.fill('');
      await page.keyboard.type('emma');
      await expect(list.getByRole('option')).toHaveCount(2);
      await injectFault(page, { match: 'api/v1/sales/orders/addtocart', fault: '500', method: 'PUT' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toContainText(strings['Manager.UnknowsErrors']!);
      await expect(input).toHaveValue('lucas.peeters@atelier-client.be');
      await expect(page.locator('input[name="CustomerId"]')).toHaveValue('3004');
    },
  );
}
