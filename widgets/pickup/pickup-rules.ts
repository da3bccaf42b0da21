/**
 * The pickup point rules (shop spec §3, §5, §7, §9), pure: reading the carrier's answer, the search request, the
 * opening hours as table rows, and the payload that saves a point.
 */
import * as v from 'valibot';

/** The zoom of the pickup map (shop spec §9); the map is fitted to the points, never closer than this. */
export const PICKUP_MAP_ZOOM = 13;

const text = v.optional(v.nullable(v.union([v.string(), v.number()])), '');
const str = v.pipe(
  text,
  v.transform((value) => (value === null ? '' : String(value))),
);

/** One PickupPointViewModels entry (names as the carriers spell them); unknown fields are dropped. */
export const pickupPointSchema = v.object({
  PublicAccessPointID: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  ConsigneeName: v.string(),
  Address: str,
  PostCode: str,
  City: str,
  CountryId: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  PhoneNumber: str,
  Distance: v.optional(v.nullable(v.number()), null),
  ImageURL: v.optional(v.nullable(v.string()), null),
  Comments: str,
  StandardHoursOfOperation: str,
  Informations: str,
  LatestAirDropOffTime: str,
  AdditionalChargeIndicator: v.optional(v.nullable(v.boolean()), false),
  SpecialInstructions: str,
  AdditionalComments: str,
  PickupPointType: str,
  Geocode: v.optional(
    v.nullable(
      v.object({
        Latitude: v.pipe(
          v.number(),
          v.check((value) => Math.abs(value) <= 90, 'must be a latitude'),
        ),
        Longitude: v.pipe(
          v.number(),
          v.check((value) => Math.abs(value) <= 180, 'must be a longitude'),
        ),
      }),
    ),
    null,
  ),
});
export type PickupPoint = v.InferOutput<typeof pickupPointSchema>;

export const pickupAnswerSchema = v.object({
  ResponseStatusDescription: v.optional(v.nullable(v.string()), null),
  PickupPointViewModels: v.optional(v.nullable(v.array(v.unknown())), null),
});

export type PickupAnswer =
  | { kind: 'points'; points: PickupPoint[]; skipped: number }
  | { kind: 'refused'; status: string }
  | { kind: 'malformed'; reason: string };

/**
 * What an answer says: its points (entries that do not read as points are skipped and counted), or that the
 * carrier refused (a status other than Success), or that it is not an answer at all.
 */
export function readPickupAnswer(answer: unknown): PickupAnswer {
  const parsed = v.safeParse(pickupAnswerSchema, answer);
  if (!parsed.success) return { kind: 'malformed', reason: v.summarize(parsed.issues) };
  const status = parsed.output.ResponseStatusDescription ?? '';
  if (status !== 'Success') return { kind: 'refused', status: status || '(none)' };
  const points: PickupPoint[] = [];
  let skipped = 0;
  for (const entry of parsed.output.PickupPointViewModels ?? []) {
    const point = v.safeParse(pickupPointSchema, entry);
    if (point.success) points.push(point.output);
    else skipped += 1;
  }
  return { kind: 'points', points, skipped };
}

export interface PickupSearch {
  city: string;
  postalCode: string;
  address: string;
}

export interface SearchSettings {
  countryCode: string;
  shippingMethodId: number;
  searchRadius: number;
  maximumListSize: number;
  culture: string;
}

/** The body of POST /api/v1/shipping/{carrier}/getpickuppoints (shop spec §7). */
export const searchBody = (search: PickupSearch, settings: SearchSettings) => ({
  City: search.city.trim(),
  PostalCode: search.postalCode.trim(),
  CountryCode: settings.countryCode,
  Address: search.address.trim(),
  ShippingMethodId: settings.shippingMethodId,
  SearchRadius: settings.searchRadius,
  MaximumListSize: settings.maximumListSize,
  CultureName: `${settings.culture}-BE`,
});

export interface HoursRow {
  day: string;
  hours: string;
}

/**
 * StandardHoursOfOperation as table rows: entries split on semicolons, each "day: hours" (or "day hours" with the
 * hours starting at the first digit); an entry with neither is hours without a day.
 */
export function hoursRows(text: string): HoursRow[] {
  return text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = /^([^:\d]+?)\s*:\s*(.+)$/.exec(entry);
      if (colon) return { day: colon[1] as string, hours: colon[2] as string };
      const digit = /^([^\d]+?)\s+(\d.*)$/.exec(entry);
      if (digit) return { day: digit[1] as string, hours: digit[2] as string };
      return { day: '', hours: entry };
    });
}

export interface Shopper {
  firstName: string;
  lastName: string;
}

/** The payload of POST /api/v1/shoppingcarts/externalpickuppoint (shop spec §3 "Saved pickup point payload"). */
export function savedPointPayload(
  point: PickupPoint,
  { carrier, shippingMethodId, shopper }: { carrier: string; shippingMethodId: number; shopper: Shopper },
) {
  return {
    ShippingFirstName: shopper.firstName,
    ShippingLastName: shopper.lastName,
    ShippingMethodId: shippingMethodId,
    PickupPointName: point.ConsigneeName,
    ShippingStreet1: point.Address,
    ShippingPostalCode: point.PostCode,
    ShippingCity: point.City,
    ShippingCountryId: point.CountryId,
    ShippingPhoneNumber: point.PhoneNumber,
    Informations: point.Informations,
    StandardHoursOfOperation: point.StandardHoursOfOperation,
    LatestAirDropOffTime: point.LatestAirDropOffTime,
    AdditionalChargeIndicator: point.AdditionalChargeIndicator ?? false,
    Comments: point.Comments,
    Distance: point.Distance,
    SpecialInstructions: point.SpecialInstructions,
    AdditionalComments: point.AdditionalComments,
    ExternalPickupPointRef: point.PublicAccessPointID,
    PickupPointType: point.PickupPointType,
    PickupPointId: carrier === 'static' ? point.PublicAccessPointID : null,
  };
}

/** What the status line says: a string resource and its values (the component words it in the page's language). */
export interface PickupMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The pickup screen's state: the points of the last answer read and the one chosen. */
export interface PickupState {
  points: PickupPoint[];
  /** Counts the answers read: each one's list is drawn anew. */
  answer: number;
  /** The chosen point's PublicAccessPointID. */
  chosen: string | null;
  saving: boolean;
  status: PickupMessage | null;
  /** Counts the choices made on the map: the chosen entry is brought into view. */
  revealed: number;
}

export type PickupAction =
  | { type: 'searching' }
  | { type: 'empty' }
  | { type: 'failed' }
  | { type: 'found'; points: PickupPoint[]; saved: string }
  | { type: 'choose'; id: string; from: 'list' | 'map' }
  | { type: 'saving' }
  | { type: 'save-failed' };

export const initialPickupState: PickupState = {
  points: [],
  answer: 0,
  chosen: null,
  saving: false,
  status: null,
  revealed: 0,
};

/**
 * The screen's steps: a search says so; an answer replaces the list, its count said, the saved point (when the
 * carrier lists it) chosen at once; a choice on the map is said and brought into view in the list; while a point
 * is being saved nothing else is chosen for saving, and a failed save leaves the choice as it was.
 */
export function pickupReducer(state: PickupState, action: PickupAction): PickupState {
  switch (action.type) {
    case 'searching':
      return { ...state, status: { key: 'Pickup.Searching' } };
    case 'empty':
      return { ...state, status: { key: 'Pickup.Empty' } };
    case 'failed':
      return { ...state, status: null };
    case 'found': {
      const { points } = action;
      const saved = points.some((point) => point.PublicAccessPointID === action.saved) ? action.saved : null;
      const status = points.length
        ? { key: 'Pickup.Found', values: { count: points.length } }
        : { key: 'Pickup.NoneFound' };
      return { ...state, points, answer: state.answer + 1, chosen: saved, status };
    }
    case 'choose': {
      const point = state.points.find((item) => item.PublicAccessPointID === action.id);
      if (!point) return state;
      if (action.from === 'list') return { ...state, chosen: action.id };
      const status = { key: 'Pickup.Chosen', values: { name: point.ConsigneeName } };
      return { ...state, chosen: action.id, status, revealed: state.revealed + 1 };
    }
    case 'saving':
      return { ...state, saving: true };
    case 'save-failed':
      return { ...state, saving: false };
  }
}

/** The chosen point, if any. */
export const chosenPoint = (state: PickupState): PickupPoint | null =>
  state.points.find((point) => point.PublicAccessPointID === state.chosen) ?? null;
