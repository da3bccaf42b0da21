/**
 * One shopper's way through the shop with the keyboard only, in fr and nl: filter → sort → page → search
 * suggestion → product → variant → quantity → add to cart → confirmation → cart changes → counters in step.
 * Every control is reached with focus and operated with keys (Enter, Space, arrows, typing).
 */
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CULTURES, changeCartLine, cultureOf, expect, openShopPage, test } from './support.ts';

const text = {
  fr: {
    tools: '/fr/catalog/category/6/outils-pneus',
    sort: 'Trier par',
    search: 'Rechercher un produit',
    term: 'maillot',
    add: 'Ajouter au panier',
    size: 'Taille',
    country: 'Pays de livraison',
  },
  nl: {
    tools: '/nl/catalog/category/6/gereedschap-banden',
    sort: 'Sorteren op',
    search: 'Zoek een product',
    term: 'trui',
    add: 'In winkelmandje',
    size: 'Maat',
    country: 'Land van levering',
  },
};

// Culture-neutral (the journey's words and formats are proved in both cultures by the feature tests): one culture,
// named in the title.
const journeyTitle = 'a keyboard-only way from the catalogue to a changed cart';
for (const culture of CULTURES.filter((one) => one === cultureOf(journeyTitle))) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  test(`${journeyTitle} (${culture})`, async ({ page }) => {
    const query = () => new URL(page.url()).searchParams;
    await openShopPage(page, l.tools);

    // Filter: a brand, with Space.
    const brand = page.locator('[data-filter-name="Brand"]').first();
    await brand.focus();
    await page.keyboard.press('Space');
    await expect(brand).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => query().get('filter')).toMatch(/^\{"Brand":\[\d+\]\}$/);

    // Sort: the arrow key on the select.
    const sort = page.getByLabel(l.sort);
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => query().get('sort')).toBe('name');
    expect(query().get('filter')).not.toBeNull();

    // Page: the all-products list, page 2 with Enter.
    await openShopPage(page, `/${culture}/catalog`);
    await page.getByRole('link', { name: strings['Core.Page']!.replace('{{page}}', '2') }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => query().get('pageindex')).toBe('2');

    // Search suggestion: type, arrow down, Enter.
    const box = page.getByRole('combobox', { name: l.search });
    await box.focus();
    // Typed key by key, shorter terms may be asked on the way: the list to choose from is the whole term's.
    const suggested = page.waitForResponse((response) => response.url().includes(`suggestions?q=${l.term}&`));
    await page.keyboard.type(l.term);
    await suggested;
    await expect(page.locator('.rt-combobox__list [role=option]').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const chosen = (await page.locator('.rt-combobox__list [role=option]').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);

    // Variant: the size select with the arrow key; the price and variant follow.
    const variantId = page.locator('.product-order [name="ProductVariantId"]');
    const before = await variantId.inputValue();
    await page.getByLabel(l.size).focus();
    await page.keyboard.press('ArrowDown');
    await expect(variantId).not.toHaveValue(before);

    // Quantity: plus with Space, then typed.
    await page.locator('.product-order').getByRole('button', { name: strings['Catalog.IncreaseQuantity'] }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#quantity')).toHaveValue('2');

    // Add to cart with Enter; the confirmation's Go to basket with Tab and Enter.
    await page.getByRole('button', { name: l.add }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(strings['Catalog.AddedToCart']!);
    await expect(page.locator('.site-header [data-cart-count]')).toHaveText('2');
    const goToBasket = confirm.getByRole('button', { name: strings['Catalog.GoToBasket'] });
    for (let i = 0; i < 4 && !(await goToBasket.evaluate((button) => button === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(goToBasket).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.cart-line')).toHaveCount(1);
    // The cart's widgets have mounted: typed before that, the change reaches a bare input (its native fallback).
    await expect(page.locator('.cart-page')).toHaveAttribute('data-widget-mounted', 'cart-page');
    await expect(page.locator('.cart-line .quantity-box')).toHaveAttribute('data-widget-mounted', 'quantity');

    // Cart: the quantity typed and left with Tab; the counter follows.
    const quantity = page.locator('[data-cart-item-quantity]');
    // The cart's content comes back (the counter answers first): the country select below is the reloaded one.
    await changeCartLine(page.locator('.cart-line__total'), async () => {
      await quantity.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      await expect(page.locator('.site-header [data-cart-count]')).toHaveText('3');
    });
    // The country with the arrow key: the methods follow.
    await page.getByLabel(l.country).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('input[name="ShippingMethodId"]')).toHaveCount(1);
    // Delete the line with Enter: the cart is empty, the counter says 0.
    await page.locator('[data-cart-item-delete]').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.cart-line')).toHaveCount(0);
    await expect(page.locator('.site-header [data-cart-count]')).toHaveText('0');
  });
}
