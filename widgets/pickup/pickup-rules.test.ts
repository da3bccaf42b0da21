import { describe, expect, it } from 'vitest';
import {
  chosenPoint,
  hoursRows,
  initialPickupState,
  type PickupPoint,
  pickupReducer,
  readPickupAnswer,
  savedPointPayload,
  searchBody,
} from './pickup-rules.ts';

const raw = {
  PublicAccessPointID: 'AV-1050',
  ConsigneeName: 'Cycles Flagey',
  Address: 'Rue de la Brasserie 8',
  PostCode: '1050',
  City: 'Ixelles',
  CountryId: 21,
  PhoneNumber: '+32 2 555 01 23',
  Distance: 2.4,
  ImageURL: null,
  Comments: 'Partenaire',
  StandardHoursOfOperation: 'Lundi: fermé;Mardi: 10:00-18:30',
  Informations: 'Retrait gratuit',
  LatestAirDropOffTime: '',
  AdditionalChargeIndicator: false,
  SpecialInstructions: '',
  AdditionalComments: '',
  PickupPointType: 'Partner',
  Geocode: { Latitude: 50.83, Longitude: 4.37 },
  Unknown: 'dropped',
};

const point = () => {
  const read = readPickupAnswer({ ResponseStatusDescription: 'Success', PickupPointViewModels: [raw] });
  if (read.kind !== 'points') throw new Error('expected points');
  return read.points[0] as PickupPoint;
};

describe('the carrier’s answer', () => {
  it('reads the points of a Success, skipping entries that are not points', () => {
    const read = readPickupAnswer({
      ResponseStatusDescription: 'Success',
      PickupPointViewModels: [raw, { ConsigneeName: 'no id' }, { ...raw, PublicAccessPointID: 7, Geocode: null }],
    });
    expect(read.kind).toBe('points');
    if (read.kind !== 'points') return;
    expect(read.skipped).toBe(1);
    expect(read.points.map((item) => item.PublicAccessPointID)).toEqual(['AV-1050', '7']);
    expect(read.points[0]).not.toHaveProperty('Unknown');
    expect(read.points[1]?.Geocode).toBeNull();
  });

  it('tells a refused search (any status but Success) from an answer that is not one', () => {
    expect(readPickupAnswer({ ResponseStatusDescription: 'AddressNotFound', PickupPointViewModels: [] })).toEqual({
      kind: 'refused',
      status: 'AddressNotFound',
    });
    expect(readPickupAnswer({ PickupPointViewModels: [raw] })).toEqual({ kind: 'refused', status: '(none)' });
    expect(readPickupAnswer({ ResponseStatusDescription: 'success' }).kind).toBe('refused');
    expect(readPickupAnswer(null).kind).toBe('malformed');
    expect(readPickupAnswer('Success').kind).toBe('malformed');
  });
});

describe('the search', () => {
  it('sends the page’s settings with the typed place', () => {
    expect(
      searchBody(
        { city: ' Bruxelles ', postalCode: '1000', address: 'Rue Neuve 10 ' },
        { countryCode: 'BE', shippingMethodId: 5, searchRadius: 25, maximumListSize: 15, culture: 'nl' },
      ),
    ).toEqual({
      City: 'Bruxelles',
      PostalCode: '1000',
      CountryCode: 'BE',
      Address: 'Rue Neuve 10',
      ShippingMethodId: 5,
      SearchRadius: 25,
      MaximumListSize: 15,
      CultureName: 'nl-BE',
    });
  });
});

describe('opening hours', () => {
  it('splits on semicolons into day and hours', () => {
    expect(hoursRows('Lundi: 09:00-12:30 13:30-17:00; Mardi 09:00-17:00;;Dimanche : fermé;24/7')).toEqual([
      { day: 'Lundi', hours: '09:00-12:30 13:30-17:00' },
      { day: 'Mardi', hours: '09:00-17:00' },
      { day: 'Dimanche', hours: 'fermé' },
      { day: '', hours: '24/7' },
    ]);
    expect(hoursRows('')).toEqual([]);
  });
});

describe('the saved point', () => {
  const shopper = { firstName: 'Anne', lastName: 'Peeters' };
  it('copies the billing names and the point, with PickupPointId for the static carrier only', () => {
    const payload = savedPointPayload(point(), { carrier: 'static', shippingMethodId: 6, shopper });
    expect(payload).toEqual({
      ShippingFirstName: 'Anne',
      ShippingLastName: 'Peeters',
      ShippingMethodId: 6,
      PickupPointName: 'Cycles Flagey',
      ShippingStreet1: 'Rue de la Brasserie 8',
      ShippingPostalCode: '1050',
      ShippingCity: 'Ixelles',
      ShippingCountryId: 21,
      ShippingPhoneNumber: '+32 2 555 01 23',
      Informations: 'Retrait gratuit',
      StandardHoursOfOperation: 'Lundi: fermé;Mardi: 10:00-18:30',
      LatestAirDropOffTime: '',
      AdditionalChargeIndicator: false,
      Comments: 'Partenaire',
      Distance: 2.4,
      SpecialInstructions: '',
      AdditionalComments: '',
      ExternalPickupPointRef: 'AV-1050',
      PickupPointType: 'Partner',
      PickupPointId: 'AV-1050',
    });
    expect(savedPointPayload(point(), { carrier: 'bpost', shippingMethodId: 5, shopper }).PickupPointId).toBeNull();
  });
});

describe('the screen’s state', () => {
  const other = { ...point(), PublicAccessPointID: 'AV-1060', ConsigneeName: 'Vélo Saint-Gilles' };
  const found = (saved: string) =>
    pickupReducer(initialPickupState, { type: 'found', points: [point(), other], saved });

  it('draws each answer anew, its count said, the saved point chosen only when the carrier lists it', () => {
    const first = found('AV-1060');
    expect(first).toMatchObject({
      answer: 1,
      chosen: 'AV-1060',
      status: { key: 'Pickup.Found', values: { count: 2 } },
    });
    expect(chosenPoint(first)?.ConsigneeName).toBe('Vélo Saint-Gilles');
    expect(found('AV-9999')).toMatchObject({ chosen: null });
    const none = pickupReducer(first, { type: 'found', points: [], saved: 'AV-1060' });
    expect(none).toMatchObject({ answer: 2, chosen: null, status: { key: 'Pickup.NoneFound' } });
    expect(chosenPoint(none)).toBeNull();
  });

  it('says a choice made on the map and brings it into view; one made in the list is silent', () => {
    const listed = found('');
    const inList = pickupReducer(listed, { type: 'choose', id: 'AV-1060', from: 'list' });
    expect(inList).toMatchObject({ chosen: 'AV-1060', revealed: 0, status: listed.status });
    const onMap = pickupReducer(inList, { type: 'choose', id: 'AV-1050', from: 'map' });
    expect(onMap).toMatchObject({
      chosen: 'AV-1050',
      revealed: 1,
      status: { key: 'Pickup.Chosen', values: { name: 'Cycles Flagey' } },
    });
    expect(pickupReducer(onMap, { type: 'choose', id: 'nowhere', from: 'map' })).toBe(onMap);
  });

  it('keeps the choice through a failed save, and the list through a failed search', () => {
    const chosen = pickupReducer(found(''), { type: 'choose', id: 'AV-1050', from: 'list' });
    const saving = pickupReducer(chosen, { type: 'saving' });
    expect(saving.saving).toBe(true);
    expect(pickupReducer(saving, { type: 'save-failed' })).toMatchObject({ saving: false, chosen: 'AV-1050' });
    const searching = pickupReducer(chosen, { type: 'searching' });
    expect(searching.status).toEqual({ key: 'Pickup.Searching' });
    expect(pickupReducer(searching, { type: 'failed' })).toMatchObject({
      status: null,
      points: chosen.points,
      chosen: 'AV-1050',
    });
    expect(pickupReducer(chosen, { type: 'empty' }).status).toEqual({ key: 'Pickup.Empty' });
  });
});
