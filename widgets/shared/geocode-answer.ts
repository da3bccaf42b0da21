/**
 * A geocoding answer in Google's shape ({status, results}), as both the CMS's endpoint and Google's Geocoding API
 * send it: the fields of a result the runtime keeps (runtime spec §3 "Location data kept in cookies").
 */
import * as v from 'valibot';

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
