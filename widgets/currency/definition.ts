import { noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const currencySwitchWidget = defineWidget({
  name: 'currency-switch',
  reads: ['data-currency'],
  writes: true,
  description:
    'On a currency select (or buttons with data-currency): POST {app}/api/v1/currencyconverter/currency/changeto/{currency}. OK reloads the page; a warning asks to cancel or force (force sends …/{currency}/true); another reason shows an error titled by its resource text.',
  options: noOptions,
  load: () => import('./currency-switch.ts'),
});
export type CurrencySwitchOptions = OptionsOf<typeof noOptions>;
