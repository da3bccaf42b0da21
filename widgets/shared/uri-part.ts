/**
 * `encodeURIComponent` for text from a theme's attribute or a server's answer, which may hold a lone surrogate (half
 * of a UTF-16 pair): `encodeURIComponent` throws a URIError on one, and the widget would fail to mount or to act.
 * Such a half becomes U+FFFD, the replacement character, as a browser writes it into a URL.
 */
export const encodeUriPart = (text: string): string => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
