import * as v from 'valibot';
import { attr } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const variantsOptions = v.object({
  productId: attr.number({ description: 'The product id (ProductId).', integer: true, min: 1 }),
});

export const productVariantsWidget = defineWidget({
  name: 'product-variants',
  description:
    'On the order form of a product page: each change of a VariantValueId<n> picker (select or radios) or of the Quantity asks GET {app}/api/v1/catalog/products/{productId}/productvariants and refreshes the ProductVariantId field, the pickers (unavailable values disabled and labelled), and the [data-variant-field="SKU" | "UnitPriceTaxIncl"] and [data-variant-html="ProductGalleryHtml" | "StockByWareHouse" | "CustomerReference"] elements of the closest [data-product-scope] (else the page); an answer without ProductGalleryHtml has the gallery blocks reload from {culture}/widget/catalog/ProductPhotosGallery?productVariantId=<id>. Colour squares (VariationDisplayTypeValue Square) get the answer’s ColorCode1..3 as the background of the [data-variant-color] element in their radio’s label (one colour, or a diagonal gradient of two or three; codes that are not colours are left out). Links with data-variant-link="<param>" get the new variant id in that query parameter; [data-variant-fragment="<path>"] blocks reload from {culture}/<path>?productVariantId=<id>.',
  options: variantsOptions,
  load: () => import('./product-variants.ts'),
});
