/**
 * The HTTP client every part uses. It adds the page's anti-forgery token to every state-changing request, can be
 * aborted (a newer request with the same `key` aborts the older one) and holds the block loader when asked.
 *
 * The result contract, the same for every caller:
 *   - success = any 2xx answer. Its body is parsed by `expect`: JSON (an empty body is `null`: ASP.NET's `Ok()` or
 *     `NoContent()`), text or HTML (a string, maybe empty), or nothing.
 *   - failure = the promise rejects with an HttpError, always: a status outside 2xx, no answer, an abort, or a 2xx
 *     whose body is not the JSON it should be. A resolved value never means "it failed".
 * Before rejecting, the client announces the failure as `request:failed` (unless `handleErrors: false`); the error
 * catalogue listens to it and reacts (login modal, error dialog…). The client itself knows no dialog. A 401 is
 * announced always (runtime spec §6: it opens the login modal, whoever called): `handleErrors: false` lets a caller
 * show its other failures its own way, and runtime/http-login.ts tells it a 401 is none of them.
 */
import { holdBlockLoader } from './block-loader.ts';
import { type Disconnection, disconnectionOf } from './connection.ts';
import { emit } from './events.ts';

export type ResponseKind = 'json' | 'html' | 'text' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** A plain object is sent as JSON; FormData, URLSearchParams and strings as they are. */
  body?: unknown;
  /** Query parameters added to the URL. */
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** What the answer is read as. Default: json. */
  expect?: ResponseKind;
  signal?: AbortSignal;
  /** Requests with the same key abort each other: the newest wins. */
  key?: string;
  /** Show the block loader while the request runs. */
  loader?: boolean;
  /**
   * Announce a failure as `request:failed`, so the error catalogue reacts (default true). It rejects either way.
   * False leaves the caller to show its failures, all but a 401: that one is announced anyway (the login modal).
   */
  handleErrors?: boolean;
  /** Return URL for the login modal when the answer is 401 (default: the current page). */
  returnUrl?: string;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request was aborted or never reached the server. */
    readonly status: number,
    readonly url: string,
    readonly responseText = '',
    /** The reason phrase of the answer's status line (a CMS may write its own message there). */
    readonly statusText = '',
    /** Status 0 because the connection failed or the time limit passed (./connection.ts), not an abort. */
    readonly disconnection?: Disconnection,
  ) {
    super(message);
  }

  /** Aborted by the runtime or the shopper: no answer, and no network failure either. */
  get aborted(): boolean {
    return this.status === 0 && !this.disconnection;
  }
}

const TOKEN_NAME = '__RequestVerificationToken';
/** Header ASP.NET's antiforgery reads by default. */
export const TOKEN_HEADER = 'RequestVerificationToken';

/** The anti-forgery token the page holds: a `<meta name="__RequestVerificationToken">` or the first hidden input. */
export function antiForgeryToken(root: ParentNode = document): string | null {
  const meta = root.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_NAME}"]`);
  if (meta?.content) return meta.content;
  return root.querySelector<HTMLInputElement>(`input[name="${TOKEN_NAME}"]`)?.value || null;
}

const running = new Map<string, AbortController>();

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const target = new URL(url, location.href);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) target.searchParams.set(name, String(value));
  }
  return target.origin === location.origin ? target.pathname + target.search + target.hash : target.href;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function linkSignals(own: AbortController, other: AbortSignal | undefined): void {
  if (!other) return;
  if (other.aborted) own.abort(other.reason);
  else other.addEventListener('abort', () => own.abort(other.reason), { once: true });
}

/**
 * Sends a request and reads its answer. Resolves on any 2xx (an empty JSON body is `null`); rejects with an
 * HttpError on any failure, after announcing it (see the contract above).
 */
export function request<T = unknown>(url: string, options?: RequestOptions & { expect?: 'json' }): Promise<T | null>;
export function request(url: string, options: RequestOptions & { expect: 'html' | 'text' }): Promise<string>;
export function request(url: string, options: RequestOptions & { expect: 'none' }): Promise<void>;
export function request(url: string, options: RequestOptions = {}): Promise<unknown> {
  const expect = options.expect ?? 'json';
  return exchange(url, options, ({ text, status }, describe) => {
    if (expect === 'none') return undefined;
    if (expect !== 'json') return text;
    return readJsonAnswer(text, status, url, describe);
  });
}

/**
 * The data of a 2xx JSON answer: an empty body (200 with no body, 204) is a success that carries none (null); a
 * body that is not JSON is a broken answer, 'any other failure' of the catalogue (thrown as an HttpError).
 */
export function readJsonAnswer(text: string, status: number, url: string, describe: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(`${describe} answered malformed JSON`, status, url, text);
  }
}

/** An HTML page fetched for a dialog, with the address it ended on (a form's answer may be a redirect). */
export interface PageAnswer {
  html: string;
  /** The final address (same as asked unless the server redirected). */
  url: string;
  redirected: boolean;
  /** The answer's Content-Security-Policy header: its nonce tells which of its scripts the CMS trusts. */
  policy: string | null;
}

/** Fetches an HTML page, like `request` with `expect: 'html'`, and tells where the answer came from. */
export function requestPage(url: string, options: Omit<RequestOptions, 'expect'> = {}): Promise<PageAnswer> {
  return exchange(url, { ...options, expect: 'html' }, ({ text, finalUrl, redirected, policy }) => ({
    html: text,
    url: finalUrl,
    redirected,
    policy,
  }));
}

interface RawAnswer {
  text: string;
  status: number;
  finalUrl: string;
  redirected: boolean;
  policy: string | null;
}

/** A request that got no (whole) answer: aborted by us, or a disconnection the catalogue tells the shopper about. */
function unanswered(describe: string, url: string, cause: unknown, signal: AbortSignal): HttpError {
  const lost = disconnectionOf(cause, signal.aborted);
  return new HttpError(
    `${describe} ${lost ? `got no answer (${String(cause)})` : 'was aborted'}`,
    0,
    url,
    '',
    '',
    lost,
  );
}

async function exchange<R>(
  url: string,
  options: RequestOptions,
  read: (answer: RawAnswer, describe: string) => R,
): Promise<R> {
  const method = options.method ?? 'GET';
  const expect = options.expect ?? 'json';
  const target = withQuery(url, options.query);
  const describe = `${method} ${target}`;
  const headers = new Headers(options.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (!headers.has('Accept')) headers.set('Accept', expect === 'json' ? 'application/json' : 'text/html, */*');
  if (method !== 'GET') {
    const token = antiForgeryToken();
    if (token) headers.set(TOKEN_HEADER, token);
  }
  const body = encodeBody(options.body, headers);

  const controller = new AbortController();
  linkSignals(controller, options.signal);
  if (options.key) {
    running.get(options.key)?.abort(new DOMException('Replaced by a newer request', 'AbortError'));
    running.set(options.key, controller);
  }
  const release = options.loader ? holdBlockLoader() : undefined;

  try {
    let response: Response;
    try {
      response = await fetch(target, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    } catch (cause) {
      throw unanswered(describe, target, cause, controller.signal);
    }
    const text = await response.text().catch((cause: unknown) => {
      throw unanswered(describe, target, cause, controller.signal);
    });
    if (!response.ok) {
      throw new HttpError(
        `${describe} answered ${response.status}`,
        response.status,
        target,
        text,
        response.statusText,
      );
    }
    if (method !== 'GET') emit('server:changed', { method, url: target });
    return read(
      {
        text,
        status: response.status,
        finalUrl: response.url || target,
        redirected: response.redirected,
        policy: response.headers.get('Content-Security-Policy'),
      },
      describe,
    );
  } catch (error) {
    release?.();
    const failure =
      error instanceof HttpError ? error : new HttpError(`${describe} failed (${String(error)})`, 0, target);
    // A 401 is announced whatever the caller asked (runtime spec §6: it opens the login modal).
    if (options.handleErrors !== false || failure.status === 401)
      emit('request:failed', { error: failure, returnUrl: options.returnUrl });
    throw failure;
  } finally {
    release?.();
    if (options.key && running.get(options.key) === controller) running.delete(options.key);
  }
}
