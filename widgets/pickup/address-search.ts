/**
 * The search form of the pickup point screen: postal code and town for the carriers that search that way, else
 * one address field. It tells the search what was asked.
 */
import type * as v from 'valibot';
import type { Runtime } from '../../runtime/runtime.ts';
import type { pickupPointsOptions } from './definitions.ts';
import type { PickupSearch } from './pickup-rules.ts';

type Options = v.InferOutput<typeof pickupPointsOptions>;

export interface AddressSearch {
  /** The search the form asks for, or null when nothing was typed. */
  query(): Promise<PickupSearch | null>;
}

export function attachAddressSearch(
  form: HTMLFormElement,
  _context: { options: Options; runtime: Runtime; signal: AbortSignal },
): AddressSearch {
  const value = (selector: string) => form.querySelector<HTMLInputElement>(selector)?.value.trim() ?? '';
  return {
    async query() {
      const search = {
        city: value('[data-pickup-city]'),
        postalCode: value('[data-pickup-postcode]'),
        address: value('[data-pickup-address]'),
      };
      return search.city || search.postalCode || search.address ? search : null;
    },
  };
}
