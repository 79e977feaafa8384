// Malformed requests: oversized bodies (413), deeply nested JSON, prototype pollution, broken JSON and
// wrong content types are refused with the JSON error contract, and the process keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { raw } from './attack-fixtures';

describe.each(testEngines)('malformed requests on %s', (engine) => {
  let t: TestApp;
  let customer: SignedInUser;
  const post = (payload: string | Buffer, contentType = 'application/json', url = '/api/cart') =>
    raw(t, {
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload,
      cookie: customer.cookie,
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    customer = await signedInUser(t);
  });
  afterAll(async () => {
    expect((await raw(t, { method: 'GET', url: '/api/health' })).status).toBe(200);
    await t.close();
  });

  it('an oversized body is refused with 413 before it is parsed', async () => {
    const big = JSON.stringify({ product: '1', quantity: 1, pad: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const url of ['/api/cart', '/api/auth/login', '/api/orders']) {
      expect(await post(big, 'application/json', url)).toMatchObject({
        status: 413,
        json: { code: 'PAYLOAD_TOO_LARGE' },
      });
    }
  });

  it('deeply nested JSON is a 400, not a crash', async () => {
    for (const depth of [1_000, 100_000]) {
      const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const answer = await post(`{"product":"1","quantity":${deep}}`);
      expect(answer.status).toBe(400);
    }
  });

  it('text holding a NUL character, which the database cannot store, is a 400 wherever it comes', async () => {
    for (const url of [
      '/api/products?brand=%00',
      '/api/products?category=a%00b',
      '/api/products2?brand=x,%00',
    ]) {
      expect(await raw(t, { method: 'GET', url })).toMatchObject({
        status: 400,
        json: { code: 'VALIDATION_FAILED' },
      });
    }
    // A free-text field, which would otherwise reach the database.
    const name = await raw(t, {
      method: 'PATCH',
      url: `/api/users/${customer.id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Asha\u0000' }),
      cookie: customer.cookie,
    });
    expect(name).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED' } });
  });

  it('prototype pollution through __proto__ or constructor is refused', async () => {
    const answer = await post('{"product":"1","quantity":1,"__proto__":{"role":"admin"}}');
    expect(answer.status).toBe(400);
    const ctor = await post('{"product":"1","quantity":1,"constructor":{"prototype":{"x":1}}}');
    expect(ctor.status).toBe(400);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it.each([
    ['truncated JSON', '{"product":"1",'],
    ['not JSON at all', 'product=1'],
    ['an empty body', ''],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
  ])('%s is a 400 with the error contract', async (_what, payload) => {
    const answer = await post(payload);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png'])(
    'a %s body is refused with 415',
    async (contentType) => {
      expect(await post('{"product":"1","quantity":1}', contentType)).toMatchObject({
        status: 415,
        json: { code: 'UNSUPPORTED_MEDIA_TYPE' },
      });
    },
  );

  it('a body that lies about its length is refused', async () => {
    const answer = await raw(t, {
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"product":"1","quantity":1}',
      cookie: customer.cookie,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
