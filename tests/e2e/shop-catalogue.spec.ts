/**
 * Catalogue lists in fr and nl: facets (toggle, auto-submit after 1000 ms, first page again, text filter,
 * malformed filter JSON), sort, page size, display, pagination window, tag page, quick view, search suggestions.
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

const text = {
  fr: {
    accessories: '/fr/catalog/category/4/accessoires',
    products: 'produits',
    sort: 'Trier par',
    pageSize: 'Par page',
    table: 'Tableau',
    findBrand: 'Chercher une marque',
    search: 'Rechercher un produit',
    entity: 'Rechercher parmi',
    quickView: 'Aperçu rapide',
    term: ['ca', 'casque'],
  },
  nl: {
    accessories: '/nl/catalog/category/4/accessoires',
    products: 'producten',
    sort: 'Sorteren op',
    pageSize: 'Per pagina',
    table: 'Tabel',
    findBrand: 'Zoek een merk',
    search: 'Zoek een product',
    entity: 'Zoeken in',
    quickView: 'Snel bekijken',
    term: ['he', 'helm'],
  },
};

const count = (page: Page) => page.locator('.listing-count');
const query = (page: Page) => new URL(page.url()).searchParams;
const prices = (page: Page) =>
  page
    .locator('.product-card__price strong')
    .allTextContents()
    .then((texts) => texts.map((price) => Number(price.replace(/[^\d,]/g, '').replace(',', '.'))));

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  test.describe(`catalogue (${culture})`, () => {
    neutralTest(
      culture,
      'facets: toggles build the filter and reload once after 1000 ms, on the first page; sort keeps it',
      async ({ page }) => {
        await installFakeClock(page);
        await openShopPage(page, `${l.accessories}?pageindex=2`);
        await expect(count(page)).toHaveText(`11 ${l.products}`);
        const spoorlicht = page.getByRole('button', { name: /^Spoorlicht/ });
        const ferrure = page.getByRole('button', { name: /^Ferrure/ });
        let loads = 0;
        page.on('request', (request) => {
          if (request.method() === 'GET' && new URL(request.url()).pathname === l.accessories) loads += 1;
        });
        const leaving = () => page.evaluate(() => document.body.classList.contains('page-leaving'));
        // Time stands still and moves only when told: the reload starts (the page leaves) 1000 ms after the last
        // toggle, not before.
        await pauseClock(page);
        await spoorlicht.click();
        await expect(spoorlicht).toHaveAttribute('aria-pressed', 'true');
        await expect(spoorlicht).toHaveAttribute('data-is-selected', 'True');
        await page.clock.runFor(600);
        await ferrure.click();
        await page.clock.runFor(999);
        expect(await leaving()).toBe(false);
        await page.clock.runFor(1);
        expect(await leaving()).toBe(true);
        await page.clock.resume();
        await expect.poll(() => query(page).get('filter')).toBe('{"Brand":[4,5]}');
        expect(query(page).get('pageindex')).toBeNull();
        expect(loads).toBe(1);
        await expect(count(page)).toHaveText(`8 ${l.products}`);
        // Untoggling the last value of a list removes the filter; the facet panel shows the state.
        await expect(page.getByRole('button', { name: /^Ferrure/ })).toHaveAttribute('aria-pressed', 'true');
        await page.getByLabel(l.sort).selectOption('price-asc');
        await expect.poll(() => query(page).get('sort')).toBe('price-asc');
        expect(query(page).get('filter')).toBe('{"Brand":[4,5]}');
        const sorted = await prices(page);
        expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
        await page.getByRole('button', { name: /^Spoorlicht/ }).click();
        await page.getByRole('button', { name: /^Ferrure/ }).click();
        await expect.poll(() => query(page).get('filter')).toBeNull();
        await expect(count(page)).toHaveText(`11 ${l.products}`);
        await expectAccessible(page, '.listing-page');
      },
    );

    neutralTest(
      culture,
      'facets: the brand search narrows the values; a malformed filter is ignored with a warning',
      async ({ page, consoleLines }) => {
        await openShopPage(page, `${l.accessories}?filter=%7BBrand%3A`);
        await expect(count(page)).toHaveText(`11 ${l.products}`);
        await expect(page.getByRole('button', { name: /^Sourcier/ })).toBeVisible();
        expect(consoleLines.some((line) => line.type === 'warning' && line.text.includes('filter'))).toBe(true);
        await page.getByLabel(l.findBrand).fill('SPOOR');
        await expect(page.getByRole('button', { name: /^Spoorlicht/ })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Sourcier/ })).toBeHidden();
        // A product attribute (ProductAttributes keyed by attribute id) and the single-change availability.
        await page.locator('[data-filter-name="Availability"]').click();
        await expect.poll(() => query(page).get('filter')).toBe('{"Availability":"InStock"}');
      },
    );

    neutralTest(
      culture,
      'pages: a window of 2 each side, previous and next; page size and display start again on page 1',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/catalog`);
        const pages = page.locator('.listing-pages');
        await expect(pages.getByRole('link')).toHaveText(['1', '2', '3', '…', '5', '›'].filter((item) => item !== '…'));
        await expect(pages.getByRole('link', { name: strings['Core.Page']!.replace('{{page}}', '1') })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await pages.getByRole('link', { name: strings['Core.Page']!.replace('{{page}}', '3') }).click();
        await expect.poll(() => query(page).get('pageindex')).toBe('3');
        await expect(pages.getByRole('link', { name: strings['Core.Page']!.replace('{{page}}', '3') })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(pages.locator('.page-item')).toHaveText(['‹', '1', '2', '3', '4', '5', '›']);
        await page.getByLabel(l.pageSize).selectOption('24');
        await expect.poll(() => query(page).get('pageSize')).toBe('24');
        expect(query(page).get('pageindex')).toBeNull();
        await expect(pages.locator('.page-item')).toHaveText(['1', '2', '3', '›']);
        await page.getByText(l.table, { exact: true }).click();
        await expect.poll(() => query(page).get('display')).toBe('table');
        await expect(page.locator('table.product-table tbody tr')).toHaveCount(24);
        await expectAccessible(page, 'main');
        // No neighbours on a small screen: widgets/listing/pagination.test.ts.
      },
    );

    neutralTest(culture, 'one page: no pagination; the tag page sets entityName on the address', async ({ page }) => {
      await openShopPage(page, `/${culture}/catalog/tag/lights`);
      await expect(page.locator('.listing-pages')).toBeHidden();
      await page.getByLabel(l.entity).selectOption('Category');
      await expect.poll(() => query(page).get('entityName')).toBe('Category');
      await expect(page.locator('.category-tile')).not.toHaveCount(0);
      await expectAccessible(page, 'main');
    });

    neutralTest(
      culture,
      'quick view opens the product in a dialog; a list entry adds to the cart',
      async ({ page }) => {
        await openShopPage(
          page,
          `/${culture}/catalog/category/6/${culture === 'fr' ? 'outils-pneus' : 'gereedschap-banden'}`,
        );
        const first = page
          .locator('.product-card')
          .filter({ has: page.locator('form.list-order') })
          .first();
        const name = (await first.locator('.product-card__name').textContent())?.trim() ?? '';
        await first.getByRole('link', { name: `${l.quickView}: ${name}` }).click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog.locator('form.product-order')).toBeVisible();
        await expectAccessible(page, 'dialog');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await first.locator('form.list-order button[type=submit]').click();
        await expect(page.getByRole('alertdialog')).toContainText(strings['Catalog.AddedToCart']!);
        await expect(page.locator('.site-header [data-cart-count]')).not.toHaveText('0');
      },
    );

    test('search suggestions: from 2 characters, 5 at accuracy 0.3, stale ones aborted, keyboard to a product', async ({
      page,
    }) => {
      await installFakeClock(page);
      await openShopPage(page, `/${culture}/`);
      const box = page.getByRole('combobox', { name: l.search });
      const asked: string[] = [];
      let aborted = 0;
      page.on('request', (request) => {
        if (request.url().includes('/catalog/search/suggestions')) asked.push(new URL(request.url()).search);
      });
      page.on('requestfailed', (request) => {
        if (request.url().includes('/catalog/search/suggestions')) aborted += 1;
      });
      // One character, then a blank: time runs well past the typing delay after each, and nothing is asked (the
      // terms below are asked after, so one asked here would be listed first).
      await pauseClock(page);
      await box.fill('c');
      await page.clock.runFor(1000);
      await box.fill(' ');
      await page.clock.runFor(1000);
      await page.clock.resume();
      expect(asked).toEqual([]);
      await injectFault(page, { match: '/catalog/search/suggestions', fault: 'slow', delayMs: 1500, times: 1 });
      // The shorter term is asked (after the typing delay) before the longer one replaces it.
      const first = page.waitForRequest((request) => request.url().includes(`suggestions?q=${l.term[0]}&`));
      await box.fill(l.term[0]!);
      await first;
      await box.fill(l.term[1]!);
      const options = page.locator('.rt-combobox__list [role=option]');
      await expect(options).toHaveCount(5);
      expect(asked).toEqual(l.term.map((term) => `?q=${term}&nbrResults=5&accuracy=0.3`));
      await expect.poll(() => aborted).toBe(1);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, '.site-search');
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      const chosen = (await options.nth(1).textContent()) ?? '';
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);

      await box.fill('zzzz');
      await expect(page.locator('.site-search [role=status]')).toHaveText(strings['Catalog.NoProductFound']!);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test('a brand within a category: the facet panel comes from GET widget/catalog/ListFilter with categoryId, brandId and currentFilter', async ({
  page,
}) => {
  const listFilter = (request: { url(): string }) =>
    new URL(request.url()).pathname === '/fr/widget/catalog/ListFilter';
  await openShopPage(page, '/fr/catalog/product/1001/x');
  // The product page's brand link: the brand's products in the product's category.
  const first = page.waitForRequest(listFilter);
  await page.locator('.product-page').getByText('Marque:').getByRole('link', { name: 'Kasseiwerk' }).click();
  const asked = new URL((await first).url()).searchParams;
  expect(Object.fromEntries(asked)).toEqual({ categoryId: '1', brandId: '1' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maillots & vêtements — Kasseiwerk');
  const facets = page.locator('[data-widget="facets"]');
  const value = facets.locator('[data-filter-value]').first();
  await expect(value).toBeVisible();

  // A value chosen: the list reloads with the filter, and the new page's panel is asked with it.
  const second = page.waitForRequest((request) => listFilter(request) && request.url().includes('currentFilter='));
  await value.click();
  const again = new URL((await second).url()).searchParams;
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).not.toBeNull();
  expect(new URL(page.url()).searchParams.get('brandId')).toBe('1');
  expect(Object.fromEntries(again)).toEqual({
    categoryId: '1',
    brandId: '1',
    currentFilter: new URL(page.url()).searchParams.get('filter'),
  });
  await expect(facets.locator('[data-filter-value][data-is-selected="True"]')).toHaveCount(1);
});
