// Insecure direct object references: another customer's cart lines, orders, addresses, account and
// payment orders cannot be read or changed by naming their ids; the answer reveals nothing (404/403).
import type { CartItem, Order, User } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, call, insertProduct, placeOrder } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { GOOD_CARD, orderAndPay } from './attack-fixtures';

describe.each(testEngines)('IDOR on %s', (engine) => {
  let t: TestApp;
  let victim: SignedInUser;
  let attacker: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    victim = await signedInUser(t);
    attacker = await signedInUser(t);
  });
  afterAll(() => t.close());

  it("cart: another customer's cart line cannot be changed or removed", async () => {
    const product = await insertProduct(t);
    const line = await call<CartItem>(t, victim, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 2,
    });
    const url = `/api/cart/${line.body.id}`;
    expect((await call(t, attacker, 'PATCH', url, { quantity: 5 })).status).toBe(404);
    expect((await call(t, attacker, 'DELETE', url)).status).toBe(404);
    expect((await call<CartItem[]>(t, attacker, 'GET', '/api/cart')).body).toEqual([]);
    const cart = await call<CartItem[]>(t, victim, 'GET', '/api/cart');
    expect(cart.body).toEqual([expect.objectContaining({ id: line.body.id, quantity: 2 })]);
    await call(t, victim, 'DELETE', url);
  });

  it("orders: another customer's order is 404 and never in one's own list", async () => {
    const product = await insertProduct(t);
    const order = await placeOrder(t, victim, [{ productId: product.id, quantity: 1 }]);
    const read = await call(t, attacker, 'GET', `/api/orders/${order.id}`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain(ADDRESS.street);
    const own = await call<Order[]>(t, attacker, 'GET', '/api/orders/own');
    expect(own.body.map((o) => o.id)).not.toContain(order.id);
  });

  it("addresses: ordering to another customer's saved address id is 404; adopting it stores a copy", async () => {
    const saved = await call<User>(t, victim, 'PATCH', `/api/users/${victim.id}`, {
      addresses: [{ ...ADDRESS, street: '7 Victim Lane' }],
    });
    const addressId = saved.body.addresses[0]?.id ?? '';
    const product = await insertProduct(t);
    await call(t, attacker, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const ordered = await call(t, attacker, 'POST', '/api/orders', {
      addressId,
      paymentMethod: 'card',
    });
    expect(ordered.status).toBe(404);
    // Naming the victim's id in one's own address book does not edit or remove the victim's entry.
    await call(t, attacker, 'PATCH', `/api/users/${attacker.id}`, {
      addresses: [{ ...ADDRESS, id: addressId, street: 'Overwritten' }],
    });
    const victimNow = await call<User>(t, victim, 'GET', '/api/users/own');
    expect(victimNow.body.addresses).toEqual([
      expect.objectContaining({ id: addressId, street: '7 Victim Lane' }),
    ]);
  });

  it("users: another customer's record cannot be changed (403), and /users/own is always one's own", async () => {
    const answer = await call(t, attacker, 'PATCH', `/api/users/${victim.id}`, { name: 'Pwned' });
    expect(answer.status).toBe(403);
    const own = await call<User>(t, attacker, 'GET', '/api/users/own');
    expect(own.body.id).toBe(String(attacker.id));
    expect((await call<User>(t, victim, 'GET', '/api/users/own')).body.name).not.toBe('Pwned');
  });

  it("payment orders: another customer's order cannot be opened, paid or verified (404)", async () => {
    const { order, paymentOrder, success } = await orderAndPay(t, victim);
    expect(
      (await call(t, attacker, 'POST', '/api/payments/order', { orderId: order.id })).status,
    ).toBe(404);
    const pay = await call(t, attacker, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId: paymentOrder.id,
      card: GOOD_CARD,
    });
    expect(pay.status).toBe(404);
    expect((await call(t, attacker, 'POST', '/api/order-verify', success)).status).toBe(404);
    const victimOrder = await call<Order>(t, victim, 'GET', `/api/orders/${order.id}`);
    expect(victimOrder.body.paymentStatus).toBe('pending');
  });
});
