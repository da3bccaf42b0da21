import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const pickupChoiceOptions = v.object({
  searchUrl: attr.url({ description: 'The pickup point screen, {culture}/shippings/pickuppoint/search.' }),
});
export type PickupChoiceOptions = OptionsOf<typeof pickupChoiceOptions>;

export const pickupChoiceWidget = defineWidget({
  name: 'pickup-choice',
  description:
    'On the checkout’s delivery part (inside the checkout form): when the shopper chooses a shipping method whose radio has data-pickup-carrier (the checkout:pickup-method event, unless another listener took it), or presses a [data-pickup-change="{shippingMethodId}"] button, the pickup point screen opens in a large dialog titled with the select-pickup-point label, from search-url with shippingMethodId, carrierGatewayId (the radio’s data-carrier-gateway-id), countryId (ShippingCountryId) and the delivery address’s city, postCode and address (the billing one when delivering to it). Closing the dialog without a choice puts the previously checked method back.',
  options: pickupChoiceOptions,
  load: () => import('./pickup-choice.ts'),
});

export const pickupPointsOptions = v.object({
  carrier: attr.text({
    description:
      'The carrier: {carrier} of POST {app}/api/v1/shipping/{carrier}/getpickuppoints; "static" saves PickupPointId.',
  }),
  shippingMethodId: attr.number({ description: 'The shipping method the point is for.', integer: true, min: 1 }),
  countryCode: attr.text({
    description: 'The delivery country (ISO code), sent as CountryCode and restricting the address search.',
  }),
  searchRadius: attr.number({ description: 'SearchRadius sent to the carrier (km).', min: 0 }),
  maximumListSize: attr.number({ description: 'MaximumListSize sent to the carrier.', integer: true, min: 1 }),
  city: v.optional(attr.text({ description: 'The first search’s town.' }), ''),
  postCode: v.optional(attr.text({ description: 'The first search’s postal code.' }), ''),
  address: v.optional(attr.text({ description: 'The first search’s street address.' }), ''),
  selectedPoint: v.optional(
    attr.text({
      description: 'The point saved so far (its PublicAccessPointID): chosen at once when the carrier lists it.',
    }),
    '',
  ),
  styleUrl: attr.url({ description: 'The map style (maplibre style JSON) the shop serves.' }),
  icon: v.optional(attr.url({ description: 'The carrier’s marker icon; without it, the default dot.' })),
  geocoder: v.optional(
    attr.choice({
      description:
        'Address search: "cms" asks the CMS’s geocoding endpoint (geocode-url); "google" the Google Geocoding API with the key of GET {app}/api/v1/settings/GoogleFrontAPIKey.',
      values: ['cms', 'google'],
    }),
    'cms',
  ),
  geocodeUrl: v.optional(
    attr.url({ description: 'The CMS’s geocoding endpoint (Google-shaped answers); default {app}/api/v1/geocode.' }),
  ),
});
export type PickupPointsOptions = OptionsOf<typeof pickupPointsOptions>;

export const pickupPointsWidget = defineWidget({
  name: 'pickup-points',
  writes: true,
  description:
    'The pickup point screen: a search form ([data-pickup-address] with suggestions restricted to the country, or [data-pickup-postcode] and [data-pickup-city]) asks the carrier for points; [data-pickup-list] gets them as a radio group (name, address, distance, opening hours as a table, comments and the carrier’s other details) and [data-pickup-map] as markers on a maplibre map (zoom 13, fitted to the points; a lazy chunk). Choosing in the list or on a marker marks the point in both, opens its popup and enables [data-pickup-select]; the popup’s choose button or the select button saves it (POST {app}/api/v1/shoppingcarts/externalpickuppoint) and the page reloads. A status other than Success is an error toast; geocoding failures are logged only.',
  options: pickupPointsOptions,
  load: () => import('./pickup-points-chunk.ts'),
});
