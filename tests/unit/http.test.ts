import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reported: unknown[] = [];
vi.mock('../../runtime/error-catalogue.ts', () => ({ reportFailure: (error: unknown) => reported.push(error) }));

const { request, HttpError, TOKEN_HEADER } = await import('../../runtime/http.ts');
const { isBlockLoaderShown } = await import('../../runtime/block-loader.ts');

beforeEach(() => {
  reported.length = 0;
  document.head.innerHTML = '<meta name="__RequestVerificationToken" content="tok-123">';
});
afterEach(() => vi.unstubAllGlobals());

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
    await expect(first).rejects.toMatchObject({ status: 0 });
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
