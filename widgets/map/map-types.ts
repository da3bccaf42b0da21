/**
 * The CMS's map types (runtime spec §3 Map: map type, map type control) on maplibre, pure: maplibre draws a style,
 * so each type is a style the theme names (roadmap: data-style-url; satellite, hybrid, terrain: their own
 * data-…-style-url). The types with a style are the choices of the map type control.
 */

export const MAP_TYPES = ['roadmap', 'satellite', 'hybrid', 'terrain'] as const;
export type MapType = (typeof MAP_TYPES)[number];

export interface MapStyleChoice {
  type: MapType;
  url: string;
}

/** The styles the map can draw: roadmap first, then each type the theme names a style for, in MAP_TYPES order. */
export function styleChoices(urls: { roadmap: string } & Partial<Record<MapType, string>>): MapStyleChoice[] {
  return MAP_TYPES.flatMap((type) => {
    const url = urls[type];
    return url ? [{ type, url }] : [];
  });
}

/**
 * The style drawn first: the wanted type's; where it has none, the roadmap's, `missing` naming the wanted type (the
 * theme developer is told).
 */
export function firstChoice(
  choices: readonly MapStyleChoice[],
  wanted: MapType | undefined,
): { choice: MapStyleChoice; missing?: MapType } {
  const [roadmap] = choices as [MapStyleChoice, ...MapStyleChoice[]];
  if (!wanted) return { choice: roadmap };
  const found = choices.find((choice) => choice.type === wanted);
  return found ? { choice: found } : { choice: roadmap, missing: wanted };
}

/** The control is drawn when asked and there is something to choose between. */
export const offersTypeControl = (asked: boolean, choices: readonly MapStyleChoice[]) => asked && choices.length > 1;
