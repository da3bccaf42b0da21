/**
 * The verdicts of jquery-validation's `email` and `url` methods (the unobtrusive model, runtime spec §5), written
 * as steps rather than one pattern: what they accept is accepted here, what they refuse is refused.
 */

/** A domain label of an e-mail address: letters, digits, inner hyphens, at most 63 characters. */
const MAIL_LABEL = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/i;
const MAIL_LOCAL = /^[\w.!#$%&'*+/=?^`{|}~-]+$/;

/**
 * The HTML standard's valid e-mail address: a local part, one @, then one or more labels separated by dots (a
 * domain without a dot, an intranet's, is an address too).
 */
export function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 0) return false;
  const labels = text.slice(at + 1).split('.');
  return MAIL_LOCAL.test(text.slice(0, at)) && labels.every((label) => label.length <= 63 && MAIL_LABEL.test(label));
}

/** http:, https: or ftp: followed by //, or // alone (protocol-relative). */
const SCHEME = /^(?:(?:https?|ftp):)?\/\//i;
/** Characters a user name or password before the host may not hold. */
const NOT_IN_CREDENTIALS = new Set(' !"#$&\'()*+,/:;<=>?@[]^`{|}~');
/** After the host: a port of 2 to 5 digits, then a path, query or fragment without white space. */
const AFTER_HOST = /^(?::\d{2,5})?(?:[/?#]\S*)?$/;
/** A host name label: letters (any beyond ASCII too), digits, inner hyphens and underscores; 64 at most. */
const HOST_LABEL = /^[a-z\d\u00a1-\uffff](?:[\w\u00a1-\uffff-]*[a-z\d\u00a1-\uffff])?$/i;
const TOP_LEVEL = /^[a-z\u00a1-\uffff]{2,}$/i;

/** Where the run of characters allowed in credentials that starts at `from` ends. */
function credentialsRun(text: string, from: number): number {
  let end = from;
  while (end < text.length && !NOT_IN_CREDENTIALS.has(text.charAt(end))) end++;
  return end;
}

/** `rest` without its leading `user@` or `user:password@`, when it has one. */
function withoutCredentials(rest: string): string {
  const user = credentialsRun(rest, 0);
  if (user === 0) return rest;
  if (rest.charAt(user) === '@') return rest.slice(user + 1);
  if (rest.charAt(user) !== ':') return rest;
  const password = credentialsRun(rest, user + 1);
  return rest.charAt(password) === '@' ? rest.slice(password + 1) : rest;
}

/** A dotted IPv4 address of the public internet (no private, loopback or link-local range; no .0 or .255 host). */
function isPublicIPv4(host: string): boolean {
  const parts = host.split('.');
  if (parts.length !== 4) return false;
  const [first = '', second = '', third = '', last = ''] = parts;
  const middle = (part: string) => /^\d\d?$/.test(part) || (/^[12]\d\d$/.test(part) && Number(part) <= 255);
  const valid =
    /^[1-9]\d{0,2}$/.test(first) &&
    Number(first) <= 223 &&
    middle(second) &&
    middle(third) &&
    /^[1-9]\d{0,2}$/.test(last) &&
    Number(last) <= 254;
  if (!valid) return false;
  const [a, b] = [Number(first), Number(second)];
  return !(
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 192 && b === 168) ||
    (a === 172 && b >= 16 && b <= 31)
  );
}

/** Labels separated by dots, then a top-level domain of two letters or more, and maybe one final dot. */
function isDomainName(host: string): boolean {
  const labels = (host.endsWith('.') ? host.slice(0, -1) : host).split('.');
  const top = labels.pop() ?? '';
  return (
    labels.length > 0 && TOP_LEVEL.test(top) && labels.every((label) => label.length <= 64 && HOST_LABEL.test(label))
  );
}

/**
 * An absolute web address: the scheme (or //), maybe credentials, a public IPv4 address or a host name with a
 * top-level domain, maybe a port, then a path, query or fragment.
 */
export function isWebAddress(text: string): boolean {
  const scheme = SCHEME.exec(text);
  if (!scheme) return false;
  const rest = withoutCredentials(text.slice(scheme[0].length));
  const hostEnd = rest.search(/[:/?#]/);
  const host = hostEnd < 0 ? rest : rest.slice(0, hostEnd);
  const after = hostEnd < 0 ? '' : rest.slice(hostEnd);
  return (isPublicIPv4(host) || isDomainName(host)) && AFTER_HOST.test(after);
}
