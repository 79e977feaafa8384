// Requests shaped as the public React client this shop descends from sends them, byte for byte where it
// matters: a client following the original contract must not trip over the shop's stricter parts.
import type { Order } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, insertProduct } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';

/** That client's fetch: JSON content type on every call, the body left out when there is none. */
const asTheClientSends = (
  t: TestApp,
  user: SignedInUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      cookie: user.cookie,
      origin: 'http://shop.test',
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** The order that client posts: its cart lines and totals, which the server prices again itself. */
const orderAsTheClientSends = (
  user: SignedInUser,
  cart: { id: string; product: { id: string; price: number }; quantity: number }[],
  paymentMethod: string,
) => ({
  items: cart,
  totalAmount: cart.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
  totalItems: cart.reduce((sum, line) => sum + line.quantity, 0),
  user: { id: String(user.id), email: user.email },
  paymentMethod,
  selectedAddress: ADDRESS,
  status: 'pending',
});

describe.each(testEngines)('the reference client on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('removes a cart line with a DELETE that carries a JSON content type and no body', async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t);
    const added = await asTheClientSends(t, shopper, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
    });
    expect(added.statusCode).toBe(201);
    const line = added.json<{ id: string }>();

    const removed = await asTheClientSends(t, shopper, 'DELETE', `/api/cart/${line.id}`);
    expect(removed.statusCode).toBe(200);
    const cart = await asTheClientSends(t, shopper, 'GET', '/api/cart');
    expect(cart.json()).toEqual([]);
  });

  it('still refuses an empty body where the route needs one, saying so', async () => {
    const shopper = await signedInUser(t);
    const refused = await asTheClientSends(t, shopper, 'POST', '/api/cart');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.json()).toMatchObject({ message: 'This request needs a JSON body' });
  });

  it('is told which payment method the shop does not take', async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t);
    const added = await asTheClientSends(t, shopper, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
    });
    const order = orderAsTheClientSends(shopper, [added.json()], 'cash');

    const refused = await asTheClientSends(t, shopper, 'POST', '/api/orders', order);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ADDRESS_AND_PAYMENT_REQUIRED',
      message: "Payment method 'cash' is not accepted: choose card or upi",
    });
  });

  it("reads each order item's workshop as an object: id, title, thumbnail, brand, price and the discountPrice it shows a cart line's at", async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t, { price: 2000, discountPercentage: 10 });
    const added = await asTheClientSends(t, shopper, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 2,
    });
    const order = orderAsTheClientSends(shopper, [added.json()], 'card');
    const snapshot = {
      id: String(product.id),
      title: product.title,
      thumbnail: product.thumbnail,
      brand: 'Kaushal Labs',
      price: 1800,
      discountPrice: 1800,
    };

    const placed = await asTheClientSends(t, shopper, 'POST', '/api/order', order);
    expect(placed.statusCode).toBe(201);
    const [item] = placed.json<Order>().items;
    expect(item).toMatchObject({ product: snapshot, title: product.title, quantity: 2 });
    const own = await asTheClientSends(t, shopper, 'GET', '/api/orders/own/');
    expect(own.json<Order[]>()[0]?.items[0]?.product).toEqual(snapshot);
    const single = await asTheClientSends(
      t,
      shopper,
      'GET',
      `/api/orders/${placed.json<Order>().id}`,
    );
    expect(single.json<Order>().items[0]?.product).toEqual(snapshot);
  });
});
