/**
 * Pagination of lists of orders with the `pagenbr` parameter (runtime spec §2: pageindex for pages, pagenbr for
 * orders and prepaid lists), in fr or nl: the window of pages, in-place loads, the address keeps the parameter.
 */
import { CULTURES, expect, expectAccessible, neutralTest, openShopPage, signIn } from './support.ts';

const TEXT = {
  fr: { pages: 'Pages des commandes', page: (n: number) => `Page ${n}` },
  nl: { pages: 'Pagina’s van de bestellingen', page: (n: number) => `Pagina ${n}` },
} as const;

for (const culture of CULTURES) {
  const text = TEXT[culture];

  neutralTest(culture, 'orders list: pages by pagenbr, loaded in place', async ({ page }) => {
    await signIn(page, culture);
    await openShopPage(page, `/${culture}/account/orders`);
    const pages = page.getByRole('navigation', { name: text.pages });
    // 47 orders, 10 a page: 1 (current), 2, 3, …, 5.
    await expect(pages.locator('.page-link')).toHaveText(['1', '2', '3', '…', '5', '›']);
    await expect(pages.getByRole('link', { name: text.page(3) })).toHaveAttribute(
      'href',
      `/${culture}/account/orders?pagenbr=3`,
    );
    const firstOrder = page.locator('.orders-table tbody th').first();
    await expect(firstOrder).toHaveText('AV-026480');

    await pages.getByRole('link', { name: text.page(3) }).click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/account/orders\\?pagenbr=3$`));
    await expect(firstOrder).toHaveText('AV-026340');
    await expect(pages.getByRole('link', { name: text.page(3) })).toHaveAttribute('aria-current', 'page');
    await expect(pages.locator('.page-link')).toHaveText(['‹', '1', '2', '3', '4', '5', '›']);
    await expectAccessible(page);

    // Page 1 drops the parameter; back returns to page 3.
    await pages.getByRole('link', { name: text.page(1) }).click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/account/orders$`));
    await page.goBack();
    await expect(firstOrder).toHaveText('AV-026340');
  });
}
