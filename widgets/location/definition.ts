import * as v from 'valibot';
import { attr, noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const locationOptions = v.object({
  geocodeUrl: v.optional(
    attr.url({
      description:
        'Geocoding endpoint answering Google-Geocoding-shaped JSON to ?address=… or ?latlng=lat,lng (and &language={culture}); default {app}/api/v1/geocode.',
    }),
  ),
});
export type LocationOptions = OptionsOf<typeof locationOptions>;

export const locationWidget = defineWidget({
  name: 'location',
  description:
    'On the location form: a text field ([data-location-query], postal code or address), a submit button, a "use my position" button ([data-location-geolocate], rendered hidden, shown when the browser can geolocate) and a status line ([data-location-status], role=status). The first geocoding result becomes the visitor’s location: kept in the cookie <cms>_location only when the preferences consent category is granted (else for this visit only), announced with location:changed. A known location shows as "Near …" with a button to change it (the fields inside [data-location-fields] are hidden meanwhile). Failures are logged with console.warn and told in the status line; the field keeps its text.',
  options: locationOptions,
  load: () => import('./location.tsx'),
});

export const storeFinderWidget = defineWidget({
  name: 'store-finder',
  description:
    'On a list of the shop’s stores (ol or ul, or an element holding one) whose items carry data-lat and data-lng: whenever the visitor’s location is known or changes, the items are reordered nearest first with the distance in each item’s [data-store-distance] (added when missing), the new order is announced politely, and focus stays where it was.',
  options: noOptions,
  load: () => import('./store-finder.tsx'),
});
export type StoreFinderOptions = OptionsOf<typeof noOptions>;
