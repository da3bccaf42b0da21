/**
 * The HTTP client every part uses. It adds the page's anti-forgery token to every state-changing request, can be
 * aborted (a newer request with the same `key` aborts the older one), holds the block loader when asked, and sends
 * failures through the error catalogue.
 */
import { holdBlockLoader } from './block-loader.ts';
import { reportFailure } from './error-catalogue.ts';

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
  /** Let the error catalogue react to a failure (default true). The error is thrown either way. */
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
  ) {
    super(message);
  }

  get aborted(): boolean {
    return this.status === 0;
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

/** Sends a request and reads its answer. Throws HttpError on any failure, after the error catalogue has reacted. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const expect = options.expect ?? 'json';
  const target = withQuery(url, options.query);
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
      const reason = controller.signal.aborted ? 'aborted' : `did not reach the server (${String(cause)})`;
      throw new HttpError(`${method} ${target} ${reason}`, 0, target);
    }
    const text = await response.text().catch(() => {
      throw new HttpError(`${method} ${target} was aborted while reading`, 0, target);
    });
    if (!response.ok) {
      throw new HttpError(`${method} ${target} answered ${response.status}`, response.status, target, text);
    }
    if (expect === 'none') return undefined as T;
    if (expect !== 'json') return text as T;
    if (text.trim() === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      // A 200 whose body is not JSON is a broken answer: 'any other failure' of the catalogue.
      throw new HttpError(`${method} ${target} answered malformed JSON`, response.status, target, text);
    }
  } catch (error) {
    release?.();
    if (options.handleErrors !== false) reportFailure(error, { returnUrl: options.returnUrl });
    throw error;
  } finally {
    release?.();
    if (options.key && running.get(options.key) === controller) running.delete(options.key);
  }
}
