/**
 * The reference CMS's consent cookie with every category granted, for the browser tests and benchmarks that are
 * not about consent (so that the consent dialog does not cover the page). The stamp must be the CMS's current one
 * (fixtures/views/text.ts SITE.consentStamp; tests/unit/consent-cookie.test.ts checks it).
 */
export const CONSENT_STAMP = '2026-11-01';
export const CONSENT_COOKIE = 'ateliervelo_cookieconsent';
/** The cookie policy notice's own cookie. */
export const POLICY_COOKIE = 'ateliervelo_cookiepolicy';

/** The consent cookie and the cookie policy notice's, as Playwright cookies for `baseUrl`. */
export function grantedConsentCookies(baseUrl) {
  return [grantedConsentCookie(baseUrl), { name: POLICY_COOKIE, value: 'seen', url: baseUrl, sameSite: 'Lax' }];
}

/** The consent cookie, as a Playwright cookie for `baseUrl`. */
export function grantedConsentCookie(baseUrl) {
  const value = JSON.stringify({ stamp: CONSENT_STAMP, preferences: true, statistics: true, marketing: true });
  return { name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseUrl, sameSite: 'Lax' };
}

/** A new page whose visitor has made a cookie choice (its context closes with it). */
export async function pageWithConsent(browser, baseUrl, options = {}) {
  const context = await browser.newContext(options);
  await context.addCookies(grantedConsentCookies(baseUrl));
  const page = await context.newPage();
  page.on('close', () => void context.close());
  return page;
}
