import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, compressThoroughly, isCompressible } from '../../fixtures/compression.ts';

describe('the reference CMS picks the encoding a browser accepts', () => {
  it('prefers brotli, then gzip, else sends the body as it is', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('honours q-values and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.4, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
  });

  it('compresses text types only', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/json; charset=utf-8',
      'image/svg+xml',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/png', 'image/webp', 'font/woff2', 'video/webm', 'application/pdf'])
      expect(isCompressible(type), type).toBe(false);
  });

  it('gives back the same bytes once decoded, compressed per answer or once and kept', async () => {
    const body = Buffer.from('<p>Roulez équipé, toute l’année</p>'.repeat(50));
    expect(brotliDecompressSync(compress(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compress(body, 'gzip')).equals(body)).toBe(true);
    expect(brotliDecompressSync(await compressThoroughly(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(await compressThoroughly(body, 'gzip')).equals(body)).toBe(true);
  });
});
