import { describe, expect, it } from 'vitest';
import { SITE } from '../fixtures/views/text.ts';
import { consentCookieName, readConsent } from '../runtime/consent/rules.ts';
import { policyCookieName } from '../widgets/consent/cookie-policy.ts';
import { CONSENT_COOKIE, CONSENT_STAMP, grantedConsentCookie, POLICY_COOKIE } from './consent-cookie.mjs';

describe('the consent cookies the tests and benchmarks start with', () => {
  it('are the reference CMS’s, for its current stamp, every category granted, the cookie policy seen', () => {
    expect(CONSENT_COOKIE).toBe(consentCookieName(SITE.cms));
    expect(POLICY_COOKIE).toBe(policyCookieName(SITE.cms));
    expect(SITE.policyCookie).toBe(POLICY_COOKIE);
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
