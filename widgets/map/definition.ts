import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

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
      description:
        'The map type drawn first: roadmap is style-url; another is its own …-style-url (without one: the roadmap, and a console warning).',
      // map-types.ts's MAP_TYPES (not imported: its rules would join the core, where every definition is).
      values: ['roadmap', 'satellite', 'hybrid', 'terrain'],
    }),
  ),
  satelliteStyleUrl: v.optional(
    attr.url({ description: 'The style drawn for the satellite map type (maplibre style JSON).' }),
  ),
  hybridStyleUrl: v.optional(
    attr.url({ description: 'The style drawn for the hybrid map type (maplibre style JSON).' }),
  ),
  terrainStyleUrl: v.optional(
    attr.url({ description: 'The style drawn for the terrain map type (maplibre style JSON).' }),
  ),
  draggable: v.optional(attr.boolean({ description: 'The map can be dragged.' }), 'true'),
  zoomControl: v.optional(attr.boolean({ description: 'Zoom in and out buttons.' }), 'true'),
  scrollWheel: v.optional(attr.boolean({ description: 'The mouse wheel zooms.' }), 'true'),
  disableDoubleClickZoom: v.optional(attr.boolean({ description: 'A double click does not zoom.' }), 'false'),
  zoomFitBounds: v.optional(
    attr.boolean({ description: 'Fit the view to the markers (never closer than zoom).' }),
    'true',
  ),
  mapTypeControl: v.optional(
    attr.boolean({
      description: 'Buttons on the map to switch between the map types that have a style (shown when two or more do).',
    }),
    'true',
  ),
  streetViewControl: v.optional(
    attr.boolean({
      description: 'Accepted for the CMS’s map settings: maplibre has no street view (true: a console note says so).',
    }),
  ),
});
export type MapOptions = OptionsOf<typeof mapOptions>;

export const mapWidget = defineWidget({
  name: 'map',
  description:
    'A content map (runtime spec §3 Map) on maplibre, drawn in [data-map-canvas] (the room is kept before the map chunk arrives): one marker per item of the [data-map-markers] list (data-lat, data-lng, data-title, optional data-icon and data-id), whose content is the marker’s popup. The list stays under or beside the map as its keyboard and screen reader alternative: each item gets a "show on the map" button that opens its marker. Options follow the CMS’s map settings. Each map type is a style the theme serves (roadmap: data-style-url; satellite, hybrid, terrain: data-satellite-style-url…); with two or more, a control on the map switches between them, the markers staying. Street view has no maplibre equivalent: street-view-control is accepted and ignored.',
  options: mapOptions,
  load: () => import('./content-map.ts'),
});
