// Refunds on every engine: the 7-day money-back guarantee from request to credit note (its window, its
// first-session rule, one request per order, owners only), an admin's rejection and own refund (of an
// order paid by hand, which is invoiced when marked paid), the Razorpay path (paise, idempotency key,
// an outage leaving the refund failed until approved again under the same key, a pending refund
// confirmed by a replayed webhook), charges an order did not owe returned unasked, and parallel
// approvals on PostgreSQL that ask the provider once.
import type { AuditEntry, Enrolment, Order, PaymentOrder } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buySeats,
  datedWorkshop,
  outboxMails,
  paidSeats,
  testGatewaySuccess,
} from '../../../test/learning.fixtures';
import { pdfText } from '../../../test/pdf-text';
import { call, insertProduct, placeOrder, stockOf } from '../../../test/order.fixtures';
import { deliverWebhook, startRazorpayPeer, type RazorpayPeer } from '../../../test/razorpay-peer';
import {
  createTestApp,
  manualClock,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const DAY = 24 * 60 * 60_000;

const requestRefund = (t: TestApp, user: SignedInUser, orderId: string, reason = 'Clash') =>
  call<Order & { message?: string }>(t, user, 'POST', `/api/orders/${orderId}/refund-request`, {
    reason,
  });

const decide = (t: TestApp, admin: SignedInUser, orderId: string, approve: boolean, note = '') =>
  call<Order & { message?: string }>(t, admin, 'POST', `/api/orders/${orderId}/refund`, {
    approve,
    note,
  });

const downloadCreditNote = (t: TestApp, orderId: string, user: SignedInUser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/credit-note`,
    headers: { cookie: user.cookie },
  });

/** The order as its owner's list (built by the database) shows it. */
const listedOwn = async (t: TestApp, user: SignedInUser, orderId: string) =>
  (await call<Order[]>(t, user, 'GET', '/api/orders/own')).body.find((o) => o.id === orderId);

describe.each(testEngines)('refunds through the test gateway on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a request, refunds it on approval, frees the seats and issues the credit note', async () => {
    const buyer = await signedInUser(t);
    const { product, order } = await paidSeats(t, buyer, 2);
    expect(await stockOf(t, product.id)).toBe(18);

    const requested = await requestRefund(t, buyer, order.id, '  My exam moved to that week  ');
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      paymentStatus: 'received',
      refund: {
        kind: 'order',
        status: 'requested',
        reason: 'My exam moved to that week',
        note: null,
        amount: 2000,
        processedAt: null,
      },
    });
    expect(await listedOwn(t, buyer, order.id)).toEqual(requested.body);
    const again = await requestRefund(t, buyer, order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already requested/);
    const stranger = await signedInUser(t);
    expect((await requestRefund(t, stranger, order.id)).status).toBe(404);
    expect((await decide(t, buyer, order.id, true)).status).toBe(403);

    const waiting = async () => {
      const page = await call<Order[]>(t, admin, 'GET', '/api/orders?refund=requested&_limit=100');
      expect(page.headers['x-total-count']).toBe(String(page.body.length));
      return page.body.map((o) => o.id);
    };
    expect(await waiting()).toContain(order.id);
    expect(await waiting()).not.toContain((await paidSeats(t, stranger)).order.id);

    const approved = await decide(t, admin, order.id, true, 'Within the guarantee');
    expect(await waiting()).not.toContain(order.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      needsRefund: false,
      refund: { status: 'processed', note: 'Within the guarantee', amount: 2000 },
      creditNoteNumber: expect.stringMatching(/^KCN\/\d{2}-\d{2}\/\d{6}$/),
    });
    const page = await call<Order[]>(t, admin, 'GET', '/api/orders?_limit=100');
    expect(page.body.find((o) => o.id === order.id)).toEqual(approved.body);
    // The decision is in the audit trail, with who made it.
    const trail = await call<AuditEntry[]>(
      t,
      admin,
      'GET',
      '/api/admin/audit?action=refund.decision&entityType=order',
    );
    expect(trail.body.find((entry) => entry.entityId === order.id)).toMatchObject({
      actorEmail: admin.email,
      before: { refund: 'requested' },
      after: { refund: 'processing', note: 'Within the guarantee' },
    });
    expect(await stockOf(t, product.id)).toBe(20);
    const enrolments = await call<Enrolment[]>(t, buyer, 'GET', '/api/enrolments');
    expect(enrolments.body.filter((e) => e.orderId === order.id && e.status === 'active')).toEqual(
      [],
    );

    const pdf = await downloadCreditNote(t, order.id, buyer);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(approved.body.creditNoteNumber);
    expect(text).toContain(`Against invoice ${approved.body.invoiceNumber}`);
    expect(text).toContain('Total refunded ₹2,000.00');
    expect((await downloadCreditNote(t, order.id, admin)).statusCode).toBe(200);
    expect((await downloadCreditNote(t, order.id, stranger)).statusCode).toBe(404);

    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Refund of ₹2,000.00 for order #${order.id}`,
    );
    expect(mail?.text).toContain('5–7 working days');
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      `credit-note-${approved.body.creditNoteNumber!.replaceAll('/', '-')}.pdf`,
    ]);

    const twice = await decide(t, admin, order.id, true);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already refunded/);
    const byHand = await call<{ message: string }>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      paymentStatus: 'received',
    });
    expect(byHand.status).toBe(409);
    expect((await requestRefund(t, buyer, order.id)).status).toBe(409);
  });

  it('rejects a request with the admin note, mails it, and lets the order stand', async () => {
    const buyer = await signedInUser(t);
    const { order } = await paidSeats(t, buyer);
    expect((await decide(t, admin, order.id, false, 'Nothing to reject')).status).toBe(409);
    await requestRefund(t, buyer, order.id, 'Changed my mind');
    const rejected = await decide(t, admin, order.id, false, 'The batch is already running');
    expect(rejected.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'received',
      refund: {
        status: 'rejected',
        reason: 'Changed my mind',
        note: 'The batch is already running',
      },
      creditNoteNumber: null,
    });
    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Your refund request for order #${order.id}`,
    );
    expect(mail?.text).toContain('Our note: The batch is already running');
  });

  it('refuses a request for an unpaid order, and a reason left empty', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const empty = await requestRefund(t, buyer, order.id, '   ');
    expect(empty.status).toBe(400);
    const unpaid = await requestRefund(t, buyer, order.id);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toMatch(/not paid/);
  });

  it('invoices an order marked paid by hand, and refunds it by hand on the admin’s own initiative', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t, { price: 1500 });
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const paid = await call<Order>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      paymentStatus: 'received',
    });
    expect(paid.body.invoiceNumber).toMatch(/^KSH\//);
    // Recorded again, it keeps its one invoice.
    await call(t, admin, 'PATCH', `/api/orders/${order.id}`, { status: 'dispatched' });
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body.invoiceNumber).toBe(
      paid.body.invoiceNumber,
    );

    const refunded = await decide(t, admin, order.id, true, 'Paid back by bank transfer');
    expect(refunded.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { kind: 'order', status: 'processed', reason: null, amount: 1500 },
    });
    const text = await pdfText((await downloadCreditNote(t, order.id, buyer)).rawPayload);
    expect(text).toContain(`Against invoice ${paid.body.invoiceNumber}`);
    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Refund of ₹1,500.00 for order #${order.id}`,
    );
    expect(mail?.text).toContain('returns it the same way');
  });

  it('returns a second payment of a paid order and the payment of a cancelled one unasked', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t, { price: 999 });
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    // Two tabs paid before either told the shop.
    const first = await testGatewaySuccess(t, buyer, order.id);
    const second = await testGatewaySuccess(t, buyer, order.id);
    expect((await call(t, buyer, 'POST', '/api/order-verify', first)).status).toBe(200);
    expect((await call(t, buyer, 'POST', '/api/order-verify', second)).status).toBe(200);
    expect((await call(t, buyer, 'POST', '/api/order-verify', second)).status).toBe(200);
    const after = await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`);
    expect(after.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'received',
      creditNoteNumber: null,
      refund: { kind: 'duplicate_payment', status: 'processed', amount: 999 },
    });
    const mails = (await outboxMails(t)).filter(
      (m) => m.subject === `Refund of ₹999.00 for order #${order.id}`,
    );
    expect(mails.map((m) => m.text)).toEqual([expect.stringContaining('did not need')]);

    const cancelled = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const success = await testGatewaySuccess(t, buyer, cancelled.id);
    await call(t, admin, 'PATCH', `/api/orders/${cancelled.id}`, { status: 'cancelled' });
    expect((await call(t, buyer, 'POST', '/api/order-verify', success)).status).toBe(200);
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${cancelled.id}`)).body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      needsRefund: false,
      refund: { kind: 'duplicate_payment', status: 'processed', amount: 999 },
    });
  });
});

describe.each(testEngines)('the refund window on %s', (engine) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    clock = manualClock(Date.now());
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
    clock.stop();
  });

  it('closes 7 days after payment', async () => {
    const buyer = await signedInUser(t);
    const { order } = await paidSeats(t, buyer);
    clock.advance(7 * DAY + 60_000);
    // Signed in again: a session does not stay idle a week.
    const back = { ...buyer, cookie: `sid=${await t.app.sessions.create(buyer.id)}` };
    const late = await requestRefund(t, back, order.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/7 days after payment/);
  });

  it('closes when the first session begins, even within the 7 days', async () => {
    const buyer = await signedInUser(t);
    const startsAt = new Date(Date.now() + 2 * DAY);
    const product = await datedWorkshop(t, [
      { startsAt, endsAt: new Date(startsAt.getTime() + 3 * 60 * 60_000) },
    ]);
    const order = await buySeats(t, buyer, product.id);
    clock.advance(2 * DAY + 60_000);
    const late = await requestRefund(t, buyer, order.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/before the first session/);
  });
});

describe.each(testEngines)('refunds through Razorpay on %s', (engine) => {
  let peer: RazorpayPeer;
  let t: TestApp;
  let admin: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    peer = await startRazorpayPeer();
    t = await createTestApp(engine, peer.env());
    admin = await signedInUser(t, 'admin');
    buyer = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const postWebhook = (delivery: { payload: string; headers: Record<string, string> }) =>
    deliverWebhook(t.app, delivery);

  /** A paid order of one ₹1,499 seat: its provider order and its payment's id. */
  async function paidOrder() {
    const product = await insertProduct(t, { price: 1499 });
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const opened = await call<PaymentOrder>(t, buyer, 'POST', '/api/payments/order', {
      orderId: order.id,
    });
    const success = peer.checkout(opened.body.id);
    expect((await call(t, buyer, 'POST', '/api/order-verify', success)).status).toBe(200);
    return { order, opened: opened.body, paymentId: success.razorpay_payment_id };
  }

  it('refunds the payment in paise with an idempotency key made from the refund', async () => {
    const { order, paymentId } = await paidOrder();
    await requestRefund(t, buyer, order.id, 'Cannot attend');
    const before = peer.refundCalls.length;
    const approved = await decide(t, admin, order.id, true);
    expect(approved.body).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'processed' },
    });
    expect(peer.refundCalls.slice(before)).toEqual([
      {
        paymentId,
        idempotencyKey: expect.stringMatching(/^kaushal_refund_\d+$/),
        body: { amount: 149_900, speed: 'normal', notes: { refund: expect.any(String) } },
      },
    ]);
  });

  it('leaves a refund failed while Razorpay is down, and makes it once when approved again', async () => {
    const { order, paymentId } = await paidOrder();
    peer.failWith = 503;
    try {
      const down = await decide(t, admin, order.id, true);
      expect(down.status).toBe(502);
    } finally {
      peer.failWith = undefined;
    }
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: 'received',
      refund: { status: 'failed' },
    });
    const again = await decide(t, admin, order.id, true);
    expect(again.body).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'processed' },
    });
    const keys = peer.refundCalls
      .filter((c) => c.paymentId === paymentId)
      .map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(peer.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('waits for the refund.processed webhook when the refund is pending, once however replayed', async () => {
    const { order } = await paidOrder();
    peer.refundStatus = 'pending';
    try {
      const approved = await decide(t, admin, order.id, true, 'Admin’s own refund');
      expect(approved.body).toMatchObject({
        status: 'pending',
        paymentStatus: 'received',
        refund: { status: 'processing' },
        creditNoteNumber: null,
      });
      // Asked again while pending: refused, the provider is not asked twice.
      expect((await decide(t, admin, order.id, true)).status).toBe(409);
    } finally {
      peer.refundStatus = 'processed';
    }
    const made = peer.refunds.at(-1)!;
    expect(peer.refunds.filter((r) => r.payment_id === made.payment_id)).toHaveLength(1);
    const delivery = peer.refundWebhook(made);
    expect((await postWebhook(delivery)).json()).toEqual({ status: 'processed' });
    expect((await postWebhook(delivery)).json()).toEqual({ status: 'duplicate' });
    // The same news under a new event id changes nothing either.
    expect((await postWebhook(peer.refundWebhook(made))).statusCode).toBe(200);
    const after = await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`);
    expect(after.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { status: 'processed' },
      creditNoteNumber: expect.stringMatching(/^KCN\//),
    });
    const mails = (await outboxMails(t)).filter((m) =>
      m.subject?.startsWith(`Refund of ₹1,499.00 for order #${order.id}`),
    );
    expect(mails).toHaveLength(1);
  });

  it('returns a second charge of a paid order once, however often its webhook is replayed', async () => {
    const { order, opened } = await paidOrder();
    const before = peer.refundCalls.length;
    const second = { orderId: opened.id, paymentId: 'pay_second_charge', amount: opened.amount };
    expect((await postWebhook(peer.webhook('payment.captured', second))).statusCode).toBe(200);
    expect((await postWebhook(peer.webhook('payment.captured', second))).statusCode).toBe(200);
    expect(peer.refundCalls.slice(before)).toEqual([
      expect.objectContaining({
        paymentId: 'pay_second_charge',
        body: expect.objectContaining({ amount: 149_900 }),
      }),
    ]);
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: 'received',
      refund: { kind: 'duplicate_payment', status: 'processed', amount: 1499 },
    });
  });

  describe.skipIf(engine !== 'postgres')('racing approvals', () => {
    it('asks the provider once when ten approvals race', async () => {
      const { order } = await paidOrder();
      await requestRefund(t, buyer, order.id);
      const before = peer.refundCalls.length;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => decide(t, admin, order.id, true)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect(peer.refundCalls.length - before).toBe(1);
      expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body).toMatchObject({
        paymentStatus: 'refunded',
      });
    });
  });
});
