import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from './support.ts';

test('serves the runtime with the right types and cache headers', async ({ request }) => {
  const html = await (await request.get('/fr/')).text();
  expect(html).toMatch(/<script nonce="[^"]+" type="module" src="\/Dist\/runtime\.js" integrity="sha384-[^"]+"/);
  const entry = await request.get('/Dist/runtime.js');
  expect(entry.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const chunk = /from"\.\/(chunks\/[\w-]+\.js)"/.exec(await entry.text())?.[1];
  expect(chunk).toBeTruthy();
  const hashed = await request.get(`/Dist/${chunk}`);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const css = await request.get('/Dist/runtime.css');
  expect(css.headers()['content-type']).toBe('text/css; charset=utf-8');
  const again = await request.get('/Dist/runtime.js', { headers: { 'If-None-Match': entry.headers().etag ?? '' } });
  expect(again.status()).toBe(304);
  expect((await request.get('/Dist/%2e%2e/package.json')).status()).toBe(404);
});

test('answers text compressed as a production CMS and CDN do: brotli, else gzip, each with its own ETag', async ({
  request,
}) => {
  const get = (path: string, encoding: string, headers: Record<string, string> = {}) =>
    request.get(path, { headers: { 'Accept-Encoding': encoding, ...headers } });
  // Static text: brotli preferred, gzip when only gzip is accepted, identity when nothing is; Vary on all three.
  const br = await get('/Dist/runtime.js', 'gzip, deflate, br, zstd');
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toBe('Accept-Encoding');
  expect(br.headers()['cache-control']).toBe('no-cache');
  const gzip = await get('/Dist/runtime.js', 'gzip, br;q=0');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const identity = await get('/Dist/runtime.js', 'identity');
  expect(identity.headers()['content-encoding']).toBeUndefined();
  expect(identity.headers()['vary']).toBe('Accept-Encoding');
  // Playwright decodes the bodies: the three are the same file.
  const text = await identity.text();
  expect(await br.text()).toBe(text);
  expect(await gzip.text()).toBe(text);
  // Each under half the size on the wire, for a file of some size (runtime.js is a few hundred bytes of imports).
  const [brSize, gzipSize, identitySize] = await Promise.all(
    ['br', 'gzip', 'identity'].map(async (encoding) =>
      Number((await get('/Dist/runtime.css', encoding)).headers()['content-length']),
    ),
  );
  expect(brSize).toBeLessThan((identitySize ?? 0) / 2);
  expect(gzipSize).toBeLessThan((identitySize ?? 0) / 2);
  // One ETag per encoding; a revalidation is answered 304 for the encoding it names.
  const tags = new Set([br, gzip, identity].map((answer) => answer.headers()['etag']));
  expect(tags.size).toBe(3);
  const again = await get('/Dist/runtime.js', 'br', { 'If-None-Match': br.headers()['etag'] ?? '' });
  expect(again.status()).toBe(304);
  expect((await get('/Dist/runtime.js', 'gzip', { 'If-None-Match': br.headers()['etag'] ?? '' })).status()).toBe(200);
  // runtime.css is revalidated too; the theme's stylesheet as well.
  const css = await get('/Dist/runtime.css', 'br');
  expect(css.headers()['content-encoding']).toBe('br');
  expect(css.headers()['cache-control']).toBe('no-cache');
  expect(css.headers()['etag']).toBeTruthy();
  expect((await get('/theme/bootstrap.min.css', 'gzip')).headers()['content-encoding']).toBe('gzip');
  // Content-hashed chunks: immutable for a year, compressed.
  const chunk = /from"\.\/(chunks\/[\w-]+\.js)"/.exec(text)?.[1];
  const hashed = await get(`/Dist/${chunk}`, 'br');
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Pages and JSON made per request: compressed too, never cached.
  const page = await get('/nl/', 'gzip, deflate, br');
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toBe('Accept-Encoding');
  expect(await page.text()).toContain('<html lang="nl');
  const strings = await get('/api/v1/localization/fr/stringresources', 'gzip');
  expect(strings.headers()['content-encoding']).toBe('gzip');
  expect((await strings.json())['Manager.UnknowsErrors']).toContain('erreur');
  // Video (like images and fonts) is compressed already: sent as it is, without Vary.
  const video = await get('/theme/media/atelier-banner.webm', 'gzip, br');
  expect(video.headers()['content-type']).toBe('video/webm');
  expect(video.headers()['content-encoding']).toBeUndefined();
  expect(video.headers()['vary']).toBeUndefined();
});

test('state-changing calls without the anti-forgery token are refused', async ({ request }) => {
  const answer = await request.post('/api/v1/catalog/products/addtocart', {
    data: { ProductVariantId: 50001, Quantity: 1 },
  });
  expect(answer.status()).toBe(400);
});

test('the string resources answer both languages with the same keys', async ({ request }) => {
  const fr = await (await request.get('/api/v1/localization/fr/stringresources')).json();
  const nl = await (await request.get('/api/v1/localization/nl/stringresources')).json();
  expect(fr['Manager.UnknowsErrors']).toContain('erreur');
  expect(nl['Manager.UnknowsErrors']).toContain('fout');
  expect(Object.keys(nl).sort()).toEqual(Object.keys(fr).sort());
});

test('faults can be injected only in test mode', async ({ request }) => {
  expect((await request.get('/api/v1/shoppingcarts?__fault=500')).status()).toBe(500);

  const port = 3197;
  const demo: ChildProcess = spawn('node', ['.build/fixtures/server.mjs'], {
    env: { ...process.env, PORT: String(port), FIXTURES_MODE: '' },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await request.get(`${base}/fr/`).catch(() => undefined))?.status(), { timeout: 10_000 })
      .toBe(200);
    expect((await request.get(`${base}/api/v1/shoppingcarts?__fault=500`)).status()).toBe(200);
    expect((await request.post(`${base}/__test/faults`, { data: { match: 'x', fault: '500' } })).status()).toBe(404);
  } finally {
    demo.kill();
  }
});
