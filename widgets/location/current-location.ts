/**
 * The visitor's current location, shared by the location and store-finder widgets (and readable by any other code
 * with `currentLocation(runtime.config)`). It goes into the `<cms>_location` cookie only while the visitor grants the
 * `preferences` consent category; otherwise it is kept in memory for this visit. A later consent choice writes or
 * deletes the cookie accordingly. Changes are announced with the `location:changed` event.
 */
import Cookies from 'js-cookie';
import { consentApi } from '../../runtime/consent/consent.ts';
import { cookieAttributes } from '../../runtime/consent/rules.ts';
import type { RuntimeConfig } from '../../runtime/config.ts';
import { emit, on, type VisitorLocation } from '../../runtime/events.ts';
import { locationCookieName, readLocationCookie, serializeLocation } from './location-rules.ts';

let current: VisitorLocation | null | undefined;

/** The location cookie of the site's CMS: `<cms>_location`. */
const cookieName = (config: Pick<RuntimeConfig, 'cms'>) => locationCookieName(config.cms);
const preferencesGranted = () => consentApi.current()?.preferences === true;

/** Writes the cookie `name` (true) or, without the preferences consent, makes sure there is none (false). */
function store(name: string, place: VisitorLocation | null): boolean {
  if (!place || !preferencesGranted()) {
    // Max-Age 0 removes it by the browser's own clock (js-cookie's Expires "yesterday" is the page's, maybe wrong).
    if (Cookies.get(name) !== undefined) Cookies.remove(name, { path: '/', 'max-age': '0' });
    return false;
  }
  const value = serializeLocation(place);
  if (value === null) {
    console.warn('[runtime] The location is too large for its cookie; it is kept for this visit only.');
    return false;
  }
  Cookies.set(name, value, cookieAttributes(location.protocol === 'https:'));
  return true;
}

function start(name: string): VisitorLocation | null {
  const stored = readLocationCookie(Cookies.get(name));
  // A cookie left from before consent was withdrawn (or a broken one) goes; what it held stays for this visit.
  if (!stored || !preferencesGranted()) store(name, null);
  on('consent:changed', () => store(name, current ?? null));
  return stored;
}

/** The visitor's location, or null when none is known. `config` is the runtime's (its CMS names the cookie). */
export function currentLocation(config: Pick<RuntimeConfig, 'cms'>): VisitorLocation | null {
  if (current === undefined) current = start(cookieName(config));
  return current;
}

/** Makes `location` the current one: stored when allowed, and announced. */
export function setCurrentLocation(config: Pick<RuntimeConfig, 'cms'>, place: VisitorLocation): void {
  currentLocation(config);
  current = place;
  emit('location:changed', { location: place, stored: store(cookieName(config), place) });
}
