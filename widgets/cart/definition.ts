import * as v from 'valibot';
import { attr, noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const cartSummaryWidget = defineWidget({
  name: 'cart-summary',
  description:
    'The cart widget: on every cart:changed it asks GET {app}/api/v1/shoppingcarts and fills [data-cart-count], [data-cart-amount="incl"] and [data-cart-amount="excl"]; a [data-cart-items-toggle] button shows the item list ({culture}/widget/shoppingcartitems) in [data-cart-items], refreshed while open; the [data-cart-panel] around the list, if there is one, is what shows and hides (room for the amounts under the list).',
  options: noOptions,
  load: () => import('./cart-summary.ts'),
});
export type CartSummaryOptions = OptionsOf<typeof noOptions>;

export const cartPageOptions = v.object({
  postalCodeMinLength: v.optional(
    attr.number({ description: 'Characters before the postal code typeahead asks.', integer: true, min: 1 }),
    '4',
  ),
  currency: v.optional(
    attr.text({
      description: 'The currency code the lines’ data-cart-item-price is in, sent with the cart analytics.',
    }),
    'EUR',
  ),
});
export type CartPageOptions = OptionsOf<typeof cartPageOptions>;

export const cartPageWidget = defineWidget({
  name: 'cart-page',
  writes: true,
  description:
    'The cart page content: quantity ([data-cart-item-quantity] in a [data-cart-item-id] line), delete ([data-cart-item-delete]), clear ([data-cart-clear]), shipping method (ShippingMethodId radios), shipping country ([data-cart-country]) and postal code typeahead ([data-cart-postal-code], from 4 characters) call the server, then the content reloads in place. Quantity changes and deletions push addToCart / removeFromCart to the dataLayer from the line’s data-cart-item-key, -origin and -price (a failure is a console warning).',
  options: cartPageOptions,
  load: () => import('./cart-page.ts'),
});

export const couponWidget = defineWidget({
  name: 'coupon',
  writes: true,
  description:
    'Coupon code box: [data-coupon-apply] (or Enter) sends a non-empty CouponCode to POST {app}/api/v1/shoppingcarts/coupon, [data-coupon-remove] sends DELETE when the field is not empty; the cart content reloads after either.',
  options: noOptions,
  load: () => import('./coupon.ts'),
});
export type CouponOptions = OptionsOf<typeof noOptions>;

export const couponListOptions = v.object({
  userId: v.optional(
    attr.text({ description: 'The signed-in customer: their own coupons come from api/v1/couponcode/user/{id}.' }),
  ),
});
export type CouponListOptions = OptionsOf<typeof couponListOptions>;

export const couponListWidget = defineWidget({
  name: 'coupon-list',
  description:
    'The coupon list (in its dialog, from widget/couponcodes/list): adds the customer’s own coupons from GET {app}/api/v1/couponcode/user/{userId}; a [data-coupon-use="CODE"] button puts the code in the page’s coupon box, applies it and closes the dialog.',
  options: couponListOptions,
  load: () => import('./coupon-list.ts'),
});
