export declare const CONSENT_STAMP: string;
export declare const CONSENT_COOKIE: string;
export declare function grantedConsentCookie(baseUrl: string): {
  name: string;
  value: string;
  url: string;
  sameSite: 'Lax';
};
export declare function pageWithConsent(
  browser: import('@playwright/test').Browser,
  baseUrl: string,
  options?: import('@playwright/test').BrowserContextOptions,
): Promise<import('@playwright/test').Page>;
export declare const POLICY_COOKIE: string;
export declare function grantedConsentCookies(baseUrl: string): ReturnType<typeof grantedConsentCookie>[];
export declare const POPUP_COOKIE: string;
export declare const DEMO_POPUPS: string[];
export declare function dismissedPopupsCookie(baseUrl: string): ReturnType<typeof grantedConsentCookie>;
