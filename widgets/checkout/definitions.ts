import * as v from 'valibot';
import { attr } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const checkoutOptions = v.object({
  customerId: v.optional(attr.text({ description: 'The signed-in customer, sent with the VAT check.' }), ''),
  vatValid: v.optional(
    attr.choice({
      description: 'The last VAT check’s answer as the page was rendered (empty: not checked yet).',
      values: ['', 'true', 'false', 'null'],
    }),
    '',
  ),
});

export const checkoutWidget = defineWidget({
  name: 'checkout',
  description:
    'The one-step checkout form: Enter in a [data-enter-guard] field does not send it; an invalid submit scrolls to the top (focus on the first invalid field) and the button shows loading only once valid; SameAddressForShipping shows or hides [data-other-address]; BillingVAT is checked with GET {app}/api/v1/sales/customers/checkisvatvalid when left filled, and the page reloads when the validity changes (not from valid to null).',
  options: checkoutOptions,
  load: () => import('./checkout-form.ts'),
});
