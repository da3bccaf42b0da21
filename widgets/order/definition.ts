import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

const deliveryAddressChangeOptions = v.object({
  url: attr.url({ description: 'The change-delivery-address form page.' }),
  title: v.optional(attr.text({ description: 'The dialog title (default: the page’s heading).' }), ''),
});

export const deliveryAddressChangeWidget = defineWidget({
  name: 'delivery-address-change',
  writes: true,
  description:
    'The "change the delivery address" button of an order: opens data-url ({culture}/sales/order/ChangeDeliveryAddressRequest) in a dialog; its form, once valid, is serialized and posted to its action once at a time. An answer with ErrorMessage closes the dialog and shows it as an error toast; otherwise the dialog closes, SuccessMessage (if any) is a notice, and the button is disabled and shows the Order.DeliveryAddressRequestSent text. A failed call is the error catalogue’s unknown-errors message, the dialog kept as typed.',
  options: deliveryAddressChangeOptions,
  load: () => import('./delivery-address-change.ts'),
});
export type DeliveryAddressChangeOptions = OptionsOf<typeof deliveryAddressChangeOptions>;
