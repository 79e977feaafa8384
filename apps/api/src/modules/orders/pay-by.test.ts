// An unpaid order tells its learner when to pay by (`payBy`), and that is the instant the server holds
// to: payment opens until it, the expiry job cancels just after it, an order placed again keeps it, and
// an admin reopening the order begins a new one. A paid order says when its workshop ends.
import type { Order } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches } from '../../db/schema';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../../../test/test-app';
import { call, insertProduct, placeOrder } from '../../../test/order.fixtures';
import { orderService } from './order.service';
import { orderDocuments } from '../workflows/order-documents';

const MINUTE = 60_000;

describe.each(testEngines)('the pay-by time of an unpaid order on %s', (engine) => {
  let t: TestApp;
  let now = Date.UTC(2026, 10, 20, 12, 51);
  const clock = () => new Date(now);
  const expiry = () =>
    orderService(t.database.db, { paymentTimeoutMinutes: 30, documents: orderDocuments });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
  });
  afterAll(() => t.close());

  it('is set on placing, kept by an order placed again, and enforced at exactly that instant', async () => {
    const workshop = await insertProduct(t, { stock: 5 });
    const buyer = await signedInUser(t);
    const placedAt = now;
    const first = await placeOrder(t, buyer, [{ productId: workshop.id, quantity: 1 }]);
    const payBy = new Date(placedAt + 30 * MINUTE).toISOString();
    expect(first.payBy).toBe(payBy);

    // Ordering again ten minutes later keeps the first window.
    now += 10 * MINUTE;
    const again = await call<Order>(t, buyer, 'POST', '/api/orders', {
      selectedAddress: { name: 'Asha Verma', state: 'Karnataka' },
      paymentMethod: 'card',
    });
    expect(again).toMatchObject({ status: 201, body: { payBy } });
    const listed = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
    expect(listed.body.find((order) => order.id === again.body.id)?.payBy).toBe(payBy);

    // At the pay-by instant the payment still opens and the expiry job leaves the order alone.
    now = Date.parse(payBy);
    const opened = await call(t, buyer, 'POST', '/api/payments/order', {
      orderId: again.body.id,
    });
    expect(opened.status).toBe(200);
    expect(await expiry().cancelExpiredOrders(clock())).not.toContain(Number(again.body.id));

    // A millisecond later it is over, in the words the learner was told.
    now += 1;
    const late = await call<{ message: string }>(t, buyer, 'POST', '/api/payments/order', {
      orderId: again.body.id,
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toContain('ended at 18:51 IST');
    expect(await expiry().cancelExpiredOrders(clock())).toContain(Number(again.body.id));
    const cancelled = await call<Order>(t, buyer, 'GET', `/api/orders/${again.body.id}`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', payBy: null });
  });

  it('begins a new window when an admin reopens an expired unpaid order', async () => {
    const workshop = await insertProduct(t, { stock: 5 });
    const buyer = await signedInUser(t);
    const admin = await signedInUser(t, 'admin');
    const order = await placeOrder(t, buyer, [{ productId: workshop.id, quantity: 2 }]);
    now += 31 * MINUTE;
    expect(await expiry().cancelExpiredOrders(clock())).toContain(Number(order.id));

    now += 2 * 60 * MINUTE;
    const reopened = await call<Order>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      status: 'pending',
    });
    const renewed = new Date(now + 30 * MINUTE).toISOString();
    expect(reopened).toMatchObject({ status: 200, body: { status: 'pending', payBy: renewed } });
    // Not cancelled again by the next pass: the window is the new one.
    expect(await expiry().cancelExpiredOrders(clock())).not.toContain(Number(order.id));
    now = Date.parse(renewed) + 1;
    expect(await expiry().cancelExpiredOrders(clock())).toContain(Number(order.id));
  });

  it('is null once paid, and a paid order says when its batch’s last session ends as it stands now', async () => {
    const workshop = await insertProduct(t, { stock: 5 });
    const buyer = await signedInUser(t);
    const admin = await signedInUser(t, 'admin');
    const sessions = [
      { startsAt: '2026-12-05T04:30:00.000Z', endsAt: '2026-12-05T07:30:00.000Z' },
      { startsAt: '2026-12-06T04:30:00.000Z', endsAt: '2026-12-06T07:30:00.000Z' },
    ];
    await t.database.db
      .update(batches)
      .set({ sessions, startsAt: new Date(sessions[0]!.startsAt) })
      .where(eq(batches.id, workshop.batchId));
    const order = await placeOrder(t, buyer, [{ productId: workshop.id, quantity: 1 }]);
    expect(order.lastSessionEndsAt).toBe('2026-12-06T07:30:00.000Z');
    const paid = await call<Order>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      paymentStatus: 'received',
    });
    expect(paid.body).toMatchObject({ paymentStatus: 'received', payBy: null });

    // The batch moves a day later: the order (single and listed) follows it, not its snapshot.
    await t.database.db
      .update(batches)
      .set({ sessions: [sessions[0]!, { ...sessions[1]!, endsAt: '2026-12-07T07:30:00.000Z' }] })
      .where(eq(batches.id, workshop.batchId));
    const single = await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`);
    expect(single.body.lastSessionEndsAt).toBe('2026-12-07T07:30:00.000Z');
    const listed = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
    expect(listed.body.find((each) => each.id === order.id)).toMatchObject({
      lastSessionEndsAt: '2026-12-07T07:30:00.000Z',
      payBy: null,
    });
  });
});
