/**
 * The sales-tax country switch (shop spec §4, §7): prices include the VAT of the country chosen here. The choice is
 * sent (PUT salestaxes/currentcountry, the answer not read), then the page reloads in place, or only the section the
 * page names with `data-refresh` is refetched. A failed call (the error catalogue tells the shopper) puts the select
 * back on the country the page shows, so what is selected is always what the prices include.
 */
import { emit } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { refreshRegion } from '../../runtime/region-refresh.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { SalesTaxCountryOptions as Options } from './definition.ts';

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const select = element instanceof HTMLSelectElement ? element : element.querySelector('select');
  if (!select) {
    console.error('[runtime] The sales-tax-country widget goes on a <select> (or an element holding one).', element);
    return undefined;
  }
  let shown = select.value;

  const change = async (country: string) => {
    try {
      await request(appUrl(runtime.config.app, 'api/v1/salestaxes/currentcountry'), {
        method: 'PUT',
        body: { currentCountry: country },
        loader: true,
      });
    } catch {
      select.value = shown;
      return;
    }
    const region = options.refresh ? document.querySelector<HTMLElement>(options.refresh) : null;
    if (options.refresh && !region) {
      console.warn(
        `[runtime] sales-tax-country: no element matches data-refresh "${options.refresh}"; the page reloads.`,
      );
    }
    if (region && (await refreshRegion(region, options.refresh, signal))) {
      shown = country;
      emit('sales-tax:changed', { country }); // the page's other prices (the header's cart) follow
      return;
    }
    runtime.pages.reload();
  };

  select.addEventListener(
    'change',
    () => {
      if (select.value !== shown) void change(select.value);
    },
    { signal },
  );
  return undefined;
}
