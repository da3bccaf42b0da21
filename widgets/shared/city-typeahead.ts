/**
 * The postal code typeahead of the cart and the checkout (shop spec §5, §7, §9): GET
 * {app}/api/v1/countries/{countryId}/cities/{query} from 4 characters (a map of city id to its name), on the
 * accessible combobox; choosing a city is the caller's (POST shoppingcarts/city, then the page's refresh).
 */
import type { RuntimeConfig } from '../../runtime/config.ts';
import { request } from '../../runtime/http.ts';
import { appUrl } from '../../runtime/urls.ts';
import { attachCombobox, suggestionsFailed, type Suggestion } from './combobox.ts';
import { encodeUriPart } from './uri-part.ts';

export function attachCityTypeahead(
  input: HTMLInputElement,
  options: {
    config: Pick<RuntimeConfig, 'app' | 'culture'>;
    minLength: number;
    signal: AbortSignal;
    onChoose: (city: Suggestion) => void;
  },
): void {
  const { config } = options;
  attachCombobox(input, {
    minLength: options.minLength,
    signal: options.signal,
    suggest: async (term, abort) => {
      const countryId = input.dataset.countryId ?? '';
      try {
        const cities = await request<Record<string, string>>(
          appUrl(config.app, `api/v1/countries/${encodeUriPart(countryId)}/cities/${encodeUriPart(term)}`),
          { signal: abort, handleErrors: false, query: { culture: config.culture } },
        );
        // An empty answer is no city (an empty list), not a failure.
        return Object.entries(cities ?? {}).map(([id, name]) => ({ value: id, label: String(name) }));
      } catch (error) {
        return suggestionsFailed('city-typeahead', error, abort);
      }
    },
    onChoose: (city) => {
      input.value = city.label;
      options.onChoose(city);
    },
  });
}
