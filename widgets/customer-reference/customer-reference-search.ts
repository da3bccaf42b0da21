/** Customer-reference search (shop spec §2, §3, §7): a business customer finds a product by their own SKU. */
import { runtimeConfig } from '../../runtime/current.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import { visit } from '../../runtime/page.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl, sameOriginPath } from '../../runtime/urls.ts';
import { attachCombobox, comboboxInput } from '../shared/combobox.ts';

export function mount(element: HTMLElement, _options: unknown, { signal }: WidgetContext) {
  const input = comboboxInput(element, 'customer-reference-search');
  if (!input) return undefined;
  attachCombobox(input, {
    minLength: 2,
    noResult: t('Catalog.NoProductFound'),
    signal,
    suggest: async (term, abort) => {
      try {
        const found = await request<unknown>(appUrl(runtimeConfig().app, 'catalog/customerref/search'), {
          query: { q: term, page: 1 },
          signal: abort,
          handleErrors: false,
        });
        return (Array.isArray(found) ? found : [])
          .filter((item) => typeof item?.CustomerSKU === 'string' && typeof item?.ProductLink === 'string')
          .map((item: { CustomerSKU: string; ProductLink: string }) => ({
            label: item.CustomerSKU,
            value: item.ProductLink,
            href: item.ProductLink,
          }));
      } catch {
        return null;
      }
    },
    onChoose: (choice) => {
      const path = sameOriginPath(choice.value);
      if (path) visit(path);
    },
  });
  return undefined;
}
