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
