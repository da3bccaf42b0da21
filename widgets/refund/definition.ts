import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

const refundRequestOptions = v.object({
  currency: v.optional(attr.text({ description: 'Currency of the amounts (ISO 4217).' }), 'EUR'),
});

export const refundRequestWidget = defineWidget({
  name: 'refund-request',
  description:
    'The refund request table (a <form> or any block around it). Each [data-refund-line] row holds the unit price incl. tax ([name$="UnitPriceTaxIncl"] or data-unit-price; a comma accepted as the decimal separator), a quantity field ([name$="Quantity"], max = what was ordered), [data-refund-amount] and an optional [name$="RefundedAmount"] field; the line amount is price × quantity, [data-refund-count] and [data-refund-total] sum them (2 decimals, shown in the culture’s format) as quantities change. A quantity outside 0..max is brought back when the field is left, and [data-refund-status] says so and gives the totals.',
  options: refundRequestOptions,
  load: () => import('./refund-request.ts'),
});
export type RefundRequestOptions = OptionsOf<typeof refundRequestOptions>;
