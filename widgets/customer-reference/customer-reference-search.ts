/** Customer-reference search (shop spec §2, §3, §7): a business customer finds a product by their own SKU. */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import { attachCombobox, comboboxInput, suggestionsFailed } from '../shared/combobox.ts';
import type { CustomerReferenceSearchOptions } from './definition.ts';

export function mount(
  element: HTMLElement,
  _options: CustomerReferenceSearchOptions,
  { signal, runtime }: WidgetContext,
) {
  const input = comboboxInput(element, 'customer-reference-search');
  if (!input) return undefined;
  attachCombobox(input, {
    minLength: 2,
    noResult: t('Catalog.NoProductFound'),
    signal,
    suggest: async (term, abort) => {
      try {
        const found = await request(appUrl(runtime.config.app, 'catalog/customerref/search'), {
          query: { q: term, page: 1 },
          signal: abort,
          handleErrors: false,
        });
        // An empty answer (null) is no reference found, not a failure.
        return (Array.isArray(found) ? found : [])
          .filter((item) => typeof item?.CustomerSKU === 'string' && typeof item?.ProductLink === 'string')
          .map((item: { CustomerSKU: string; ProductLink: string }) => ({
            label: item.CustomerSKU,
            value: item.ProductLink,
            href: item.ProductLink,
          }));
      } catch (error) {
        return suggestionsFailed('customer-reference-search', error, abort);
      }
    },
    // The ProductLink comes from the server: followed only when it is an address of this site.
    onChoose: (choice) => void runtime.pages.follow(choice.value, { clicked: true }),
  });
  return undefined;
}
