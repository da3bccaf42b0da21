import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const quantityOptions = v.object({
  plain: v.optional(
    attr.boolean({
      description:
        'A plain number input without bounds: what is not a number counts as 0 and minus is disabled at 0 or less.',
    }),
    'false',
  ),
});
export type QuantityOptions = OptionsOf<typeof quantityOptions>;

export const quantityWidget = defineWidget({
  name: 'quantity',
  description:
    'Quantity box around one number input: bounds from its min, max (0 = none) and step attributes, corrected 600 ms after typing and at once on change; minus and plus buttons ([data-quantity-step="-1"] / ["1"]) are added when the template has none, in the room runtime.css keeps for them beside a lone input (--rt-quantity-step-size, 2.5rem each). Emits quantity:change on the input with each value within bounds.',
  options: quantityOptions,
  load: () => import('./quantity-box.ts'),
});

export const addToCartOptions = v.object({
  name: v.optional(attr.text({ description: 'Product name sent with the line (else the form’s Name field).' })),
  origin: v.optional(
    attr.text({ description: 'Extra order-origin field ItemOrigin sent with the line (e.g. Catalog, Wishlist).' }),
  ),
});
export type AddToCartOptions = OptionsOf<typeof addToCartOptions>;

export const addToCartWidget = defineWidget({
  name: 'add-to-cart',
  writes: true,
  description:
    'On an order form with ProductVariantId and Quantity fields: sends POST {app}/api/v1/catalog/products/addtocart (once, however often it is clicked), announces cart:changed, pushes the cart line to the dataLayer, then asks Continue shopping or Go to basket.',
  options: addToCartOptions,
  load: () => import('./add-to-cart.ts'),
});

export const variantsOptions = v.object({
  productId: attr.number({ description: 'The product id (ProductId).', integer: true, min: 1 }),
});
export type VariantsOptions = OptionsOf<typeof variantsOptions>;

export const productVariantsWidget = defineWidget({
  name: 'product-variants',
  description:
    'On the order form of a product page: each change of a VariantValueId<n> picker (select or radios) or of the Quantity asks GET {app}/api/v1/catalog/products/{productId}/productvariants and refreshes the ProductVariantId field, the pickers (unavailable values disabled and labelled), and the [data-variant-field="SKU" | "UnitPriceTaxIncl"] and [data-variant-html="ProductGalleryHtml" | "StockByWareHouse" | "CustomerReference"] elements of the closest [data-product-scope] (else the page); an answer without ProductGalleryHtml has the gallery blocks reload from {culture}/widget/catalog/ProductPhotosGallery?productVariantId=<id>. Colour squares (VariationDisplayTypeValue Square) get the answer’s ColorCode1..3 as the background of the [data-variant-color] element in their radio’s label (one colour, or a diagonal gradient of two or three; codes that are not colours are left out). Links with data-variant-link="<param>" get the new variant id in that query parameter; [data-variant-fragment="<path>"] blocks reload from {culture}/<path>?productVariantId=<id>.',
  options: variantsOptions,
  load: () => import('./product-variants.ts'),
});
