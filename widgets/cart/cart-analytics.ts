/**
 * Cart analytics (shop spec §3 "Cart item", §8): a quantity change or a deletion on the cart page pushes an ecommerce
 * add or remove event to the dataLayer, the item in the shape of the "Cart line added" answer (runtime spec §3):
 * ItemKey, name, price, quantity (how many were added or removed), ItemOrigin, currencyCode. The line's data comes
 * from its attributes (data-cart-item-key, -origin, -price); analytics never blocks the cart: any failure is one
 * console warning.
 */
import { trackEcommerce, type DataLayerEntry } from '../../runtime/tracking.ts';

export interface CartItemData {
  key: string;
  name: string;
  origin: string;
  /** Unit price including VAT, invariant decimal. */
  price: number;
}

/** The ecommerce event for a line going from `before` to `after` items; null when nothing changed. Pure. */
export function cartItemEvent(
  item: CartItemData,
  before: number,
  after: number,
  currencyCode: string,
): DataLayerEntry | null {
  const delta = after - before;
  if (!Number.isFinite(delta) || delta === 0) return null;
  return {
    event: delta > 0 ? 'addToCart' : 'removeFromCart',
    ecommerce: {
      ItemKey: item.key,
      name: item.name,
      price: item.price,
      quantity: Math.abs(delta),
      ItemOrigin: item.origin,
      currencyCode,
    },
  };
}

/** Reads a cart line's analytics data; throws with what is missing (the caller warns). */
export function readCartItem(line: HTMLElement, name: string): CartItemData {
  const key = line.dataset.cartItemKey?.trim();
  const price = Number(line.dataset.cartItemPrice?.trim().replace(',', '.'));
  if (!key) throw new Error('the line has no data-cart-item-key');
  if (!line.dataset.cartItemPrice || !Number.isFinite(price)) {
    throw new Error(`the line's data-cart-item-price "${line.dataset.cartItemPrice ?? ''}" is not a number`);
  }
  return { key, name, origin: line.dataset.cartItemOrigin?.trim() || 'Catalog', price };
}

/** Pushes the event for one line's change; a failure (missing data, a broken tag manager) is a warning only. */
export function trackCartItem(
  line: HTMLElement,
  name: string,
  change: { before: number; after: number },
  currencyCode: string,
): void {
  try {
    const entry = cartItemEvent(readCartItem(line, name), change.before, change.after, currencyCode);
    if (!entry) return;
    trackEcommerce({ ecommerce: null });
    trackEcommerce(entry);
  } catch (error) {
    console.warn('[runtime] cart analytics: the change was not sent to the dataLayer:', error);
  }
}
