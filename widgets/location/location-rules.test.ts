import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  geocodeAnswerSchema,
  geocodeReport,
  LOCATION_COOKIE_MAX,
  locationCookieName,
  placeLabel,
  readLocationCookie,
  serializeLocation,
  toVisitorLocation,
  type VisitorLocation,
} from './location-rules.ts';

const BRUSSELS = { lat: 50.8466, lng: 4.3528 };

/** A Google Geocoding answer as the API sends it, with fields the cookie does not keep. */
const googleAnswer = {
  status: 'OK',
  results: [
    {
      address_components: [
        { long_name: '1000', short_name: '1000', types: ['postal_code'] },
        { long_name: 'Bruxelles', short_name: 'Bruxelles', types: ['locality', 'political'] },
        { long_name: 'Région de Bruxelles-Capitale', short_name: 'Bruxelles', types: ['administrative_area_level_1'] },
        { long_name: 'Belgique', short_name: 'BE', types: ['country', 'political'] },
      ],
      formatted_address: '1000 Bruxelles, Belgique',
      geometry: {
        location: BRUSSELS,
        location_type: 'APPROXIMATE',
        viewport: { northeast: { lat: 50.9, lng: 4.4 }, southwest: { lat: 50.8, lng: 4.3 } },
      },
      place_id: 'ChIJ-test-1000',
      types: ['postal_code'],
      partial_match: true,
      postcode_localities: ['Bruxelles'],
      plus_code: { global_code: '9F26R9W3+MV' },
    },
  ],
};

function location(): VisitorLocation {
  const answer = v.parse(geocodeAnswerSchema, googleAnswer);
  return toVisitorLocation(answer.results[0] as (typeof answer.results)[number], 'search');
}

describe('geocoding answers', () => {
  it('keeps the spec’s fields of a result and drops the others', () => {
    expect(location()).toEqual({
      address_components: googleAnswer.results[0]?.address_components,
      formatted_address: '1000 Bruxelles, Belgique',
      geometry: { location: BRUSSELS },
      types: ['postal_code'],
      partial_match: true,
      postcode_localities: ['Bruxelles'],
      place_id: 'ChIJ-test-1000',
      medium: 'search',
    });
  });

  it('accepts ZERO_RESULTS without results and refuses a malformed result', () => {
    expect(v.parse(geocodeAnswerSchema, { status: 'ZERO_RESULTS' }).results).toEqual([]);
    const broken = { status: 'OK', results: [{ ...googleAnswer.results[0], geometry: { location: { lat: 'x' } } }] };
    expect(v.safeParse(geocodeAnswerSchema, broken).success).toBe(false);
    const outOfRange = {
      status: 'OK',
      results: [{ ...googleAnswer.results[0], geometry: { location: { lat: 91, lng: 0 } } }],
    };
    expect(v.safeParse(geocodeAnswerSchema, outOfRange).success).toBe(false);
  });
});

describe('the location cookie', () => {
  it('is named after the CMS', () => {
    expect(locationCookieName('ateliervelo')).toBe('ateliervelo_location');
  });

  it('reads back what it wrote', () => {
    const text = serializeLocation(location());
    expect(text).not.toBeNull();
    expect(readLocationCookie(text as string)).toEqual(location());
  });

  it('ignores a missing, broken, foreign or oversized cookie', () => {
    expect(readLocationCookie(undefined)).toBeNull();
    expect(readLocationCookie('')).toBeNull();
    expect(readLocationCookie('{oops')).toBeNull();
    expect(readLocationCookie('"1000"')).toBeNull();
    expect(readLocationCookie(JSON.stringify({ ...location(), medium: 'guess' }))).toBeNull();
    const { place_id: _id, ...withoutId } = location();
    expect(readLocationCookie(JSON.stringify(withoutId))).toBeNull();
    const padded = JSON.stringify({ ...location(), formatted_address: 'x'.repeat(LOCATION_COOKIE_MAX) });
    expect(readLocationCookie(padded)).toBeNull();
  });

  it('stays under the size limit by dropping localities, then minor address components', () => {
    const many = (count: number, long: string) =>
      Array.from({ length: count }, (_, index) => `${long} ${index}`.padEnd(200, 'é'));
    const large: VisitorLocation = {
      ...location(),
      postcode_localities: many(12, 'Localité'),
      address_components: [
        ...location().address_components,
        ...many(10, 'Quartier').map((name) => ({ long_name: name, short_name: name, types: ['sublocality'] })),
      ],
    };
    const text = serializeLocation(large) as string;
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(LOCATION_COOKIE_MAX);
    const kept = readLocationCookie(text) as VisitorLocation;
    expect(kept.postcode_localities).toBeUndefined();
    expect(kept.address_components.map((part) => part.types[0])).toEqual(['postal_code', 'locality', 'country']);
    expect(kept.geometry).toEqual(large.geometry);
    expect(kept.medium).toBe('search');

    const hopeless = { ...location(), formatted_address: 'é'.repeat(LOCATION_COOKIE_MAX) };
    expect(serializeLocation(hopeless)).toBeNull();
  });
});

describe('places', () => {
  it('names a place by postal code and town, else by its address', () => {
    expect(placeLabel(location())).toBe('1000 Bruxelles');
    expect(placeLabel({ address_components: [], formatted_address: 'Rue Neuve, Bruxelles' })).toBe(
      'Rue Neuve, Bruxelles',
    );
  });
});

describe('what the form tells of a geocoding outcome', () => {
  it('takes the first place found, tells a search found nothing or failed, and nothing when aborted', () => {
    const answer = v.parse(geocodeAnswerSchema, googleAnswer);
    expect(geocodeReport({ kind: 'found', results: answer.results }, 'search', '1000')).toEqual({
      message: { key: 'Location.Found', values: { place: '1000 Bruxelles' } },
      place: location(),
    });
    expect(geocodeReport({ kind: 'none' }, 'search', 'Atlantis')).toEqual({
      message: { key: 'Location.NotFound', values: { query: 'Atlantis' } },
      warning: '[runtime] Geocoding found no place for Atlantis.',
    });
    expect(geocodeReport({ kind: 'none' }, 'geolocation', 'the visitor’s position')?.message).toEqual({
      key: 'Location.Unavailable',
    });
    expect(geocodeReport({ kind: 'failed', reason: 'HTTP 500' }, 'search', '9000')).toEqual({
      message: { key: 'Location.Error' },
      warning: '[runtime] Geocoding 9000 failed: HTTP 500.',
    });
    expect(geocodeReport({ kind: 'aborted' }, 'search', '9000')).toBeNull();
  });
});
