/**
 * Asks the geocoding endpoint for a place (typed address or position) and tells what came of it. Failures are
 * the caller's to tell; runtime spec §8 wants them logged only, so the error catalogue is not involved.
 */
import * as v from 'valibot';
import { HttpError, request } from '../../runtime/http.ts';
import { geocodeAnswerSchema, type GeocodeResult } from './location-rules.ts';

export type GeocodeOutcome =
  | { kind: 'found'; result: GeocodeResult }
  | { kind: 'none' }
  | { kind: 'failed'; reason: string }
  | { kind: 'aborted' };

export type GeocodeQuery = { address: string } | { latlng: string };

export async function geocode(
  url: string,
  query: GeocodeQuery,
  language: string,
  signal: AbortSignal,
): Promise<GeocodeOutcome> {
  let answer: unknown;
  try {
    answer = await request(url, { query: { ...query, language }, handleErrors: false, signal });
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'failed', reason: error instanceof HttpError ? error.message : String(error) };
  }
  // The call worked but said nothing (an empty 2xx): no status to read, so no place can be told found or not.
  if (answer === null) return { kind: 'failed', reason: 'the endpoint answered an empty body' };
  const parsed = v.safeParse(geocodeAnswerSchema, answer);
  if (!parsed.success)
    return { kind: 'failed', reason: `unexpected answer (${parsed.issues.map((issue) => issue.message).join('; ')})` };
  const { status, results, error_message: message } = parsed.output;
  const first = results[0];
  if (status === 'OK' && first) return { kind: 'found', result: first };
  if (status === 'OK' || status === 'ZERO_RESULTS') return { kind: 'none' };
  return { kind: 'failed', reason: `status ${status}${message ? `: ${message}` : ''}` };
}

/** "50.8466,4.3528": the latlng parameter of a position (6 decimals, about 10 cm). */
export const latlngOf = (coords: { latitude: number; longitude: number }) =>
  `${coords.latitude.toFixed(6)},${coords.longitude.toFixed(6)}`;
