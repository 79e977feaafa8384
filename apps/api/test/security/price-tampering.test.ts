// Price and quantity tampering: the server prices every order from the database, accepts only whole
// quantities from 1 to 5 within stock, and sells nothing withdrawn or sold out.
import type { Order } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, call, insertProduct, placeOrder, stockOf } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { editProduct } from './attack-fixtures';

describe.each(testEngines)('price tampering on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  it('a price sent by the client is ignored: the order is priced at the database selling price', async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t, { price: 5000, discountPercentage: 20 });
    const order = await placeOrder(t, shopper, [{ productId: product.id, quantity: 2 }]);
    expect(order.totalAmount).toBe(8000);
    expect(order.items).toEqual([expect.objectContaining({ price: 4000, quantity: 2 })]);
  });

  it('a price changed between cart and order: the order takes the price at ordering time', async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t, { price: 1000 });
    await call(t, shopper, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    expect((await editProduct(t, admin, product.id, { price: 1200 })).status).toBe(200);
    const ordered = await call<Order>(t, shopper, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(ordered.body.totalAmount).toBe(1200);
  });

  it.each([
    ['negative', -1],
    ['zero', 0],
    ['fractional', 1.5],
    ['above the maximum of 5', 6],
    ['a string', '2'],
    ['huge', Number.MAX_SAFE_INTEGER],
    ['null', null],
  ])(
    'a %s quantity is refused (400) when adding and when changing a line',
    async (_what, quantity) => {
      const shopper = await signedInUser(t);
      const product = await insertProduct(t, { stock: 10 });
      const added = await call(t, shopper, 'POST', '/api/cart', {
        product: String(product.id),
        quantity,
      });
      expect(added).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      const line = await call<{ id: string }>(t, shopper, 'POST', '/api/cart', {
        product: String(product.id),
        quantity: 1,
      });
      const changed = await call(t, shopper, 'PATCH', `/api/cart/${line.body.id}`, { quantity });
      expect(changed.status).toBe(400);
      expect(await stockOf(t, product.id)).toBe(10);
    },
  );

  it('more seats than are left is refused (409) in the cart and at ordering', async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t, { stock: 2 });
    const added = await call(t, shopper, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 3,
    });
    expect(added).toMatchObject({ status: 409, body: { code: 'OUT_OF_STOCK' } });
  });

  it('a sold-out product cannot be carted or ordered; stock never goes below zero', async () => {
    const early = await signedInUser(t);
    const late = await signedInUser(t);
    const product = await insertProduct(t, { stock: 1 });
    await call(t, late, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    await placeOrder(t, early, [{ productId: product.id, quantity: 1 }]);
    const ordered = await call(t, late, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(ordered).toMatchObject({ status: 409, body: { code: 'OUT_OF_STOCK' } });
    const carted = await call(t, await signedInUser(t), 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
    });
    expect(carted.status).toBe(409);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('a deleted product cannot be carted, and one deleted after carting cannot be ordered', async () => {
    const shopper = await signedInUser(t);
    const gone = await insertProduct(t, { deleted: true });
    const carted = await call(t, shopper, 'POST', '/api/cart', {
      product: String(gone.id),
      quantity: 1,
    });
    expect([404, 422]).toContain(carted.status);

    const product = await insertProduct(t, { stock: 4 });
    await call(t, shopper, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    expect((await editProduct(t, admin, product.id, { deleted: true })).status).toBe(200);
    const ordered = await call(t, shopper, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    // The withdrawn line is no longer offered, so nothing is left to order.
    expect(ordered.status).toBe(422);
    expect(['PRODUCT_UNAVAILABLE', 'CART_EMPTY']).toContain(
      (ordered.body as { code: string }).code,
    );
    expect(await stockOf(t, product.id)).toBe(4);
  });
});
