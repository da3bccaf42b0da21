import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
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
  postalCodeMinLength: v.optional(
    attr.number({ description: 'Characters before the postal code typeahead asks.', integer: true, min: 1 }),
    '4',
  ),
});
export type CheckoutOptions = OptionsOf<typeof checkoutOptions>;

export const checkoutWidget = defineWidget({
  name: 'checkout',
  writes: true,
  description:
    'The one-step checkout form: Enter in a [data-enter-guard] field does not send it; an invalid submit scrolls to the top (focus on the first invalid field) and the button shows loading only once valid; SameAddressForShipping shows or hides [data-other-address]; BillingVAT is checked with GET {app}/api/v1/sales/customers/checkisvatvalid when left filled, and the page reloads when the validity changes (not from valid to null). ShippingMethodId, ShippingCountryId and the [data-shipping-postal-code] typeahead (from 4 characters) are sent, then the page reloads; a method with data-pickup-carrier first dispatches the cancelable checkout:pickup-method event on the form (the pickup-point search plugs in there). The radios of a [data-prepaid-choice] fieldset (data-total, data-currency; each radio’s data-balance) write the hidden PrepaidAccountId and say in [data-prepaid-status] what the account pays.',
  options: checkoutOptions,
  load: () => import('./checkout-form.ts'),
});

export const addressPickerOptions = v.object({
  type: attr.choice({
    description: 'Which addresses it lists and fills: Billing or Shipping.',
    values: ['Billing', 'Shipping'],
  }),
  inputname: attr.text({ description: 'Name of the radios (ExistingBillingAddressId, ExistingShippingAddressId).' }),
  selectedAddressId: v.optional(attr.text({ description: 'The address chosen as the page was rendered.' }), ''),
  url: attr.url({ description: 'The picker fragment, {culture}/widget/catalog/DeliveryAddressPicker.' }),
  isAddNewAddress: v.optional(attr.boolean({ description: 'Offer the "add an address" link.' }), 'true'),
  isEditAddress: v.optional(attr.boolean({ description: 'Offer an "edit" link per address.' }), 'true'),
});
export type AddressPickerOptions = OptionsOf<typeof addressPickerOptions>;

export const addressPickerWidget = defineWidget({
  name: 'address-picker',
  writes: true,
  description:
    'A checkout address picker (radios in [data-selected-address]): the chosen billing address (each radio’s data-billing-address JSON) fills the hidden billing fields and the AccountType radio; a visible BillingVAT field takes the address’s number only when the shopper chooses another address while the field still holds the former one’s (a number the shopper typed is never replaced, on a load or a choice); [data-address-popup] links open the add / edit address form in a dialog, sent in place (button loading); on success both pickers reload from the fragment (inputname, isAddNewAddress, isEditAddress, selectedAddressId, type) and a new address is selected by its AddressType; a failure is an error toast.',
  options: addressPickerOptions,
  load: () => import('./address-picker.ts'),
});
