import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

const customerPickerOptions = v.object({
  minLength: v.optional(
    attr.number({ description: 'Characters typed before the search asks.', integer: true, min: 1 }),
    '2',
  ),
});

export const customerPickerWidget = defineWidget({
  name: 'customer-picker',
  writes: true,
  description:
    'Staff assign a customer to the current order: the <form> holds a search input and a hidden CustomerId. From the minimum length on, GET {app}/api/v1/sales/customers?search=… lists Email and CustomerId in an accessible combobox (arrows, Enter, Escape); the chosen customer writes CustomerId and the e-mail into the input, then the serialized form is sent with PUT {app}/api/v1/sales/orders/addtocart; [data-customer-picker-status] says who the order is assigned to. A failure puts the previous customer back.',
  options: customerPickerOptions,
  load: () => import('./customer-picker.ts'),
});
export type CustomerPickerOptions = OptionsOf<typeof customerPickerOptions>;
