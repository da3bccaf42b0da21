/**
 * Distances between places (pure): great-circle kilometres, places sorted nearest first, and a distance written in
 * the page's language. The store finder, the pickup points and the reference CMS share them.
 */
export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(from: Point, to: Point): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The stores nearest first, each with its distance; equal distances keep their order. */
export function byDistance<T extends Point>(stores: readonly T[], origin: Point): { store: T; km: number }[] {
  return stores
    .map((store, index) => ({ store, km: distanceKm(origin, store), index }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ store, km }) => ({ store, km }));
}

const formats = new Map<string, Intl.NumberFormat>();

/** "3,2 km" under 10 km, "45 km" beyond, in the page's language (Belgian conventions). */
export function formatDistance(km: number, culture: string): string {
  const digits = km < 10 ? 1 : 0;
  const key = `${culture}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${culture}-BE`, {
      style: 'unit',
      unit: 'kilometer',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(km);
}
