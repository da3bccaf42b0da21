/**
 * Add to cart (shop spec §4, §7; runtime spec §3 "Cart line added"): send, then announce that the cart changed,
 * then the confirmation dialog with Continue shopping or Go to basket. The button shows it is sending and a double
 * click sends once; a failure leaves the form as it was (the error catalogue tells the shopper).
 */
import { emit } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { trackEcommerce } from '../../runtime/tracking.ts';
import { confirmDialog } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { AddToCartOptions as Options } from './definition.ts';
import { orderQuantity } from './quantity-rules.ts';
import { variantSettled } from '../shared/variant-state.ts';

interface AddToCartAnswer {
  ItemsCount?: number;
  /** Runtime spec §3 "Cart line added". */
  CartLine?: Record<string, unknown>;
}

const field = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  if (!(element instanceof HTMLFormElement)) {
    console.error('[runtime] The add-to-cart widget goes on the order <form>.', element);
    return undefined;
  }
  sendOnce(element, () => send(runtime, element, options), signal);
  return undefined;
}

async function send(runtime: Runtime, form: HTMLFormElement, options: Options): Promise<void> {
  // A variant refresh in flight decides which variant is sent.
  await variantSettled(form);
  const variantId = Number(field(form, 'ProductVariantId'));
  if (!Number.isInteger(variantId) || variantId <= 0) {
    console.error('[runtime] add-to-cart: the form has no valid ProductVariantId field.', form);
    return;
  }
  const name = options.name ?? field(form, 'Name');
  const { app, culture } = runtime.config;
  let answer: AddToCartAnswer | null;
  try {
    answer = await request<AddToCartAnswer>(appUrl(app, 'api/v1/catalog/products/addtocart'), {
      method: 'POST',
      body: {
        ProductVariantId: variantId,
        Quantity: orderQuantity(field(form, 'Quantity')),
        Name: name,
        ...(options.origin ? { ItemOrigin: options.origin } : {}),
      },
    });
  } catch {
    return; // the call failed: the error catalogue has told the shopper; the form keeps its values
  }
  // Any 2xx added the line, an empty one (null) too: the cart changed; only the analytics lack the CartLine then.
  emit('cart:changed', { source: 'add-to-cart' });
  try {
    if (!answer?.CartLine || typeof answer.CartLine !== 'object') throw new Error('the answer has no CartLine');
    trackEcommerce({ ecommerce: null });
    trackEcommerce({ event: 'addToCart', ecommerce: { ...answer.CartLine } });
  } catch (error) {
    // Shop spec §8: a cart analytics failure is swallowed with a warning; the shopper's cart is what matters.
    console.warn('[runtime] add-to-cart: the cart line was not sent to the dataLayer:', error);
  }
  const goToBasket = await confirmDialog(t('Catalog.AddedToCart'), {
    title: name || t('Catalog.AddedToCartTitle'),
    confirmLabel: t('Catalog.GoToBasket'),
    cancelLabel: t('Catalog.ContinueShopping'),
  });
  if (goToBasket) runtime.pages.follow(appUrl(app, `${culture}/shoppingcarts`));
}
