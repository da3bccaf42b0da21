/**
 * Pure URL rules. A URL that comes from a server answer, a data attribute or the address bar is followed only when
 * it is a web address of this site; runtime/page.ts is the one module that follows such URLs.
 */

/**
 * The same-origin path (path + query + hash) of `url`, or null (with one console warning) when it is not an http(s)
 * address of this site: another origin, a protocol-relative `//host`, `javascript:`, `data:`, `blob:`…
 */
export function sameOriginPath(url: string, base: string = location.href): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    console.warn(`[runtime] Refused the URL "${url}": it is not a valid address.`);
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    console.warn(`[runtime] Refused the URL "${url}": only web addresses of this site are followed.`);
    return null;
  }
  if (parsed.origin !== new URL(base).origin) {
    console.warn(`[runtime] Refused the URL "${url}": it leaves the site (${parsed.origin}).`);
    return null;
  }
  return parsed.pathname + parsed.search + parsed.hash;
}

/** Joins the application path and a path relative to it: appUrl('/shop', 'api/v1/x') → '/shop/api/v1/x'. */
export function appUrl(app: string, path: string): string {
  return `${app.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
