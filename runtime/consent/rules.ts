/**
 * Cookie consent rules (runtime spec §3 "Cookie consent setting", §4 "Consent banner", §9), pure.
 * The choice is JSON {stamp, preferences, statistics, marketing} in a cookie named after the CMS.
 */
import type { ConsentSettings } from '../events.ts';

export type ConsentCategory = 'preferences' | 'statistics' | 'marketing';
export const CATEGORIES: readonly ConsentCategory[] = ['preferences', 'statistics', 'marketing'];

/** Runtime spec §9: the consent cookie lives 8760 hours. */
export const CONSENT_HOURS = 8760;

export const consentCookieName = (cms: string) => `${cms}_cookieconsent`;

/** The stored choice, or null when the cookie is missing or not a valid choice. */
export function readConsent(text: string | undefined): ConsentSettings | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (typeof record.stamp !== 'string' || !CATEGORIES.every((name) => typeof record[name] === 'boolean')) return null;
    return {
      stamp: record.stamp,
      preferences: record.preferences as boolean,
      statistics: record.statistics as boolean,
      marketing: record.marketing as boolean,
    };
  } catch {
    return null;
  }
}

/** Shown when no consent exists or the stored stamp differs from the page's current stamp. */
export const mustAsk = (stored: ConsentSettings | null, stamp: string): boolean => !stored || stored.stamp !== stamp;

export function choice(stamp: string, granted: Partial<Record<ConsentCategory, boolean>>): ConsentSettings {
  return {
    stamp,
    preferences: granted.preferences === true,
    statistics: granted.statistics === true,
    marketing: granted.marketing === true,
  };
}

export const allDenied = (settings: ConsentSettings) => CATEGORIES.every((name) => !settings[name]);

/** Google Consent Mode v2 signals for a choice (all denied before any choice). */
export function consentModeSignals(settings: ConsentSettings | null): Record<string, 'granted' | 'denied'> {
  const state = (granted: boolean | undefined) => (granted ? 'granted' : 'denied');
  return {
    ad_storage: state(settings?.marketing),
    ad_user_data: state(settings?.marketing),
    ad_personalization: state(settings?.marketing),
    analytics_storage: state(settings?.statistics),
    functionality_storage: state(settings?.preferences),
    personalization_storage: state(settings?.preferences),
    security_storage: 'granted',
  };
}

/**
 * The cookie attributes: 8760 hours, SameSite=Lax, Secure on https. The lifetime is a Max-Age, which the browser
 * counts from its own time: an Expires date would be taken from the page's clock, and a device whose clock is wrong
 * (or a test's shop clock) would write a cookie that is already gone.
 */
export function cookieAttributes(secure: boolean, hours: number = CONSENT_HOURS) {
  return { 'max-age': String(hours * 3600), sameSite: 'Lax' as const, secure, path: '/' };
}

/**
 * One cookie's value in `document.cookie` text, read as js-cookie writes and reads it (its %XX escapes decoded; a
 * value in double quotes unquoted), so that the core reads the stored choice without the library, which only the
 * dialog's chunk needs to write it. Undefined when there is none, or when it cannot be decoded.
 */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split('; ')) {
    const at = pair.indexOf('=');
    if (at < 0 || decodeComponent(pair.slice(0, at)) !== name) continue;
    const raw = pair.slice(at + 1);
    return decodeComponent(raw.startsWith('"') && raw.endsWith('"') && raw.length > 1 ? raw.slice(1, -1) : raw);
  }
  return undefined;
}

function decodeComponent(text: string): string | undefined {
  try {
    return text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
  } catch {
    return undefined;
  }
}
