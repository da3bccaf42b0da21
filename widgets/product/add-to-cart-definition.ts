import * as v from 'valibot';
import { attr } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const addToCartOptions = v.object({
  name: v.optional(attr.text({ description: 'Product name sent with the line (else the form’s Name field).' })),
  origin: v.optional(
    attr.text({ description: 'Extra order-origin field ItemOrigin sent with the line (e.g. Catalog, Wishlist).' }),
  ),
});

export const addToCartWidget = defineWidget({
  name: 'add-to-cart',
  writes: true,
  description:
    'On an order form with ProductVariantId and Quantity fields: sends POST {app}/api/v1/catalog/products/addtocart (once, however often it is clicked), announces cart:changed, pushes the cart line to the dataLayer, then asks Continue shopping or Go to basket.',
  options: addToCartOptions,
  load: () => import('./add-to-cart.ts'),
});
