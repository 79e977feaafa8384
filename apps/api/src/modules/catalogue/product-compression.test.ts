// What a browser gets: the catalogue's answers compressed as its Accept-Encoding asks, each one the same
// JSON as the uncompressed answer, on a cache miss (compressed per request) and on a hit (from kept bytes,
// made denser once the entry is asked for again).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed';
import { createTestApp, testEngines, type TestApp } from '../../../test/test-app';

const BROWSER = 'gzip, deflate, br, zstd';

describe.each(testEngines)('catalogue compression on %s', (engine) => {
  let t: TestApp;

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  /** The body as the browser reads it, after undoing the Content-Encoding. */
  const decoded = (response: Awaited<ReturnType<typeof get>>): unknown => {
    const encoding = response.headers['content-encoding'];
    const bytes = response.rawPayload;
    if (encoding === 'br') return JSON.parse(brotliDecompressSync(bytes).toString());
    if (encoding === 'gzip') return JSON.parse(gunzipSync(bytes).toString());
    expect(encoding).toBeUndefined();
    return JSON.parse(bytes.toString());
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { CATALOGUE_CACHE_SECONDS: '60' });
    await seedIfEmpty(t.database.db);
  });
  afterAll(() => t.close());

  it.each([
    '/api/products?_limit=12',
    '/api/products?q=excel',
    '/api/categories',
    '/api/products/1',
    '/api/products/1/batches',
  ])('answers %s with the same JSON compressed or not, missed or kept', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    const expected = plain.json<unknown>();
    for (const accept of [BROWSER, 'gzip', 'br;q=0.5, gzip;q=1', 'identity']) {
      const first = await get(url, accept);
      const again = await get(url, accept);
      const kept = await get(url, accept);
      for (const response of [first, again, kept]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['x-total-count']).toBe(plain.headers['x-total-count']);
        expect(decoded(response)).toEqual(expected);
      }
      expect(kept.rawPayload.equals(again.rawPayload)).toBe(true);
    }
  });

  it('prefers Brotli for a browser, gzip where asked, and sends small answers as they are', async () => {
    const list = '/api/products?_limit=12';
    expect((await get(list, BROWSER)).headers['content-encoding']).toBe('br');
    expect((await get(list, 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(list, 'br;q=0.5, gzip;q=1')).headers['content-encoding']).toBe('gzip');
    expect((await get(list, BROWSER)).headers.vary).toContain('accept-encoding');
    const compressed = await get(list, BROWSER);
    expect(compressed.rawPayload.length).toBeLessThan((await get(list)).rawPayload.length / 3);
    const small = await get('/api/products?_limit=1&q=zzzzqqq', BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual([]);
  });

  it.each(['br', 'gzip'])(
    'sends a kept answer asked for again in fewer %s bytes than its first time',
    async (encoding) => {
      const list = '/api/products?_limit=12&_sort=title&_order=asc';
      const [first, again, later] = [
        await get(list, encoding),
        await get(list, encoding),
        await get(list, encoding),
      ];
      for (const response of [first, again, later]) {
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decoded(response)).toEqual((await get(list)).json());
      }
      expect(again.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.95);
      expect(later.rawPayload.equals(again.rawPayload)).toBe(true);
    },
  );

  it('compresses answers made per request (a cache miss or an uncached route) to the same JSON', async () => {
    const url = `/api/products?_limit=20&_sort=price&_order=asc&q=data`;
    const missed = await get(url, BROWSER);
    expect(missed.headers['content-encoding']).toBe('br');
    expect(decoded(missed)).toEqual((await get(url)).json());
  });
});
