/**
 * Geocoding behind one interface (runtime spec §3, §7, §8): an address or a position becomes places in Google's
 * answer shape. Two adapters: the CMS's own endpoint (the default; the reference CMS answers from its town data)
 * and Google's Geocoding API, whose key the shop serves at GET {app}/api/v1/settings/GoogleFrontAPIKey. Failures
 * are outcomes, never thrown: the callers log them (the spec wants them logged only) and say what they must.
 */
import * as v from 'valibot';
import { HttpError, request } from '../../runtime/http.ts';
import { appUrl } from '../../runtime/urls.ts';
import { geocodeAnswerSchema, type GeocodeResult } from './geocode-answer.ts';

export type GeocodeOutcome =
  | { kind: 'found'; results: GeocodeResult[] }
  | { kind: 'none' }
  | { kind: 'failed'; reason: string }
  | { kind: 'aborted' };

export type GeocodeQuery = { address: string } | { latlng: string };

export interface GeocodeRequest {
  language: string;
  /** Restricts the answer to one country (ISO code), as Google's components=country:XX. */
  country?: string;
  signal: AbortSignal;
}

export interface Geocoder {
  geocode(query: GeocodeQuery, options: GeocodeRequest): Promise<GeocodeOutcome>;
}

/** Reads an answer in Google's shape. */
export function readGeocodeAnswer(answer: unknown): GeocodeOutcome {
  // The call worked but said nothing (an empty 2xx): no status to read, so no place can be told found or not.
  if (answer === null || answer === undefined) return { kind: 'failed', reason: 'the endpoint answered an empty body' };
  const parsed = v.safeParse(geocodeAnswerSchema, answer);
  if (!parsed.success)
    return { kind: 'failed', reason: `unexpected answer (${parsed.issues.map((issue) => issue.message).join('; ')})` };
  const { status, results, error_message: message } = parsed.output;
  if (status === 'OK' && results.length) return { kind: 'found', results };
  if (status === 'OK' || status === 'ZERO_RESULTS') return { kind: 'none' };
  return { kind: 'failed', reason: `status ${status}${message ? `: ${message}` : ''}` };
}

const queryOf = (query: GeocodeQuery, options: GeocodeRequest) => ({
  ...query,
  language: options.language,
  ...(options.country ? { components: `country:${options.country}` } : {}),
});

/** The CMS's geocoding endpoint (default {app}/api/v1/geocode). */
export function cmsGeocoder(url: string): Geocoder {
  return {
    async geocode(query, options) {
      let answer: unknown;
      try {
        answer = await request(url, { query: queryOf(query, options), handleErrors: false, signal: options.signal });
      } catch (error) {
        if (options.signal.aborted) return { kind: 'aborted' };
        return { kind: 'failed', reason: error instanceof HttpError ? error.message : String(error) };
      }
      return readGeocodeAnswer(answer);
    },
  };
}

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

/** The key a setting answer holds: a JSON string, or an object with Value. */
const keyOf = (answer: unknown) =>
  typeof answer === 'string'
    ? answer.trim()
    : answer && typeof answer === 'object' && typeof (answer as { Value?: unknown }).Value === 'string'
      ? ((answer as { Value: string }).Value.trim() ?? '')
      : '';

/** Google's Geocoding API with the shop's front key (GET {app}/api/v1/settings/GoogleFrontAPIKey, asked once). */
export function googleGeocoder(app: string): Geocoder {
  let key: Promise<string> | undefined;
  const keyRequest = () =>
    request(appUrl(app, 'api/v1/settings/GoogleFrontAPIKey'), { handleErrors: false }).then(keyOf, (error: unknown) => {
      key = undefined; // asked again next time
      throw error;
    });
  return {
    async geocode(query, options) {
      try {
        key ??= keyRequest();
        const value = await key;
        if (!value) return { kind: 'failed', reason: 'the shop has no GoogleFrontAPIKey' };
        const url = new URL(GOOGLE_GEOCODE_URL);
        for (const [name, part] of Object.entries({ ...queryOf(query, options), key: value }))
          url.searchParams.set(name, part);
        // Google's host: a plain CORS request, without the CMS's headers.
        const response = await fetch(url, { signal: options.signal, credentials: 'omit' });
        if (!response.ok) return { kind: 'failed', reason: `Google answered ${response.status}` };
        return readGeocodeAnswer(await response.json());
      } catch (error) {
        if (options.signal.aborted) return { kind: 'aborted' };
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** "50.8466,4.3528": the latlng parameter of a position (6 decimals, about 10 cm). */
export const latlngOf = (coords: { latitude: number; longitude: number }) =>
  `${coords.latitude.toFixed(6)},${coords.longitude.toFixed(6)}`;
