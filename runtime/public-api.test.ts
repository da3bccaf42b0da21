// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../tests/unit/test-runtime.ts';

afterEach(() => {
  vi.doUnmock('./http.ts');
  vi.resetModules();
  vi.unstubAllGlobals();
});

describe('ShopRuntime.request, the HTTP client for theme scripts', () => {
  it('loads the client on the first call and answers as it does', async () => {
    const fetch = vi.fn(async () => new Response('{"lines":2}'));
    vi.stubGlobal('fetch', fetch);
    const { request } = await import('./public-api.ts');
    await expect(request('/api/v1/shoppingcarts/summary')).resolves.toEqual({ lines: 2 });
    await expect(request('/fr/service', { expect: 'html' })).resolves.toBe('{"lines":2}');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects with the ChunkLoadError, reported, when the client’s chunk cannot load', async () => {
    vi.doMock('./http.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const runtime = (await import('./page-runtime.ts')).adoptRuntime(testRuntime());
    const { request } = await import('./public-api.ts');
    const failure = await request('/api/v1/shoppingcarts/summary').catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'ChunkLoadError', chunk: 'http' });
    expect(runtime.reported).toEqual([failure]);
  });
});
