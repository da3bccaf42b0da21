/**
 * The search form of the pickup point screen (shop spec §2, §5): postal code and town for the carriers that search
 * that way; else one address field with suggestions restricted to the delivery country, from the geocoder the shop
 * chose (the CMS's endpoint, or Google's with the shop's front key). A place without a postal code is looked up
 * again by its position (reverse geocoding) to find one. Geocoding failures are logged only (runtime spec §8): the
 * search then goes on with the typed text, which the carrier reads itself.
 */
import type { Runtime } from '../../runtime/runtime.ts';
import { appUrl } from '../../runtime/urls.ts';
import { attachCombobox } from '../shared/combobox.ts';
import type { GeocodeResult } from '../shared/geocode-answer.ts';
import { cmsGeocoder, type Geocoder, type GeocodeQuery, googleGeocoder } from '../shared/geocoder.ts';
import type { PickupPointsOptions as Options } from './definition.ts';
import type { PickupSearch } from './pickup-rules.ts';

export interface AddressSearch {
  /** The search the form asks for, or null when nothing was typed. */
  query(): Promise<PickupSearch | null>;
}

/** Characters typed before suggestions are asked for. */
export const SUGGEST_MIN_LENGTH = 3;

const component = (place: GeocodeResult, type: string) =>
  place.address_components.find((part) => part.types.includes(type))?.long_name ?? '';

/** The search a geocoded place stands for. */
export function searchOf(place: GeocodeResult, postalCode = component(place, 'postal_code')): PickupSearch {
  return {
    city: component(place, 'locality') || component(place, 'postal_town'),
    postalCode,
    address: [component(place, 'route'), component(place, 'street_number')].filter(Boolean).join(' '),
  };
}

export function attachAddressSearch(
  form: HTMLFormElement,
  { options, runtime, signal }: { options: Options; runtime: Runtime; signal: AbortSignal },
): AddressSearch {
  const value = (selector: string) => form.querySelector<HTMLInputElement>(selector)?.value.trim() ?? '';
  const input = form.querySelector<HTMLInputElement>('[data-pickup-address]');
  if (!input) {
    return {
      async query() {
        const search = { city: value('[data-pickup-city]'), postalCode: value('[data-pickup-postcode]'), address: '' };
        return search.city || search.postalCode ? search : null;
      },
    };
  }

  const { app, culture } = runtime.config;
  const geocoder: Geocoder =
    options.geocoder === 'google'
      ? googleGeocoder(app)
      : cmsGeocoder(options.geocodeUrl ?? appUrl(app, 'api/v1/geocode'));
  const ask = async (query: GeocodeQuery, abort: AbortSignal, what: string): Promise<GeocodeResult[] | null> => {
    const outcome = await geocoder.geocode(query, { language: culture, country: options.countryCode, signal: abort });
    if (outcome.kind === 'found') return outcome.results;
    if (outcome.kind === 'failed') console.warn(`[runtime] Geocoding ${what} failed: ${outcome.reason}.`);
    return outcome.kind === 'none' ? [] : null;
  };

  /** A place's search; without a postal code, the one found at its position. */
  const complete = async (place: GeocodeResult): Promise<PickupSearch> => {
    if (component(place, 'postal_code')) return searchOf(place);
    const { lat, lng } = place.geometry.location;
    const around = await ask({ latlng: `${lat},${lng}` }, signal, 'the place’s position');
    const code = around?.map((item) => component(item, 'postal_code')).find(Boolean) ?? '';
    return searchOf(place, code);
  };

  let suggested: GeocodeResult[] = [];
  let chosen: GeocodeResult | null = null;
  attachCombobox(input, {
    minLength: SUGGEST_MIN_LENGTH,
    signal,
    suggest: async (term, abort) => {
      const found = await ask({ address: term }, abort, `“${term}”`);
      if (!found) return null;
      suggested = found;
      return found.map((place, index) => ({ label: place.formatted_address, value: String(index) }));
    },
    onChoose: (suggestion) => {
      chosen = suggested[Number(suggestion.value)] ?? null;
      input.value = suggestion.label;
      form.requestSubmit();
    },
  });

  return {
    async query() {
      const typed = input.value.trim();
      if (!typed) return null;
      if (chosen && chosen.formatted_address === typed) return complete(chosen);
      const [first] = (await ask({ address: typed }, signal, `“${typed}”`)) ?? [];
      // Not found, or the geocoder failed: the carrier reads the typed text itself.
      if (!first) return { city: '', postalCode: '', address: typed };
      const search = await complete(first);
      // The street the shopper typed stays (a town's result has none).
      return search.address ? search : { ...search, address: typed };
    },
  };
}
