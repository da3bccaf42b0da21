/**
 * URL rules. A URL that comes from the server or the address bar is followed only when it is same-origin.
 */

/** The same-origin path (path + query + hash) of `url`, or null (with a console warning) when it leaves the site. */
export function sameOriginPath(url: string, base: string = location.href): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    console.warn(`[runtime] Refused the URL "${url}": it is not a valid address.`);
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
