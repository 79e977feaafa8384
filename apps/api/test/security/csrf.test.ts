// Cross-site request forgery: state-changing calls from another origin, declared cross-site by the
// browser, or sent as a form (urlencoded, multipart, text/plain) are refused and change nothing.
import type { CartItem } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, call, insertProduct } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { jsonBody, raw, type RawRequest } from './attack-fixtures';

describe.each(testEngines)('CSRF on %s', (engine) => {
  let t: TestApp;
  let victim: SignedInUser;
  let productId: string;
  let lineId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    victim = await signedInUser(t);
    productId = String((await insertProduct(t)).id);
    const other = String((await insertProduct(t)).id);
    lineId = (await call<CartItem>(t, victim, 'POST', '/api/cart', { product: other, quantity: 1 }))
      .body.id;
  });
  afterAll(() => t.close());

  /** Every kind of state change a forged page would aim at, as the victim's browser would send it. */
  const targets = (): RawRequest[] => [
    jsonBody('POST', '/api/cart', { product: productId, quantity: 1 }),
    jsonBody('PATCH', `/api/cart/${lineId}`, { quantity: 5 }),
    { method: 'DELETE', url: `/api/cart/${lineId}` },
    jsonBody('POST', '/api/orders', { selectedAddress: ADDRESS, paymentMethod: 'card' }),
    jsonBody('PATCH', `/api/users/${victim.id}`, { name: 'Forged' }),
    jsonBody('POST', '/api/auth/logout', {}),
  ];

  const unchanged = async () => {
    const cart = await call<CartItem[]>(t, victim, 'GET', '/api/cart');
    expect(cart.body).toEqual([expect.objectContaining({ id: lineId, quantity: 1 })]);
    expect((await call(t, victim, 'GET', '/api/orders/own')).body).toEqual([]);
    expect((await call(t, victim, 'GET', '/api/auth/check')).status).toBe(200);
  };

  it.each([
    ['cross-origin Origin header', { origin: 'https://evil.example' }],
    ['look-alike Origin header', { origin: 'http://shop.test.evil.example' }],
    ['Origin "null" (sandboxed frame)', { origin: 'null' }],
    // Only the browser's word that a null origin is this site lets a form through (the campus page's).
    ['Origin "null" from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('a %s is refused with 403', async (_what, headers) => {
    for (const target of targets()) {
      const answer = await raw(t, {
        ...target,
        cookie: victim.cookie,
        headers: { ...target.headers, ...headers },
      });
      expect(answer, `${target.method} ${target.url}`).toMatchObject({
        status: 403,
        json: { code: 'CROSS_SITE_REQUEST' },
      });
    }
    await unchanged();
  });

  it.each([
    ['application/x-www-form-urlencoded', `product=${'1'}&quantity=1`],
    ['text/plain', '{"product":"1","quantity":1}'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
  ])('a form-encoded body (%s) cannot reach a handler: 415', async (contentType, payload) => {
    for (const target of targets().filter((request) => request.payload !== undefined)) {
      const answer = await raw(t, {
        ...target,
        cookie: victim.cookie,
        headers: { 'content-type': contentType },
        payload: payload.replace('1', productId),
      });
      expect(answer.status, `${target.method} ${target.url}`).toBe(415);
    }
    await unchanged();
  });

  it('the session cookie is SameSite=Lax and HttpOnly, so other sites neither send nor read it', async () => {
    const login = await raw(
      t,
      jsonBody('POST', '/api/auth/login', { email: victim.email, password: victim.password }),
    );
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('GET never changes state: the logout link from another site is refused', async () => {
    const answer = await raw(t, {
      method: 'GET',
      url: '/api/auth/logout',
      cookie: victim.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    await unchanged();
  });
});
