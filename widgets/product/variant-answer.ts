/**
 * The answer of GET {app}/api/v1/catalog/products/{productId}/productvariants (shop spec §3, §7), checked with
 * valibot so that a malformed answer is reported clearly instead of half-applied.
 */
import * as v from 'valibot';

const html = v.optional(v.nullable(v.string()), null);

export const attributeValueSchema = v.object({
  ProductAttributeValueId: v.number(),
  DisplayValue: v.string(),
  IsUnavailable: v.optional(v.boolean(), false),
  ColorCode1: v.optional(v.nullable(v.string()), null),
  ColorCode2: v.optional(v.nullable(v.string()), null),
  ColorCode3: v.optional(v.nullable(v.string()), null),
});

export const variantAnswerSchema = v.object({
  ProductVariantViewModel: v.looseObject({
    ProductId: v.number(),
    ProductVariantId: v.number(),
    SKU: v.string(),
    UnitPriceTaxIncl: v.number(),
    CurrencyCode: v.string(),
    ProductGalleryHtml: html,
    StockByWareHouse: html,
    CustomerReference: html,
  }),
  ProductVariantAttributesViewModel: v.optional(
    v.array(
      v.object({
        /** "Square" for colour squares, otherwise a dropdown. */
        VariationDisplayTypeValue: v.optional(v.nullable(v.string()), null),
        Value: v.string(),
        ProductAttributeValuesViewModel: v.array(attributeValueSchema),
      }),
    ),
    [],
  ),
});

export type VariantAnswer = v.InferOutput<typeof variantAnswerSchema>;

/** VariantValueId1..n of the chosen variant, by field name (`VariantValueId1` → 12). */
export function chosenValues(variant: VariantAnswer['ProductVariantViewModel']): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const [key, value] of Object.entries(variant)) {
    if (/^VariantValueId\d+$/.test(key) && (typeof value === 'number' || typeof value === 'string')) {
      chosen.set(key, String(value));
    }
  }
  return chosen;
}
