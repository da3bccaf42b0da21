/**
 * The visitor's location (runtime spec §3 "Location data kept in cookies"), pure: the fields kept of a Google
 * Geocoding result (address components, formatted address, geometry, types, partial match, postcode localities,
 * place id) plus the medium it came from, the cookie that holds it, and the distances to the shop's stores.
 */
import * as v from 'valibot';
import type { VisitorLocation } from '../../runtime/events.ts';
import type { GeocodeOutcome } from '../shared/geocoder.ts';

export type { VisitorLocation };
export type Medium = VisitorLocation['medium'];

/** The cookie stays well under the 4096 bytes browsers keep per cookie (name and attributes included). */
export const LOCATION_COOKIE_MAX = 3500;

export const locationCookieName = (cms: string) => `${cms}_location`;

export { geocodeAnswerSchema } from '../shared/geocode-answer.ts';
export type { GeocodeResult } from '../shared/geocode-answer.ts';
import { type GeocodeResult, geocodeResultSchema } from '../shared/geocode-answer.ts';
import { encodeUriPart } from '../shared/uri-part.ts';

const storedLocationSchema = v.object({
  ...geocodeResultSchema.entries,
  medium: v.custom<Medium>((value) => value === 'geolocation' || value === 'search', 'must be a medium'),
}) satisfies v.GenericSchema<unknown, VisitorLocation>;

/** The location kept of a geocoding result. */
export function toVisitorLocation(result: GeocodeResult, medium: Medium): VisitorLocation {
  return { ...result, medium };
}

/** The stored location, or null when the cookie is missing, too large, not JSON or not a location. */
export function readLocationCookie(text: string | undefined): VisitorLocation | null {
  if (!text || text.length > LOCATION_COOKIE_MAX) return null;
  try {
    const parsed = v.safeParse(storedLocationSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const KEPT_COMPONENTS = ['postal_code', 'locality', 'country'];

/**
 * The cookie value (JSON), under LOCATION_COOKIE_MAX bytes once URL-encoded: when the whole result is too large,
 * the postcode localities go first, then the address components other than postal code, locality and country.
 * Null when even that is too large.
 */
export function serializeLocation(location: VisitorLocation): string | null {
  const fits = (value: VisitorLocation) => {
    const text = JSON.stringify(value);
    return encodeUriPart(text).length <= LOCATION_COOKIE_MAX ? text : null;
  };
  const { postcode_localities: _localities, ...withoutLocalities } = location;
  return (
    fits(location) ??
    fits(withoutLocalities) ??
    fits({
      ...withoutLocalities,
      address_components: location.address_components.filter((part) =>
        part.types.some((type) => KEPT_COMPONENTS.includes(type)),
      ),
    })
  );
}

/** "1000 Bruxelles" (postal code and town), else the formatted address. */
export function placeLabel(location: Pick<VisitorLocation, 'address_components' | 'formatted_address'>): string {
  const part = (type: string) => location.address_components.find((item) => item.types.includes(type))?.long_name;
  const town = part('locality') ?? part('postal_town') ?? part('administrative_area_level_2');
  const label = [part('postal_code'), town].filter(Boolean).join(' ');
  return town ? label : location.formatted_address;
}

/** What the location form tells of a geocoding outcome: its status line (a string resource), a warning, the place. */
export interface GeocodeReport {
  message: { key: string; values?: Record<string, string> };
  /** For the console (runtime spec §8: failures are logged). */
  warning?: string;
  /** The first result, which becomes the visitor's location. */
  place?: VisitorLocation;
}

/** Runtime spec §8: the report of a search (`asked` is what was typed) or of the position; null when aborted. */
export function geocodeReport(outcome: GeocodeOutcome, medium: Medium, asked: string): GeocodeReport | null {
  switch (outcome.kind) {
    case 'aborted':
      return null;
    case 'found': {
      const place = toVisitorLocation(outcome.results[0] as GeocodeResult, medium);
      return { message: { key: 'Location.Found', values: { place: placeLabel(place) } }, place };
    }
    case 'none':
      return {
        message:
          medium === 'search'
            ? { key: 'Location.NotFound', values: { query: asked } }
            : { key: 'Location.Unavailable' },
        warning: `[runtime] Geocoding found no place for ${asked}.`,
      };
    case 'failed':
      return { message: { key: 'Location.Error' }, warning: `[runtime] Geocoding ${asked} failed: ${outcome.reason}.` };
  }
}
