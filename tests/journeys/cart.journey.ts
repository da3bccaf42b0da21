/**
 * The cart in each engine, with the pointer and the keyboard: a product added to the cart and its confirmation, the
 * way to the cart, a quantity typed there, and a coupon code.
 */
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { expect, test } from '../engines/fixtures.ts';

const ADD = { fr: 'Ajouter au panier', nl: 'In winkelmandje' };

for (const culture of ['fr', 'nl'] as const) {
  const strings = STRING_RESOURCES[culture];
  const headerCount = { css: '.site-header [data-cart-count]' };

  test(`add to cart and its confirmation, a quantity changed in the cart, a coupon (${culture})`, async ({
    shopper,
  }) => {
    await shopper.open(`/${culture}/catalog/product/1001`);
    await shopper.click({ role: 'button', name: ADD[culture], within: '.product-order' });
    await shopper.find({ css: '[role=alertdialog]', text: strings['Catalog.AddedToCart'] });
    await expect.poll(() => shopper.text(headerCount)).toBe('1');
    await shopper.click({ role: 'button', name: strings['Catalog.GoToBasket'], within: '[role=alertdialog]' });
    await expect.poll(() => shopper.path()).toBe(`/${culture}/shoppingcarts`);
    await shopper.booted('the cart');
    expect(await shopper.count('.cart-line')).toBe(1);

    const lineTotal = await shopper.text('.cart-line__total');
    await shopper.fill('[data-cart-item-quantity]', '3');
    await shopper.press('Tab');
    await expect.poll(() => shopper.text(headerCount)).toBe('3');
    // The cart's content came back with the new line total (the counter answers first): the coupon field typed in
    // is the reloaded one, not one about to be replaced.
    await expect.poll(() => shopper.text('.cart-line__total')).not.toBe(lineTotal);

    const totals = await shopper.text('.cart-totals');
    await shopper.click('[name="CouponCode"]');
    await shopper.type('velo10');
    await shopper.press('Enter');
    await shopper.find({ role: 'status', text: strings['Coupons.Valid'] });
    await expect.poll(() => shopper.text('.cart-totals')).not.toBe(totals);
  });
}
