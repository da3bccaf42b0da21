// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cartItemEvent, readCartItem } from './cart-analytics.ts';

const item = { key: 'ATL-MAILLOT-M-N', name: 'Maillot', origin: 'Catalog', price: 59.9 };

describe('cart analytics', () => {
  it('an increase is an addToCart of the added items', () => {
    expect(cartItemEvent(item, 1, 3, 'EUR')).toEqual({
      event: 'addToCart',
      ecommerce: {
        ItemKey: 'ATL-MAILLOT-M-N',
        name: 'Maillot',
        price: 59.9,
        quantity: 2,
        ItemOrigin: 'Catalog',
        currencyCode: 'EUR',
      },
    });
  });

  it('a decrease or a deletion is a removeFromCart of the removed items, as a positive number', () => {
    expect(cartItemEvent(item, 5, 2, 'EUR')).toMatchObject({ event: 'removeFromCart', ecommerce: { quantity: 3 } });
    expect(cartItemEvent(item, 4, 0, 'EUR')).toMatchObject({ event: 'removeFromCart', ecommerce: { quantity: 4 } });
  });

  it('no change, or an unreadable one, pushes nothing', () => {
    expect(cartItemEvent(item, 2, 2, 'EUR')).toBeNull();
    expect(cartItemEvent(item, Number.NaN, 2, 'EUR')).toBeNull();
  });

  it('reads the line attributes, a comma as decimal separator, origin Catalog by default', () => {
    const line = document.createElement('li');
    line.dataset.cartItemKey = 'K1';
    line.dataset.cartItemPrice = '12,50';
    expect(readCartItem(line, 'Bidon')).toEqual({ key: 'K1', name: 'Bidon', origin: 'Catalog', price: 12.5 });
  });

  it('a line without key or with a price that is not a number is refused with what is wrong', () => {
    const line = document.createElement('li');
    line.dataset.cartItemPrice = '3';
    expect(() => readCartItem(line, 'x')).toThrow(/data-cart-item-key/);
    line.dataset.cartItemKey = 'K';
    line.dataset.cartItemPrice = 'cheap';
    expect(() => readCartItem(line, 'x')).toThrow(/"cheap" is not a number/);
  });
});
