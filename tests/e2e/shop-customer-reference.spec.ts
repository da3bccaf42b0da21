/**
 * Business customers' own references, in fr or nl: search by reference from the account page, then save a
 * reference on the product page (the variant's block follows the variant); a failure shows a dialog that closes
 * by itself after 3000 ms.
 */
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  injectFault,
  neutralTest,
  openShopPage,
  signIn,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';

const text = {
  fr: {
    search: 'Retrouver un article par ma référence',
    field: 'Ma référence pour cet article',
    save: 'Enregistrer',
    saved: 'Référence « MON-CASQUE » enregistrée.',
    size: 'Taille du casque',
  },
  nl: {
    search: 'Een artikel zoeken op mijn referentie',
    field: 'Mijn referentie voor dit artikel',
    save: 'Opslaan',
    saved: 'Referentie “MON-CASQUE” bewaard.',
    size: 'Helmmaat',
  },
};

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  neutralTest(
    culture,
    'customer references: search, open, save, follow the variant, failure closes by itself',
    async ({ page }) => {
      await installFakeClock(page);
      await signIn(page, culture);
      const search = page.getByRole('combobox', { name: l.search });
      await search.fill('atl-ca');
      const option = page.locator('.rt-combobox__list [role=option]');
      await expect(option).toHaveText(['ATL-CASQUE-SM']);
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/catalog\/product\/1020\//);

      const field = page.getByLabel(l.field);
      await expect(field).toHaveValue('ATL-CASQUE-SM');
      await field.fill('MON-CASQUE');
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(l.field)).toHaveValue('MON-CASQUE');

      // Another variant has no reference yet: its block comes with the variant.
      await page.getByLabel(l.size).selectOption({ index: 1 });
      await expect(page.getByLabel(l.field)).toHaveValue('');
      await expectAccessible(page, '.product-page');

      await injectFault(page, { match: 'CustomerReferenceUpdate', fault: '500' });
      await page.getByLabel(l.field).fill('X-1');
      // Time stands still from here: the dialog's 3000 ms count from its opening on the page's clock.
      await pauseClock(page);
      await page.getByRole('button', { name: l.save }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(strings['Catalog.CustomerRefUpdateError']!);
      // 1 ms before, still open (fully shown); at 3000 ms it starts closing, and is gone after its 300 ms transition.
      await page.clock.runFor(2999);
      await expect(dialog).toHaveClass(/\bis-open\b/);
      await page.clock.runFor(1);
      await expect(dialog).not.toHaveClass(/\bis-open\b/);
      await page.clock.runFor(300);
      await expect(dialog).toHaveCount(0);
      await page.clock.resume();
      await expect(page.getByLabel(l.field)).toHaveValue('X-1');
    },
  );
}

test('customer-reference search answers only signed-in customers', async ({ page }) => {
  await openShopPage(page, '/fr/');
  const response = await page.request.get('/catalog/customerref/search?q=ATL&page=1');
  expect(response.status()).toBe(401);
});
