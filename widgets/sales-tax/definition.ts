import * as v from 'valibot';
import { attr, isSelector } from '../../runtime/options.ts';
import type { OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const salesTaxCountryOptions = v.object({
  refresh: v.optional(
    v.pipe(
      attr.text({
        description:
          'Selector of the page section refetched after the change (the page’s flag); empty: the whole page reloads.',
      }),
      v.check((text) => !text || isSelector(text), 'must be a CSS selector'),
    ),
    '',
  ),
});
export type SalesTaxCountryOptions = OptionsOf<typeof salesTaxCountryOptions>;

export const salesTaxCountryWidget = defineWidget({
  name: 'sales-tax-country',
  writes: true,
  description:
    'On the select of the country whose VAT the prices include (or an element holding it): PUT {app}/api/v1/salestaxes/currentcountry with currentCountry (the answer is not read), then the page reloads in place, or only the section matching data-refresh is refetched. A failure puts the select back on the country the page shows.',
  options: salesTaxCountryOptions,
  load: () => import('./sales-tax-country.ts'),
});
