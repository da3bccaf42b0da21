import { describe, expect, it } from 'vitest';
import { allDenied, choice, consentModeSignals, cookieAttributes, mustAsk, readConsent } from './rules.ts';

describe('cookie consent rules', () => {
  it('reads a stored choice and refuses anything else', () => {
    const stored = '{"stamp":"2026-11-01","preferences":true,"statistics":false,"marketing":true}';
    expect(readConsent(stored)).toEqual({ stamp: '2026-11-01', preferences: true, statistics: false, marketing: true });
    expect(readConsent(undefined)).toBeNull();
    expect(readConsent('{oops')).toBeNull();
    expect(readConsent('{"stamp":"x","preferences":"yes","statistics":false,"marketing":false}')).toBeNull();
  });

  it('asks when nothing is stored or the stamp changed', () => {
    const stored = choice('2026-11-01', { statistics: true });
    expect(mustAsk(null, '2026-11-01')).toBe(true);
    expect(mustAsk(stored, '2026-11-01')).toBe(false);
    expect(mustAsk(stored, '2027-01-01')).toBe(true);
  });

  it('knows when everything was declined', () => {
    expect(allDenied(choice('s', {}))).toBe(true);
    expect(allDenied(choice('s', { preferences: true }))).toBe(false);
  });

  it('gives Consent Mode v2 signals: denied by default, granted per category', () => {
    expect(consentModeSignals(null)).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      security_storage: 'granted',
    });
    expect(consentModeSignals(choice('s', { statistics: true, marketing: true }))).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'denied',
    });
  });

  it('keeps the cookie 8760 hours, SameSite=Lax, Secure on https', () => {
    expect(cookieAttributes(true)).toEqual({ 'max-age': '31536000', sameSite: 'Lax', secure: true, path: '/' });
    expect(cookieAttributes(false).secure).toBe(false);
  });
});
