// Per-user answers (cart, orders, payments) carry Cache-Control: no-store, so no browser or proxy keeps
// one shopper's data where another could be served it.
import type { CartItem, Order, PaymentOrder, PaymentSuccess } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertProduct, placeOrder, type Answer } from '../order.fixtures';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../test-app';

describe.each(testEngines)('per-user answers on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('carry no-store on every cart, order and payment route, errors included', async () => {
    const shopper = await signedInUser(t);
    const admin = await signedInUser(t, 'admin');
    const product = await insertProduct(t);
    const other = await insertProduct(t);
    const order = await placeOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);
    const [line] = (await call<CartItem[]>(t, shopper, 'GET', '/api/cart')).body;
    const opened = await call<PaymentOrder>(t, shopper, 'POST', '/api/payments/order', {
      orderId: order.id,
    });
    const card = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'A' };
    const paid = await call<PaymentSuccess>(t, shopper, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId: opened.body.id,
      card,
    });

    const answers: [string, Answer][] = [
      ['GET /api/cart', await call(t, shopper, 'GET', '/api/cart')],
      [
        'POST /api/cart',
        await call(t, shopper, 'POST', '/api/cart', { product: String(other.id), quantity: 1 }),
      ],
      [
        'PATCH /api/cart/:id',
        await call(t, shopper, 'PATCH', `/api/cart/${line?.id}`, { quantity: 2 }),
      ],
      ['GET /api/orders/own', await call<Order[]>(t, shopper, 'GET', '/api/orders/own')],
      ['GET /api/orders/:id', await call(t, shopper, 'GET', `/api/orders/${order.id}`)],
      ['GET /api/orders', await call(t, admin, 'GET', '/api/orders')],
      [
        'PATCH /api/orders/:id',
        await call(t, admin, 'PATCH', `/api/orders/${order.id}`, { status: 'pending' }),
      ],
      ['POST /api/payments/order', opened],
      ['POST /api/payments/test-gateway/pay', paid],
      ['POST /api/order-verify', await call(t, shopper, 'POST', '/api/order-verify', paid.body)],
      [
        'POST /api/orders',
        await call(t, shopper, 'POST', '/api/orders', {
          selectedAddress: order.selectedAddress,
          paymentMethod: 'card',
        }),
      ],
      ['DELETE /api/cart/:id', await call(t, shopper, 'DELETE', `/api/cart/${line?.id}`)],
      ['GET /api/cart signed out', await call(t, undefined, 'GET', '/api/cart')],
      ['GET /api/orders/own signed out', await call(t, undefined, 'GET', '/api/orders/own')],
    ];
    for (const [route, answer] of answers) {
      expect({
        route,
        status: answer.status,
        cacheControl: answer.headers['cache-control'],
      }).toEqual({ route, status: expect.any(Number), cacheControl: 'no-store' });
    }
    expect(answers.every(([, answer]) => answer.status < 500)).toBe(true);
  });
});
