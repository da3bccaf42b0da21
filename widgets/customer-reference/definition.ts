import { noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const customerReferenceSearchWidget = defineWidget({
  name: 'customer-reference-search',
  description:
    'For business customers, on a search input: from 2 characters, GET {app}/catalog/customerref/search (q, page=1) lists their own references (CustomerSKU) as an accessible combobox; choosing one opens its ProductLink.',
  options: noOptions,
  load: () => import('./customer-reference-search.ts'),
});
export type CustomerReferenceSearchOptions = OptionsOf<typeof noOptions>;

export const customerReferenceWidget = defineWidget({
  name: 'customer-reference',
  description:
    'A business customer’s own reference for a product variant: the form’s CustomerReference field is saved with GET {app}/{culture}/widget/catalog/CustomerReferenceUpdate (productVariantId, customerReference); the answer’s Message is shown, a failure shows Catalog.CustomerRefUpdateError in a dialog that closes after 3000 ms.',
  options: noOptions,
  load: () => import('./customer-reference.ts'),
});
export type CustomerReferenceOptions = OptionsOf<typeof noOptions>;
