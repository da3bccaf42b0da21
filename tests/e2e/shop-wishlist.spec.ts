/**
 * Wishlists and birth lists in fr or nl (shop spec §2, §3, §4, §7, §8, §9; runtime spec §2, §3, §4, §8): the
 * wishlist dialog (add, membership recheck, a new list, delete from one and from all lists), the lists page (switch
 * lists with back and forward, inline edits, desired quantity, delete a line or the list, the list to the cart),
 * auto-open from the query after 200 ms, a keyboard-only journey, and each call's failure.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  injectFault,
  neutralTest,
  openShopPage,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';
import {
  createList,
  deleteElsewhere,
  IN_LIST,
  NOT_IN_LIST,
  openWishlistDialog,
  productPath,
  WISHLIST_TEXT,
  wishlistButton,
} from './wishlist-support.ts';

const headerCount = (page: Page) => page.locator('.site-header [data-wishlist-count]');
const cartCount = (page: Page) => page.locator('.site-header [data-cart-count]');
const successToast = (page: Page) => page.locator('.rt-toasts').getByRole('status');
const errorToast = (page: Page) => page.locator('.rt-toasts').getByRole('alert');

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = WISHLIST_TEXT[culture];

  test.describe(`wishlist dialog (${culture})`, () => {
    neutralTest(
      culture,
      'adds to a new list (name checked), pushes the DataLayer, and the button and the counter follow',
      async ({ page }) => {
        await openShopPage(page, productPath(culture, NOT_IN_LIST));
        await expect(headerCount(page)).toHaveText('3');
        await expect(wishlistButton(page)).toHaveAttribute('data-in-list', 'false');
        const dialog = await openWishlistDialog(page);
        await expect(dialog.locator('[data-wishlist-membership]')).toHaveText(strings['Wishlist.NotInList']!);
        await expect(dialog.getByRole('button', { name: l.removeFromAll })).toBeHidden();
        await expectAccessible(page, 'dialog');

        await dialog.getByLabel(l.list, { exact: true }).selectOption({ label: l.newList });
        const name = dialog.getByLabel(l.newName);
        await expect(name).toBeVisible();
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(dialog).toContainText(strings['Wishlist.NameRequired']!);
        await expect(name).toBeFocused();
        await name.fill('x'.repeat(500));
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(dialog).toContainText(strings['Wishlist.NameTooLong']!.replace('{{max}}', '100'));
        await expect(name).toHaveValue('x'.repeat(500));

        await name.fill('Cadeaux 🎁');
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(dialog).toBeHidden();
        await expect(successToast(page)).toContainText(`${l.addedTo}`);
        await expect(successToast(page)).toContainText('Cadeaux 🎁');
        await expect(wishlistButton(page)).toHaveAttribute('data-in-list', 'true');
        await expect(wishlistButton(page)).toContainText(strings['Wishlist.InAList']!);
        await expect(headerCount(page)).toHaveText('4');
        const pushed = await page.evaluate(() => (window.dataLayer ?? []) as { event?: string }[]);
        expect(pushed.filter((entry) => entry.event === 'addToWishlist')).toHaveLength(1);
        await expect(wishlistButton(page)).toBeFocused();
      },
    );

    neutralTest(
      culture,
      'changing the list rechecks membership, and deletes go from one list, then from all',
      async ({ page }) => {
        await openShopPage(page, productPath(culture, IN_LIST));
        const variantId = Number(await page.locator('.product-order [name="ProductVariantId"]').inputValue());
        const second = await createList(page, culture, 'Route 2027', variantId);
        await openShopPage(page, productPath(culture, IN_LIST));
        await expect(headerCount(page)).toHaveText('4');
        await expect(wishlistButton(page)).toHaveAttribute('data-in-list', 'true');

        const checks: string[] = [];
        const deletes: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/isinthelist')) checks.push(new URL(request.url()).search);
          if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
        });
        const dialog = await openWishlistDialog(page);
        const status = dialog.locator('[data-wishlist-membership]');
        await expect(status).toHaveText(strings['Wishlist.InList']!);
        // The same product was deleted from the second list elsewhere: the recheck tells the truth.
        const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
        const deleted = await page.request.delete(
          `/${culture}/catalog/wishlist/deletefromlist?productVariantId=${variantId}&listId=${second}`,
          {
            headers: { RequestVerificationToken: token ?? '' },
          },
        );
        expect(deleted.status()).toBe(204);
        await dialog.getByLabel(l.list, { exact: true }).selectOption({ label: 'Route 2027' });
        await expect(status).toHaveText(strings['Wishlist.NotInList']!);
        expect(checks).toEqual([`?productVariantId=${variantId}&listId=${second}`]);
        // The first list's word is shown at once from its option; its check is asked all the same.
        await dialog.getByLabel(l.list, { exact: true }).selectOption({ label: l.firstList });
        await expect(status).toHaveText(strings['Wishlist.InList']!);
        await expect.poll(() => checks.length).toBe(2);

        // Put it back in the second list, then delete it from the first list only.
        await dialog.getByLabel(l.list, { exact: true }).selectOption({ label: 'Route 2027' });
        await expect(status).toHaveText(strings['Wishlist.NotInList']!);
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(dialog).toBeHidden();
        await expect(headerCount(page)).toHaveText('4');
        await openWishlistDialog(page);
        await expect(status).toHaveText(strings['Wishlist.InList']!);
        await dialog.getByRole('button', { name: l.removeFromList }).click();
        await expect(successToast(page)).toContainText(strings['Wishlist.Deleted']!);
        await expect(status).toHaveText(strings['Wishlist.NotInList']!);
        await expect(headerCount(page)).toHaveText('3');
        await expect(dialog.getByLabel(l.list, { exact: true })).toBeFocused();
        // Still in "Route 2027": delete from every list.
        await dialog.getByRole('button', { name: l.removeFromAll }).click();
        await expect(headerCount(page)).toHaveText('2');
        await expect(dialog.getByRole('button', { name: l.removeFromAll })).toBeHidden();
        // The dialog sends the path forms of shop spec §7 (the wishlist page's line, the query form).
        expect(deletes).toEqual([
          `/${culture}/catalog/wishlist/deletefromlist/${variantId}/1`,
          `/${culture}/catalog/wishlist/deletefromalllist/${variantId}`,
        ]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(wishlistButton(page)).toHaveAttribute('data-in-list', 'false');
      },
    );

    neutralTest(
      culture,
      'a list deleted in another tab: delete from it, add to it and pick it again tell the CMS’s Message (its 404), the choice kept',
      async ({ page }) => {
        await openShopPage(page, productPath(culture, IN_LIST));
        const variantId = Number(await page.locator('.product-order [name="ProductVariantId"]').inputValue());
        const gone = await createList(page, culture, 'Éphémère', variantId);
        await openShopPage(page, productPath(culture, IN_LIST));
        const dialog = await openWishlistDialog(page);
        const list = dialog.getByLabel(l.list, { exact: true });
        // The list's own check answered before it goes: the status shows the option's word at once, and a check
        // still on its way would meet the deleted list and tell its Message too.
        const checked = page.waitForResponse((answer) => {
          const url = new URL(answer.url());
          return url.pathname.endsWith('/isinthelist') && url.searchParams.get('listId') === String(gone);
        });
        await list.selectOption({ label: 'Éphémère' });
        expect((await checked).status()).toBe(200);
        await expect(dialog.locator('[data-wishlist-membership]')).toHaveText(strings['Wishlist.InList']!);
        await deleteElsewhere(page, culture, gone);
        // The CMS answers 404 with {"Message": "…"}: the shopper reads it in an error notice.
        const notice = page.locator('.rt-toast--error').filter({ hasText: l.listGone });
        await dialog.getByRole('button', { name: l.removeFromList }).click();
        await expect(notice).toHaveCount(1);
        await expect(list).toHaveValue(String(gone));
        await notice.getByRole('button', { name: strings['Core.Close'] }).click();
        await expect(notice).toHaveCount(0);
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(notice).toHaveCount(1);
        await expect(list).toHaveValue(String(gone));
        await expect(dialog.getByRole('button', { name: l.add })).not.toHaveAttribute('aria-disabled');
        // Picked again, the list is asked whether it holds the product (isinthelist): its 404 tells the Message too.
        await notice.getByRole('button', { name: strings['Core.Close'] }).click();
        await expect(notice).toHaveCount(0);
        const other = await list
          .locator('option')
          .evaluateAll(
            (options, goneId) =>
              options.map((option) => (option as HTMLOptionElement).value).find((id) => id !== '0' && id !== goneId),
            String(gone),
          );
        await list.selectOption(other!);
        await list.selectOption(String(gone));
        await expect(notice).toHaveCount(1);
        await expect(list).toHaveValue(String(gone));
      },
    );

    neutralTest(
      culture,
      'the dialog follows the variant chosen right now, and a birth list has its own labels',
      async ({ page }) => {
        await openShopPage(page, productPath(culture, IN_LIST));
        const picker = page.locator('.product-order select').first();
        const options = await picker
          .locator('option:not([disabled])')
          .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
        await picker.selectOption(options[options.length - 1]!);
        const variantField = page.locator('.product-order [name="ProductVariantId"]');
        await expect(variantField).not.toHaveValue('50001');
        const variantId = await variantField.inputValue();
        const popup = page.waitForRequest((request) => request.url().includes('/birthlist/popup'));
        const dialog = await openWishlistDialog(page, 'birthlist');
        expect(new URL((await popup).url()).searchParams.get('productVariantId')).toBe(variantId);
        await expect(dialog.getByLabel(l.list, { exact: true })).toHaveValue('2');
        await expect(dialog.locator('[data-wishlist-membership]')).toHaveText(strings['Birthlist.NotInList']!);
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(dialog).toBeHidden();
        await expect(wishlistButton(page, 'birthlist')).toContainText(strings['Birthlist.InAList']!);
        await expect(wishlistButton(page)).not.toContainText(strings['Wishlist.InAList']!);
        await openShopPage(page, `/${culture}/catalog/birthlist/list`);
        await expect(page.locator('[data-wishlist-list]')).toContainText(l.birthList);
        await expect(page.locator(`[data-wishlist-item][data-variant-id="${variantId}"]`)).toHaveCount(1);
        await expect(page.locator('[data-wishlist-edit="description"]')).toContainText(
          strings['Birthlist.NoDescription']!,
        );
      },
    );

    test('openWishlist and openBirthlist open their dialog 200 ms after load', async ({ page }) => {
      // One kind per language, so both queries are proved: openWishlist in fr, openBirthlist in nl.
      const kind = culture === 'fr' ? 'wishlist' : 'birthlist';
      await installFakeClock(page);
      await pauseClock(page, 1000);
      const popups: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/popup')) popups.push(new URL(request.url()).pathname);
      });
      await page.goto(
        `${productPath(culture, IN_LIST)}?${kind === 'wishlist' ? 'openWishlist' : 'openBirthlist'}=true`,
      );
      await expect(wishlistButton(page, kind)).toHaveAttribute('data-widget-mounted', /wishlist-button/);
      await page.clock.runFor(199);
      // Opening starts synchronously in the timer (the link shows it is busy): nothing yet at 199 ms.
      expect(await wishlistButton(page, kind).getAttribute('aria-busy')).toBeNull();
      expect(popups).toEqual([]);
      await page.clock.runFor(2);
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.locator(
          kind === 'wishlist' ? 'form[data-widget="wishlist-add"]:not([data-kind])' : 'form[data-kind="birthlist"]',
        ),
      ).toBeVisible();
      expect(popups).toEqual([`/${culture}/catalog/${kind}/popup`]);
    });

    neutralTest(
      culture,
      'each call’s failure is told as the error catalogue says, and nothing is lost',
      async ({ page, consoleLines }) => {
        await openShopPage(page, productPath(culture, NOT_IN_LIST));
        // Add: the answer's own Message in an error notice; the dialog keeps the choice.
        const dialog = await openWishlistDialog(page);
        await dialog.getByLabel(l.list, { exact: true }).selectOption({ label: l.newList });
        await dialog.getByLabel(l.newName).fill('Hiver');
        await injectFault(page, { match: 'wishlist/addproductvariant', fault: '500' });
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(errorToast(page)).toContainText('Injected fault 500');
        await expect(dialog.getByLabel(l.newName)).toHaveValue('Hiver');
        await expect(dialog.getByRole('button', { name: l.add })).not.toHaveAttribute('aria-disabled');
        // The membership check: its answer's Message in an error notice too; the choice and the form stay.
        const notice = page.locator('.rt-toast--error');
        await notice.getByRole('button', { name: strings['Core.Close'] }).click();
        await expect(notice).toHaveCount(0);
        await injectFault(page, { match: 'wishlist/isinthelist', fault: '500' });
        await dialog.getByLabel(l.list, { exact: true }).selectOption({ label: l.firstList });
        await expect(notice).toContainText('Injected fault 500');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(dialog.getByLabel(l.list, { exact: true })).toHaveValue(/^[1-9]/);
        // The header counter failing to follow only warns.
        await injectFault(page, { match: 'wishlist/products/count', fault: '500' });
        await dialog.getByRole('button', { name: l.add }).click();
        await expect(dialog).toBeHidden();
        await expect
          .poll(() => consoleLines.some((line) => line.type === 'warning' && line.text.includes('wishlist counter')))
          .toBe(true);
        await expect(headerCount(page)).toHaveText('3');
        // A signed-out visitor (401) gets the login dialog.
        await injectFault(page, { match: 'wishlist/popup', fault: '401' });
        await wishlistButton(page).click();
        await expect(page.locator('dialog.login-modal')).toBeVisible();
      },
    );
  });

  test.describe(`wishlist page (${culture})`, () => {
    neutralTest(
      culture,
      'the side menu loads a list in place; back and forward restore the list shown',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/`);
        const second = await createList(page, culture, 'Atelier', 50152);
        await openShopPage(page, `/${culture}/catalog/wishlist/list`);
        const heading = page.locator('[data-wishlist-items] h2');
        await expect(heading).toHaveText(l.firstList);
        const fragments: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/wishlist/')) fragments.push(new URL(request.url()).pathname);
        });
        await page.getByRole('link', { name: 'Atelier', exact: true }).click();
        await expect(heading).toHaveText('Atelier');
        await expect(heading).toBeFocused();
        await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/wishlist/list\\?Id=${second}$`));
        await expect(page.getByRole('link', { name: 'Atelier', exact: true })).toHaveAttribute('aria-current', 'page');
        expect(fragments).toEqual([`/${culture}/catalog/wishlist/list_item`]);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/wishlist/list$`));
        await expect(heading).toHaveText(l.firstList);
        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`Id=${second}$`));
        await expect(heading).toHaveText('Atelier');
        await expect(page.getByRole('link', { name: 'Atelier', exact: true })).toHaveAttribute('aria-current', 'page');
        await expectAccessible(page, '.wishlist-page');
      },
    );

    neutralTest(
      culture,
      'name and description are edited in place: Enter saves, Escape cancels, bad names are refused',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/catalog/wishlist/list`);
        const heading = page.locator('[data-wishlist-items] h2');
        const rename = page.getByRole('button', { name: new RegExp(`^${l.rename}`) });
        await rename.click();
        const name = page.getByLabel(l.nameLabel);
        await expect(name).toBeFocused();
        await expect(name).toHaveValue(l.firstList);
        await name.fill('Brouillon');
        await name.press('Escape');
        await expect(heading).toHaveText(l.firstList);
        await expect(rename).toBeFocused();

        await rename.press('Enter');
        await name.fill('   ');
        await name.press('Enter');
        await expect(page.locator('.wishlist-editor')).toContainText(strings['Wishlist.NameRequired']!);
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await name.fill('y'.repeat(500));
        await name.press('Enter');
        await expect(page.locator('.wishlist-editor')).toContainText(
          strings['Wishlist.NameTooLong']!.replace('{{max}}', '100'),
        );
        await name.fill('Vacances 🚲');
        await name.press('Enter');
        await expect(heading).toHaveText('Vacances 🚲');
        await expect(page.locator('nav [data-wishlist-link="1"]')).toHaveText('Vacances 🚲');
        await expect(successToast(page)).toContainText(strings['Wishlist.Saved']!);

        // An empty description shows the no-description text; it survives a reload.
        await page.getByRole('button', { name: l.editDescription }).click();
        const description = page.getByLabel(l.descriptionLabel);
        await description.fill('');
        await description.press('Enter');
        await expect(page.locator('[data-wishlist-edit="description"] [data-wishlist-edit-text]')).toHaveText(
          strings['Wishlist.NoDescription']!,
        );
        await openShopPage(page, `/${culture}/catalog/wishlist/list`);
        await expect(heading).toHaveText('Vacances 🚲');
        await expect(page.locator('[data-wishlist-edit="description"]')).toContainText(
          strings['Wishlist.NoDescription']!,
        );

        // Renamed in another tab after this one deleted it: the refusal says why and keeps what was typed.
        const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
        await page.request.post(`/${culture}/catalog/wishlist/delete`, {
          data: { Id: 1 },
          headers: { RequestVerificationToken: token ?? '' },
        });
        await rename.click();
        await name.fill('Encore');
        await name.press('Enter');
        await expect(page.locator('.wishlist-editor')).toContainText(l.listGone);
        await expect(name).toHaveValue('Encore');
      },
    );

    neutralTest(
      culture,
      'the desired-quantity dialog saves a positive number, refuses -3 and abc, and tells the server’s refusal',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/catalog/wishlist/list`);
        const row = page.locator('[data-wishlist-item]').nth(1);
        await expect(row.locator('[data-wishlist-quantity]')).toHaveText('2');
        const updates: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/updatequantity')) updates.push(request.postData() ?? '');
        });
        await row.getByRole('link', { name: new RegExp(`^${l.change}`) }).click();
        const dialog = page.getByRole('dialog');
        const quantity = dialog.getByLabel(l.desired);
        await expect(dialog.locator('form[data-widget-mounted~="wishlist-quantity"]')).toBeVisible();
        await expectAccessible(page, 'dialog');
        // A sign is not a number here (runtime spec §5), 0 is out of range, letters are not a number.
        const message = dialog.locator('[data-valmsg-for="Quantity"]');
        await quantity.fill('-3');
        await quantity.press('Enter');
        await expect(message).toHaveText(l.quantityNumber);
        await quantity.fill('0');
        await quantity.press('Enter');
        await expect(message).toHaveText(l.quantityRange);
        await quantity.fill('abc');
        await quantity.press('Enter');
        await expect(message).toHaveText(l.quantityNumber);
        expect(updates).toEqual([]);

        await injectFault(page, { match: 'wishlist/updatequantity', fault: '500' });
        await quantity.fill('4');
        await quantity.press('Enter');
        await expect(errorToast(page)).toContainText(strings['Core.ErrorServer']!);
        await expect(quantity).toHaveValue('4');
        await quantity.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(row.locator('[data-wishlist-quantity]')).toHaveText('4');
        expect(updates.map((body) => JSON.parse(body) as unknown)).toEqual([
          { Id: 2, Quantity: 4 },
          { Id: 2, Quantity: 4 },
        ]);

        // The line is deleted in another tab while the dialog is open: the server's own status text is shown.
        await row.getByRole('link', { name: new RegExp(`^${l.change}`) }).click();
        await expect(dialog.locator('form[data-widget-mounted~="wishlist-quantity"]')).toBeVisible();
        const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
        const deleted = await page.request.delete(`/${culture}/catalog/wishlist/deletefromlist/50281/1`, {
          headers: { RequestVerificationToken: token ?? '' },
        });
        expect(deleted.status()).toBe(204);
        await dialog.getByLabel(l.desired).fill('5');
        await dialog.getByLabel(l.desired).press('Enter');
        await expect(errorToast(page)).toContainText(l.lineGone);
        await expect(dialog.getByLabel(l.desired)).toHaveValue('5');
      },
    );

    neutralTest(
      culture,
      'a line is deleted, the list goes to the cart, and a deleted list says so at its old address',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/catalog/wishlist/list`);
        await expect(cartCount(page)).toHaveText('0');
        await injectFault(page, { match: 'products/addwishlisttocart', fault: '500' });
        await page.getByRole('button', { name: l.toCart }).click();
        // An answer without a Message of its own: the generic text, in an error notice.
        await expect(errorToast(page)).toContainText(strings['Manager.UnknowsErrors']!);
        await page.getByRole('button', { name: l.toCart }).click();
        await expect(successToast(page)).toContainText(strings['Wishlist.AddedToCart']!);
        // 1 jersey + 2 bottles, which the cart sells by 6 (its own quantity rule); the cart widget follows.
        await expect(cartCount(page)).toHaveText('7');

        const rows = page.locator('[data-wishlist-item]');
        const removeFirst = rows.first().getByRole('button', { name: new RegExp(`^${l.remove}`) });
        await injectFault(page, { match: 'wishlist/deletefromlist', fault: '500' });
        await removeFirst.click();
        await expect(errorToast(page)).toContainText(strings['Manager.UnknowsErrors']!);
        await expect(rows).toHaveCount(2);
        await expect(removeFirst).not.toHaveAttribute('aria-disabled');
        // The line leaves its list by the query form of shop spec §7, with the anti-forgery token.
        const variantId = await rows.first().getAttribute('data-variant-id');
        const deleting = page.waitForRequest((request) => request.method() === 'DELETE');
        await removeFirst.click();
        const sent = await deleting;
        const url = new URL(sent.url());
        expect(url.pathname + url.search).toBe(
          `/${culture}/catalog/wishlist/deletefromlist?productVariantId=${variantId}&listId=1`,
        );
        expect(sent.headers()['requestverificationtoken']).toBe(
          await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content'),
        );
        await expect(rows).toHaveCount(1);
        await expect(successToast(page)).toContainText(strings['Wishlist.Deleted']!);
        await expect(rows.first().getByRole('button', { name: new RegExp(`^${l.remove}`) })).toBeFocused();
        await expect(headerCount(page)).toHaveText('2');

        await page.getByRole('button', { name: l.deleteList }).click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toContainText(l.firstList);
        await expectAccessible(page, 'dialog');
        await injectFault(page, { match: 'wishlist/delete', fault: '500', method: 'POST' });
        await confirm.getByRole('button', { name: strings['Core.Ok'] }).click();
        // A JSON call: the answer's own Message is shown.
        await expect(errorToast(page)).toContainText('Injected fault 500');
        await expect(page.locator('[data-wishlist-list]')).toBeVisible();
        await page.getByRole('button', { name: l.deleteList }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: strings['Core.Ok'] }).click();
        await expect(page.locator('[data-wishlist-items] > .alert')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/wishlist/list$`));
        await expect(page.locator('nav [data-wishlist-link]')).toHaveCount(0);
        // The in-place load has finished (a new page now would be cut short by its last history step).
        await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
        await openShopPage(page, `/${culture}/catalog/wishlist/list?Id=1`);
        await expect(page.locator('[data-wishlist-items] > .alert')).toHaveText(l.listGone);
      },
    );

    neutralTest(
      culture,
      'a list deleted in another tab: its line, the list to the cart and its deletion tell the CMS’s Message (404)',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/`);
        const gone = await createList(page, culture, 'Éphémère', 50001);
        await openShopPage(page, `/${culture}/catalog/wishlist/list?Id=${gone}`);
        await expect(page.locator('[data-wishlist-items] h2')).toHaveText('Éphémère');
        await deleteElsewhere(page, culture, gone);
        const notice = page.locator('.rt-toast--error').filter({ hasText: l.listGone });
        const closeNotice = async () => {
          await notice.getByRole('button', { name: strings['Core.Close'] }).click();
          await expect(notice).toHaveCount(0);
        };
        const rows = page.locator('[data-wishlist-item]');
        await rows
          .first()
          .getByRole('button', { name: new RegExp(`^${l.remove}`) })
          .click();
        await expect(notice).toHaveCount(1);
        await expect(rows).toHaveCount(1);
        await closeNotice();
        await page.getByRole('button', { name: l.toCart }).click();
        await expect(notice).toHaveCount(1);
        await closeNotice();
        await page.getByRole('button', { name: l.deleteList }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: strings['Core.Ok'] }).click();
        await expect(notice).toHaveCount(1);
        await expect(page.locator('[data-wishlist-items] h2')).toHaveText('Éphémère');
      },
    );

    neutralTest(culture, 'a list deleted in another tab says so when picked in the menu', async ({ page }) => {
      await openShopPage(page, `/${culture}/`);
      const second = await createList(page, culture, 'Éphémère', 50001);
      await openShopPage(page, `/${culture}/catalog/wishlist/list`);
      const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
      await page.request.post(`/${culture}/catalog/wishlist/delete`, {
        data: { Id: second },
        headers: { RequestVerificationToken: token ?? '' },
      });
      await page.getByRole('link', { name: 'Éphémère', exact: true }).click();
      await expect(page.locator('[data-wishlist-items] .alert')).toHaveText(l.listGone);
      await expect(page.locator('[data-wishlist-items] .alert')).toBeFocused();
    });
  });

  neutralTest(
    culture,
    'keyboard only: add from the product page, then rename and change a quantity',
    async ({ page }) => {
      await openShopPage(page, productPath(culture, NOT_IN_LIST));
      await wishlistButton(page).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const list = dialog.getByLabel(l.list, { exact: true });
      await expect(dialog.locator('form[data-widget-mounted~="wishlist-add"]')).toBeVisible();
      // Focus is in the dialog: tab to the list, then to the button.
      await expect(list).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: l.add })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(wishlistButton(page)).toBeFocused();
      await expect(wishlistButton(page)).toHaveAttribute('data-in-list', 'true');

      await openShopPage(page, `/${culture}/catalog/wishlist/list`);
      const rename = page.getByRole('button', { name: new RegExp(`^${l.rename}`) });
      await rename.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Au clavier');
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-wishlist-items] h2')).toHaveText('Au clavier');
      await expect(rename).toBeFocused();
      const change = page
        .locator('[data-wishlist-item]')
        .last()
        .getByRole('link', { name: new RegExp(`^${l.change}`) });
      await change.focus();
      await page.keyboard.press('Enter');
      const quantity = page.getByRole('dialog').getByLabel(l.desired);
      await expect(quantity).toBeFocused();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('7');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.locator('[data-wishlist-item]').last().locator('[data-wishlist-quantity]')).toHaveText('7');
    },
  );
}
