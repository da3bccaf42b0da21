// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBlockLoaderShown } from './block-loader.ts';
import { on } from './events.ts';
import { HttpError, request, requestPage, TOKEN_HEADER } from './http.ts';
import { asksLogin } from './http-login.ts';
import { upload } from './upload.ts';

// The client announces failures as `request:failed`; nothing here knows the error catalogue or its dialogs.
const reported: unknown[] = [];
let stopListening: () => void = () => {};

beforeEach(() => {
  reported.length = 0;
  stopListening = on('request:failed', (event) => reported.push(event.detail.error));
  document.head.innerHTML = '<meta name="__RequestVerificationToken" content="tok-123">';
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

function stubFetch(answer: (init: RequestInit) => Promise<Response> | Response) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => answer(init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('http client', () => {
  it('adds the anti-forgery token to state-changing requests only', async () => {
    const fetch = stubFetch(() => new Response('{}'));
    await request('/api/x', { method: 'POST', body: { a: 1 } });
    await request('/api/x');
    const [post, get] = fetch.mock.calls.map((call) => new Headers(call[1].headers));
    expect(post?.get(TOKEN_HEADER)).toBe('tok-123');
    expect(post?.get('Content-Type')).toBe('application/json');
    expect(get?.has(TOKEN_HEADER)).toBe(false);
  });

  it('tells the page that data changed on the server after a successful state-changing request only', async () => {
    const changes: string[] = [];
    const stop = on('server:changed', (event) => changes.push(`${event.detail.method} ${event.detail.url}`));
    let status = 200;
    stubFetch(() => new Response('', { status }));
    await request('/api/cart', { method: 'POST', body: { a: 1 }, expect: 'none' });
    await request('/api/cart', { expect: 'none' });
    status = 500;
    await expect(request('/api/cart', { method: 'DELETE', expect: 'none' })).rejects.toBeInstanceOf(HttpError);
    stop();
    expect(changes).toEqual(['POST /api/cart']);
  });

  it('reads the token from a hidden input when there is no meta', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<form><input type="hidden" name="__RequestVerificationToken" value="form-tok"></form>';
    const fetch = stubFetch(() => new Response(''));
    await request('/api/x', { method: 'DELETE', expect: 'none' });
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get(TOKEN_HEADER)).toBe('form-tok');
  });

  it('adds query parameters and parses JSON', async () => {
    const fetch = stubFetch(() => new Response('{"ItemsCount":2}'));
    expect(await request('/api/s', { query: { q: 'casque', nbrResults: 5, skip: undefined } })).toEqual({
      ItemsCount: 2,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/s?q=casque&nbrResults=5');
  });

  it('throws an HttpError with the status and reports it', async () => {
    stubFetch(() => new Response('no', { status: 500 }));
    await expect(request('/api/x')).rejects.toMatchObject({ status: 500 });
    expect(reported).toHaveLength(1);
  });

  it('does not report when asked not to', async () => {
    stubFetch(() => new Response('no', { status: 500 }));
    await expect(request('/api/x', { handleErrors: false })).rejects.toBeInstanceOf(HttpError);
    expect(reported).toHaveLength(0);
  });

  it('an empty 200 (ASP.NET Ok()) is a success: null for JSON, nothing announced', async () => {
    stubFetch(() => new Response('', { status: 200 }));
    await expect(request('/api/x', { method: 'PUT', body: { Quantity: 2 } })).resolves.toBeNull();
    expect(reported).toEqual([]);
  });

  it('a 204 (ASP.NET NoContent()) is a success for every kind of answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(request('/api/x', { method: 'DELETE' })).resolves.toBeNull();
    await expect(request('/api/x', { method: 'DELETE', expect: 'none' })).resolves.toBeUndefined();
    await expect(request('/x', { expect: 'html' })).resolves.toBe('');
    expect(reported).toEqual([]);
  });

  it('a failure always rejects with an HttpError, announced once with its return URL', async () => {
    const returnUrls: (string | undefined)[] = [];
    const stop = on('request:failed', (event) => returnUrls.push(event.detail.returnUrl));
    stubFetch(() => new Response('', { status: 401 }));
    const failure = await request('/api/x', { returnUrl: '/fr/account' }).catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 401, url: '/api/x' });
    expect(reported).toEqual([failure]);
    expect(returnUrls).toEqual(['/fr/account']);
  });

  it('a 401 is announced even to a caller that shows its own failures (handleErrors: false), other statuses not', async () => {
    const returnUrls: (string | undefined)[] = [];
    const stop = on('request:failed', (event) => returnUrls.push(event.detail.returnUrl));
    let status = 401;
    stubFetch(() => new Response('{"Message":"Unauthorized"}', { status }));
    const pending = request('/api/x', { handleErrors: false, loader: true, returnUrl: '/nl/cart' });
    const failure = await pending.catch((error: unknown) => error);
    const page = await requestPage('/nl/widget', { handleErrors: false }).catch((error: unknown) => error);
    for (status of [403, 404, 500]) {
      await expect(request('/api/x', { handleErrors: false })).rejects.toMatchObject({ status });
    }
    stop();
    expect(failure).toMatchObject({ status: 401 });
    expect(reported).toEqual([failure, page]);
    expect(returnUrls).toEqual(['/nl/cart', undefined]);
    // The caller still gets its rejection, the loader released, and can tell this one is the login's.
    expect(isBlockLoaderShown()).toBe(false);
    expect([failure, page].map(asksLogin)).toEqual([true, true]);
    expect(asksLogin(new HttpError('x', 403, '/api/x'))).toBe(false);
    expect(asksLogin(new Error('401'))).toBe(false);
  });

  it('an upload keeps the same contract: a 401 is announced even with handleErrors: false, a 500 not', async () => {
    let status = 401;
    const sent: string[] = [];
    class FakeXhr extends EventTarget {
      status = 0;
      statusText = '';
      responseText = '';
      readonly upload = new EventTarget();
      open(method: string, url: string) {
        sent.push(`${method} ${url}`);
      }
      setRequestHeader() {}
      abort() {}
      send() {
        this.status = status;
        this.responseText = '{"Message":"Unauthorized"}';
        queueMicrotask(() => this.dispatchEvent(new Event('load')));
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failure = await upload('/fr/assets/upload/photo', new FormData(), { handleErrors: false }).catch(
      (error: unknown) => error,
    );
    status = 500;
    await expect(upload('/fr/assets/upload/photo', new FormData(), { handleErrors: false })).rejects.toMatchObject({
      status: 500,
    });
    expect(sent).toEqual(['POST /fr/assets/upload/photo', 'POST /fr/assets/upload/photo']);
    expect(failure).toMatchObject({ status: 401 });
    expect(reported).toEqual([failure]);
  });

  it('a network failure rejects with status 0 as a lost connection, not an abort (issue 43)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/api/x')).rejects.toMatchObject({ status: 0, aborted: false, disconnection: 'offline' });
    expect(reported).toHaveLength(1);
  });

  it('a connection dropped in the middle of the answer is a lost connection too', async () => {
    const cut = new Response('{"Items');
    vi.spyOn(cut, 'text').mockRejectedValue(new TypeError('network error'));
    stubFetch(() => cut);
    await expect(request('/api/x')).rejects.toMatchObject({ status: 0, aborted: false, disconnection: 'offline' });
  });

  it('a request the caller aborts is an abort, whatever fetch rejects with', async () => {
    const caller = new AbortController();
    stubFetch(
      (init) =>
        new Promise<Response>((_, reject) => {
          // A browser may reject an aborted fetch with a TypeError: the signal says who stopped it.
          init.signal?.addEventListener('abort', () => reject(new TypeError('Failed to fetch')));
        }),
    );
    const pending = request('/api/x', { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, aborted: true, disconnection: undefined });
  });

  it('requestPage tells the address a redirected answer ended on, and its script policy', async () => {
    const policy = "script-src 'self' 'nonce-abc'";
    const answer = new Response('<main><h1>Compte</h1></main>', {
      status: 200,
      headers: { 'Content-Security-Policy': policy },
    });
    Object.defineProperties(answer, {
      redirected: { value: true },
      url: { value: 'http://localhost:3000/fr/account' },
    });
    stubFetch(() => answer);
    await expect(requestPage('/fr/security/login', { method: 'POST' })).resolves.toEqual({
      html: '<main><h1>Compte</h1></main>',
      url: 'http://localhost:3000/fr/account',
      redirected: true,
      policy,
    });
  });

  it('treats malformed JSON as a failure', async () => {
    stubFetch(() => new Response('{"ItemsCount": 3,'));
    await expect(request('/api/x')).rejects.toMatchObject({
      status: 200,
      message: expect.stringContaining('malformed'),
    });
  });

  it('a newer request with the same key aborts the older one (status 0)', async () => {
    stubFetch(
      (init) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(new Response('"done"')), 20);
        }),
    );
    const first = request('/api/search?q=ca', { key: 'search' });
    const second = request('/api/search?q=cas', { key: 'search' });
    await expect(first).rejects.toMatchObject({ status: 0, aborted: true, disconnection: undefined });
    await expect(second).resolves.toBe('done');
  });

  it('releases the block loader after success and after failure', async () => {
    stubFetch(() => new Response('no', { status: 401 }));
    const pending = request('/api/x', { loader: true });
    expect(isBlockLoaderShown()).toBe(true);
    await expect(pending).rejects.toBeInstanceOf(HttpError);
    expect(isBlockLoaderShown()).toBe(false);
  });
});
