/**
 * A returning visitor's cookies on the reference CMS: consent with every category granted, the cookie policy seen,
 * the demo popups dismissed; for the browser tests and benchmarks that are not about these (so that no dialog
 * covers the page). The stamp must be the CMS's current one
 * (fixtures/views/text.ts SITE.consentStamp; tests/consent-cookie.test.ts checks it).
 */
export const CONSENT_STAMP = '2026-11-01';
export const CONSENT_COOKIE = 'ateliervelo_cookieconsent';
/** The popups the reference CMS shows, dismissed by a returning visitor. */
export const POPUP_COOKIE = 'ateliervelo_popups';
export const DEMO_POPUPS = ['black-friday-2026', 'express-repair'];

/** The cookie policy notice's own cookie. */
export const POLICY_COOKIE = 'ateliervelo_cookiepolicy';

/** The consent cookie and the cookie policy notice's, as Playwright cookies for `baseUrl`. */
export function grantedConsentCookies(baseUrl) {
  return [grantedConsentCookie(baseUrl), { name: POLICY_COOKIE, value: 'seen', url: baseUrl, sameSite: 'Lax' }];
}

/** The dismissal cookie of the reference CMS's popups (a returning visitor has closed them). */
export function dismissedPopupsCookie(baseUrl) {
  const value = JSON.stringify(DEMO_POPUPS.map((id) => ({ id, datetime: '2026-11-01T00:00:00.000Z' })));
  return { name: POPUP_COOKIE, value: encodeURIComponent(value), url: baseUrl, sameSite: 'Lax' };
}

/** The consent cookie, as a Playwright cookie for `baseUrl`. */
export function grantedConsentCookie(baseUrl) {
  const value = JSON.stringify({ stamp: CONSENT_STAMP, preferences: true, statistics: true, marketing: true });
  return { name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseUrl, sameSite: 'Lax' };
}

/** A new page whose visitor has made a cookie choice (its context closes with it). */
export async function pageWithConsent(browser, baseUrl, options = {}) {
  const context = await browser.newContext(options);
  await context.addCookies([...grantedConsentCookies(baseUrl), dismissedPopupsCookie(baseUrl)]);
  const page = await context.newPage();
  // Closed with the browser at the same moment (a benchmark's end), the context is gone either way: a rejection
  // left unhandled here ended the bench after its last figure, before its table (1 run in 4).
  page.on('close', () => void context.close().catch(() => {}));
  return page;
}
