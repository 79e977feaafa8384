// Stored XSS: script in product text and address fields is stored and returned as JSON text, never as
// HTML, and the Content-Security-Policy forbids inline script on every answer.
import type { Order, Product, User } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, call, insertProduct } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { editProduct, raw } from './attack-fixtures';

const SCRIPT = '<script>alert(document.cookie)</script>';
const IMG = '<img src=x onerror=alert(1)>';

describe.each(testEngines)('stored XSS on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('script in product text comes back as JSON text, byte for byte', async () => {
    const product = await insertProduct(t);
    const edited = await editProduct(t, admin, product.id, {
      title: `Excel ${SCRIPT}`,
      description: IMG,
    });
    expect(edited.status).toBe(200);
    const answer = await raw(t, { method: 'GET', url: `/api/products/${product.id}` });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.json).toMatchObject({ title: `Excel ${SCRIPT}`, description: IMG });
  });

  it('script in address fields comes back as text in the user record and in the order', async () => {
    const address = { ...ADDRESS, name: SCRIPT, street: IMG, city: `Noida"><svg onload=alert(1)>` };
    const saved = await call<User>(t, customer, 'PATCH', `/api/users/${customer.id}`, {
      addresses: [address],
    });
    expect(saved.body.addresses[0]).toMatchObject({ name: SCRIPT, street: IMG });
    const product = await insertProduct(t);
    await call(t, customer, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const ordered = await call<Order>(t, customer, 'POST', '/api/orders', {
      selectedAddress: address,
      paymentMethod: 'card',
    });
    expect(ordered.body.selectedAddress).toMatchObject({ name: SCRIPT, street: IMG });
    const listed = await call<Order[]>(t, admin, 'GET', '/api/orders');
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
  });

  it('the CSP allows scripts and style sheets only from the shop itself: no inline script, no eval, no framing', async () => {
    for (const url of ['/api/products', '/', '/no-such-page']) {
      const answer = await raw(t, { method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(answer.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc.split(' ')).toEqual(["'self'"]);
      expect(csp).toMatch(/(^|;)style-src 'self'(;|$)/);
      // Style attributes alone may be inline: server-rendered pages carry the browser's inline styles.
      const others = csp.split(';').filter((directive) => !directive.includes('style-src-attr'));
      expect(others.join(';')).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('a product read never turns the title into markup (the list endpoint too)', async () => {
    const list = await call<Product[]>(t, undefined, 'GET', '/api/products?_limit=100');
    expect(list.headers['content-type']).toMatch(/^application\/json/);
  });
});
