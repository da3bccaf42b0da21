import { describe, expect, it } from 'vitest';
import { SITE } from '../fixtures/views/text.ts';
import { consentCookieName, readConsent } from '../runtime/consent/rules.ts';
import { CONSENT_COOKIE, CONSENT_STAMP, grantedConsentCookie } from './consent-cookie.mjs';

describe('the consent cookie the tests and benchmarks start with', () => {
  it('is the reference CMS’s, for its current stamp, every category granted', () => {
    expect(CONSENT_COOKIE).toBe(consentCookieName(SITE.cms));
    expect(CONSENT_STAMP).toBe(SITE.consentStamp);
    const cookie = grantedConsentCookie('http://127.0.0.1:3100');
    expect(readConsent(decodeURIComponent(cookie.value))).toEqual({
      stamp: SITE.consentStamp,
      preferences: true,
      statistics: true,
      marketing: true,
    });
  });
});
