/**
 * The visitor's current location, shared by the location and store-finder widgets (and readable by any other code
 * with `currentLocation()`). It goes into the `<cms>_location` cookie only while the visitor grants the
 * `preferences` consent category; otherwise it is kept in memory for this visit. A later consent choice writes or
 * deletes the cookie accordingly. Changes are announced with the `location:changed` event.
 */
import Cookies from 'js-cookie';
import { consentApi } from '../../runtime/consent/consent.ts';
import { cookieAttributes } from '../../runtime/consent/rules.ts';
import { runtimeConfig } from '../../runtime/current.ts';
import { emit, on, type VisitorLocation } from '../../runtime/events.ts';
import { locationCookieName, readLocationCookie, serializeLocation } from './location-rules.ts';

let current: VisitorLocation | null | undefined;

const cookieName = () => locationCookieName(runtimeConfig().cms);
const preferencesGranted = () => consentApi.current()?.preferences === true;

/** Writes the cookie (true) or, without the preferences consent, makes sure there is none (false). */
function store(place: VisitorLocation | null): boolean {
  if (!place || !preferencesGranted()) {
    if (Cookies.get(cookieName()) !== undefined) Cookies.remove(cookieName(), { path: '/' });
    return false;
  }
  const value = serializeLocation(place);
  if (value === null) {
    console.warn('[runtime] The location is too large for its cookie; it is kept for this visit only.');
    return false;
  }
  Cookies.set(cookieName(), value, cookieAttributes(location.protocol === 'https:'));
  return true;
}

function start(): VisitorLocation | null {
  const stored = readLocationCookie(Cookies.get(cookieName()));
  // A cookie left from before consent was withdrawn (or a broken one) goes; what it held stays for this visit.
  if (!stored || !preferencesGranted()) store(null);
  on('consent:changed', () => store(current ?? null));
  return stored;
}

/** The visitor's location, or null when none is known. */
export function currentLocation(): VisitorLocation | null {
  if (current === undefined) current = start();
  return current;
}

/** Makes `location` the current one: stored when allowed, and announced. */
export function setCurrentLocation(place: VisitorLocation): void {
  currentLocation();
  current = place;
  emit('location:changed', { location: place, stored: store(place) });
}
