/**
 * The visitor's location (runtime spec §3 "Location data kept in cookies"), pure: the fields kept of a Google
 * Geocoding result (address components, formatted address, geometry, types, partial match, postcode localities,
 * place id) plus the medium it came from, the cookie that holds it, and the distances to the shop's stores.
 */
import * as v from 'valibot';
import type { VisitorLocation } from '../../runtime/events.ts';

export type { VisitorLocation };
export type Medium = VisitorLocation['medium'];

/** The cookie stays well under the 4096 bytes browsers keep per cookie (name and attributes included). */
export const LOCATION_COOKIE_MAX = 3500;

export const locationCookieName = (cms: string) => `${cms}_location`;

// Only valibot actions the core already bundles (check, custom): valibot is one module, so whatever a lazy chunk
// uses of it lands in the core's shared valibot chunk.
const coordinate = (limit: number) =>
  v.pipe(
    v.number(),
    v.check((value) => Number.isFinite(value) && Math.abs(value) <= limit, `must be within ±${limit}`),
  );
const atMost = <T extends { length: number }>(max: number) =>
  v.check<T, string>((value) => value.length <= max, `must be at most ${max} long`);
const shortText = v.pipe(v.string(), atMost(300));
const textList = v.pipe(v.array(shortText), atMost(20));

/** One Google Geocoding result; unknown fields (viewport, location_type, plus_code…) are dropped. */
export const geocodeResultSchema = v.object({
  address_components: v.pipe(
    v.array(v.object({ long_name: shortText, short_name: shortText, types: textList })),
    atMost(20),
  ),
  formatted_address: shortText,
  geometry: v.object({ location: v.object({ lat: coordinate(90), lng: coordinate(180) }) }),
  types: textList,
  partial_match: v.optional(v.boolean()),
  postcode_localities: v.optional(textList),
  place_id: shortText,
});
export type GeocodeResult = v.InferOutput<typeof geocodeResultSchema>;

/** The answer of GET {geocodeUrl}?address=… or ?latlng=…, shaped as Google's. */
export const geocodeAnswerSchema = v.object({
  status: v.string(),
  results: v.optional(v.array(geocodeResultSchema), []),
  error_message: v.optional(v.string()),
});
export type GeocodeAnswer = v.InferOutput<typeof geocodeAnswerSchema>;

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
    return encodeURIComponent(text).length <= LOCATION_COOKIE_MAX ? text : null;
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
