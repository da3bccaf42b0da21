import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

const ignored = (what: string) =>
  v.optional(
    attr.boolean({
      description: `Accepted for the CMS’s map settings and ignored: the maplibre map has no ${what}.`,
    }),
  );

export const mapOptions = v.object({
  styleUrl: attr.url({ description: 'The map style (maplibre style JSON) the shop serves; nothing else is fetched.' }),
  label: attr.text({ description: 'The map’s accessible name.' }),
  center: v.optional(
    attr.list({ description: 'The centre as "lat, lng" (without markers, or with zoom-fit-bounds off).' }),
  ),
  zoom: v.optional(attr.number({ description: 'The zoom (runtime spec §9: 13).', min: 0, max: 22 }), '13'),
  icon: v.optional(attr.url({ description: 'The markers’ icon; an item’s data-icon wins; none: the default dot.' })),
  mapType: v.optional(
    attr.choice({
      description: 'Accepted and ignored: the map draws the style of style-url (a shop serves one style per look).',
      values: ['roadmap', 'satellite', 'hybrid', 'terrain'],
    }),
  ),
  draggable: v.optional(attr.boolean({ description: 'The map can be dragged.' }), 'true'),
  zoomControl: v.optional(attr.boolean({ description: 'Zoom in and out buttons.' }), 'true'),
  scrollWheel: v.optional(attr.boolean({ description: 'The mouse wheel zooms.' }), 'true'),
  disableDoubleClickZoom: v.optional(attr.boolean({ description: 'A double click does not zoom.' }), 'false'),
  zoomFitBounds: v.optional(
    attr.boolean({ description: 'Fit the view to the markers (never closer than zoom).' }),
    'true',
  ),
  mapTypeControl: ignored('map type control'),
  streetViewControl: ignored('street view'),
});
export type MapOptions = OptionsOf<typeof mapOptions>;

export const mapWidget = defineWidget({
  name: 'map',
  description:
    'A content map (runtime spec §3 Map) on maplibre, drawn in [data-map-canvas] (the room is kept before the map chunk arrives): one marker per item of the [data-map-markers] list (data-lat, data-lng, data-title, optional data-icon and data-id), whose content is the marker’s popup. The list stays under or beside the map as its keyboard and screen reader alternative: each item gets a "show on the map" button that opens its marker. Options follow the CMS’s map settings; map-type, map-type-control and street-view-control are accepted and ignored.',
  options: mapOptions,
  load: () => import('./content-map.ts'),
});
