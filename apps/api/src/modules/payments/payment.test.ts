// Payments on every engine: the offline test gateway end to end, Razorpay against a local peer
// (orders, signatures, webhooks, outages), late payments, and (on PostgreSQL) verify/webhook races.
import {
  istClock,
  type CartItem,
  type Order,
  type PaymentOrder,
  type PaymentSuccess,
} from '@kaushal/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, payments } from '../../db/schema';
import { deliverWebhook, startRazorpayPeer, type RazorpayPeer } from '../../../test/razorpay-peer';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { datedWorkshop, istSession } from '../../../test/learning.fixtures';
import { ADDRESS, call, insertProduct, placeOrder, stockOf } from '../../../test/order.fixtures';
import { orderService } from '../orders/order.service';
import { checkoutSignature } from './payment-signature';
import { orderDocuments } from '../workflows/order-documents';

const GOOD_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  name: 'Asha Verma',
};
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** MM/YY of the IST month `monthsFromNow` months away from today. */
function expiryMonthsFromNow(monthsFromNow: number): string {
  const today = istClock(new Date());
  const month = today.getUTCFullYear() * 12 + today.getUTCMonth() + monthsFromNow;
  return `${String((month % 12) + 1).padStart(2, '0')}/${String(Math.floor(month / 12) % 100).padStart(2, '0')}`;
}

async function paymentRows(t: TestApp, orderId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.orderId, Number(orderId)));
  return row?.n ?? 0;
}

/** The confirmation mail, once every mail the answered calls started has been handed to the relay. */
async function confirmationMails(t: TestApp, smtp: SmtpPeer, user: SignedInUser, order: Order) {
  const subject = `Your Kaushal order #${order.id} is confirmed`;
  await t.app.afterAnswer.settle();
  const mail = await smtp.waitFor(user.email, (m) => m.subject === subject);
  return { mail, count: smtp.messages.filter((m) => m.subject === subject).length };
}

describe.each(testEngines)('payments through the offline test gateway on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let asha: SignedInUser;
  let ravi: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(engine, { SMTP_URL: smtp.url });
    asha = await signedInUser(t);
    ravi = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const openPayment = (user: SignedInUser, orderId: string) =>
    call<PaymentOrder>(t, user, 'POST', '/api/payments/order', { orderId });
  const pay = (user: SignedInUser, providerOrderId: string, card = GOOD_CARD) =>
    call<PaymentSuccess>(t, user, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId,
      card,
    });
  const payByUpi = (user: SignedInUser, providerOrderId: string, vpa: string) =>
    call<PaymentSuccess>(t, user, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId,
      upi: { vpa },
    });
  /** A pending order of one workshop, ordered with `paymentMethod`, and its provider order. */
  async function openOrderPaidBy(paymentMethod: 'card' | 'upi') {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    await call(t, buyer, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const ordered = await call<Order>(t, buyer, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod,
    });
    expect(ordered.status).toBe(201);
    const opened = await openPayment(buyer, ordered.body.id);
    return { buyer, order: ordered.body, providerOrderId: opened.body.id };
  }
  const paymentStatusOf = async (user: SignedInUser, orderId: string) =>
    (await call<Order>(t, user, 'GET', `/api/orders/${orderId}`)).body.paymentStatus;
  const verify = (user: SignedInUser, success: PaymentSuccess) =>
    call(t, user, 'POST', '/api/order-verify', success);

  it('tells the web app to open the test gateway', async () => {
    const config = await call(t, undefined, 'GET', '/api/payments/config');
    expect(config.body).toEqual({ provider: 'test', keyId: 'rzp_test_offline' });
  });

  it('runs cart → order → payment order → pay → verify: order received, cart empty, mail sent', async () => {
    const product = await insertProduct(t, { price: 2500, discountPercentage: 10, stock: 5 });
    const order = await placeOrder(t, asha, [{ productId: product.id, quantity: 2 }]);
    expect(order.totalAmount).toBe(4500);

    const opened = await openPayment(asha, order.id);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      id: expect.stringMatching(/^order_test_/),
      orderId: order.id,
      amount: 450_000,
      currency: 'INR',
      keyId: 'rzp_test_offline',
      provider: 'test',
    });
    expect((await openPayment(asha, order.id)).body).toEqual(opened.body);

    const paid = await pay(asha, opened.body.id);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      razorpay_order_id: opened.body.id,
      razorpay_payment_id: expect.stringMatching(/^pay_test_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const verified = await verify(asha, paid.body);
    expect(verified).toMatchObject({ status: 200, body: { msg: 'success', orderId: order.id } });

    const after = await call<Order>(t, asha, 'GET', `/api/orders/${order.id}`);
    expect(after.body).toMatchObject({ status: 'pending', paymentStatus: 'received' });
    expect((await call<CartItem[]>(t, asha, 'GET', '/api/cart')).body).toEqual([]);
    expect(await stockOf(t, product.id)).toBe(3);

    const { mail, count: mails } = await confirmationMails(t, smtp, asha, order);
    expect(mail.text).toContain(product.title);
    expect(mail.text).toContain('₹4,500');
    expect(mail.text).toContain('Batch: Dates to be announced');
    expect(mail.text).toContain(`My Learning: ${t.config.publicUrl}/my-learning`);
    expect(mails).toBe(1);

    // A repeat is harmless: same answer, still one payment, no second mail.
    expect((await verify(asha, paid.body)).body).toEqual({ msg: 'success', orderId: order.id });
    expect(await paymentRows(t, order.id)).toBe(1);
    expect((await confirmationMails(t, smtp, asha, order)).count).toBe(1);

    // Paid orders cannot be paid again.
    expect((await openPayment(asha, order.id)).status).toBe(422);
    const again = await pay(asha, opened.body.id);
    expect(again).toMatchObject({ status: 422, body: { error: { reason: 'order_already_paid' } } });
  });

  it('tells the buyer of online workshops each batch’s dates in IST and where to find them, with no shipping address', async () => {
    const buyer = await signedInUser(t);
    const start = Date.now();
    const sessions = [1, 2].map((day) => ({
      startsAt: new Date(Math.ceil(start / 60_000) * 60_000 + day * 24 * 3_600_000),
      endsAt: new Date(Math.ceil(start / 60_000) * 60_000 + (day * 24 + 3) * 3_600_000),
    }));
    const workshop = await datedWorkshop(t, sessions);
    const undated = await insertProduct(t);
    const order = await placeOrder(t, buyer, [
      { productId: workshop.id, quantity: 1 },
      { productId: undated.id, quantity: 1 },
    ]);
    await verify(buyer, (await pay(buyer, (await openPayment(buyer, order.id)).body.id)).body);

    const { text } = (await confirmationMails(t, smtp, buyer, order)).mail;
    const dated = text.slice(text.indexOf(workshop.title), text.indexOf(undated.title));
    expect(dated).toContain('Batch: March cohort');
    for (const session of sessions) {
      expect(dated).toContain(istSession(session.startsAt, session.endsAt));
    }
    expect(dated).toContain('joining link appears in My Learning 30 minutes before each session');
    expect(text.slice(text.indexOf(undated.title))).toContain('Dates to be announced');
    expect(text).toContain(`My Learning: ${t.config.publicUrl}/my-learning`);
    expect(text).not.toContain('Shipping to');
    expect(text).not.toContain(ADDRESS.street);
    expect(text).not.toContain(ADDRESS.pinCode);
  });

  it('gives the venue of an offline workshop in its confirmation', async () => {
    const buyer = await signedInUser(t);
    const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 72 * 3_600_000);
    const venue = 'Kaushal Studio, Sector 18, Noida';
    const workshop = await datedWorkshop(
      t,
      [{ startsAt, endsAt: new Date(startsAt.getTime() + 6 * 3_600_000) }],
      venue,
    );
    const order = await placeOrder(t, buyer, [{ productId: workshop.id, quantity: 2 }]);
    await verify(buyer, (await pay(buyer, (await openPayment(buyer, order.id)).body.id)).body);

    const { text } = (await confirmationMails(t, smtp, buyer, order)).mail;
    expect(text).toContain(`Venue: ${venue}`);
    expect(text).toContain(istSession(startsAt, new Date(startsAt.getTime() + 6 * 3_600_000)));
    expect(text).not.toContain('joining link');
    expect(text).not.toContain('Shipping to');
  });

  it('empties only the paid workshops from the cart', async () => {
    const buyer = await signedInUser(t);
    const paidFor = await insertProduct(t);
    const later = await insertProduct(t);
    const order = await placeOrder(t, buyer, [{ productId: paidFor.id, quantity: 1 }]);
    await call(t, buyer, 'POST', '/api/cart', { product: String(later.id), quantity: 1 });
    const opened = await openPayment(buyer, order.id);
    await verify(buyer, (await pay(buyer, opened.body.id)).body);
    const cart = await call<CartItem[]>(t, buyer, 'GET', '/api/cart');
    expect(cart.body.map((item) => item.product.id)).toEqual([String(later.id)]);
  });

  it("declines the test card 4000 0000 0000 0002 in Razorpay's failure shape", async () => {
    const product = await insertProduct(t);
    const order = await placeOrder(t, ravi, [{ productId: product.id, quantity: 1 }]);
    const opened = await openPayment(ravi, order.id);
    const declined = await pay(ravi, opened.body.id, DECLINED_CARD);
    expect(declined.status).toBe(422);
    expect(declined.body).toEqual({
      code: 'PAYMENT_DECLINED',
      message: expect.stringContaining('declined'),
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.any(String),
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: opened.body.id, payment_id: expect.stringMatching(/^pay_test_/) },
      },
    });
    const other = await pay(ravi, opened.body.id, { ...GOOD_CARD, number: '5555 5555 5555 4444' });
    expect(other).toMatchObject({ status: 422, body: { error: { reason: 'card_not_supported' } } });
    const bad = await pay(ravi, opened.body.id, { ...GOOD_CARD, expiry: '13/30' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'expiry must be MM/YY' } });
    expect((await call<Order>(t, ravi, 'GET', `/api/orders/${order.id}`)).body.paymentStatus).toBe(
      'pending',
    );
  });

  it('takes an order by UPI and pays it with success@razorpay', async () => {
    const { buyer, order, providerOrderId } = await openOrderPaidBy('upi');
    expect(order.paymentMethod).toBe('upi');
    const paid = await payByUpi(buyer, providerOrderId, ' Success@Razorpay ');
    expect(paid).toMatchObject({
      status: 200,
      body: {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: expect.stringMatching(/^pay_test_/),
        razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect((await verify(buyer, paid.body)).body).toEqual({ msg: 'success', orderId: order.id });
    const after = await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`);
    expect(after.body).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'received' });
  });

  it("declines failure@razorpay as the payer's bank would, and refuses unknown or malformed UPI IDs", async () => {
    const { buyer, order, providerOrderId } = await openOrderPaidBy('upi');
    const declined = await payByUpi(buyer, providerOrderId, 'failure@razorpay');
    expect(declined).toMatchObject({
      status: 422,
      body: {
        code: 'PAYMENT_DECLINED',
        message: "Payment declined by the payer's bank",
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: "Payment declined by the payer's bank",
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: providerOrderId, payment_id: expect.stringMatching(/^pay_test_/) },
        },
      },
    });
    const unknown = await payByUpi(buyer, providerOrderId, 'asha.verma@okaxis');
    expect(unknown).toMatchObject({
      status: 422,
      body: {
        message:
          'This UPI ID could not be verified in test mode: use success@razorpay or failure@razorpay',
        error: { reason: 'invalid_vpa', source: 'customer' },
      },
    });
    for (const malformed of ['asha', 'asha@', '@razorpay', 'asha@ok axis', 'a@1bank']) {
      const answer = await payByUpi(buyer, providerOrderId, malformed);
      expect(answer, malformed).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'UPI ID must look like name@bank' },
      });
    }
    const both = await call(t, buyer, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId,
      card: GOOD_CARD,
      upi: { vpa: 'success@razorpay' },
    });
    expect(both).toMatchObject({
      status: 400,
      body: { message: 'Pay with either a card or a UPI ID' },
    });
    expect(await paymentStatusOf(buyer, order.id)).toBe('pending');
    expect(await paymentRows(t, order.id)).toBe(0);
  });

  it('refuses a card number failing the Luhn check and an expired card before charging', async () => {
    const { buyer, order, providerOrderId } = await openOrderPaidBy('card');
    const notLuhn = await pay(buyer, providerOrderId, {
      ...GOOD_CARD,
      number: '4111 1111 1111 1112',
    });
    expect(notLuhn).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Card number is not valid' },
    });
    const expired = await pay(buyer, providerOrderId, {
      ...GOOD_CARD,
      expiry: expiryMonthsFromNow(-1),
    });
    expect(expired).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'This card has expired' },
    });
    for (const cvv of ['12', '12345', '12a']) {
      const answer = await pay(buyer, providerOrderId, { ...GOOD_CARD, cvv });
      expect(answer, cvv).toMatchObject({
        status: 400,
        body: { message: 'CVV must have 3 or 4 digits' },
      });
    }
    expect(await paymentStatusOf(buyer, order.id)).toBe('pending');

    // A card is good through the last day of its month, and a 4-digit CVV is taken.
    const paid = await pay(buyer, providerOrderId, {
      ...GOOD_CARD,
      expiry: expiryMonthsFromNow(0),
      cvv: '1234',
    });
    expect(paid.status).toBe(200);
    expect((await verify(buyer, paid.body)).status).toBe(200);
    expect(await paymentStatusOf(buyer, order.id)).toBe('received');
  });

  it('refuses a forged or altered signature with 400 and changes nothing', async () => {
    const product = await insertProduct(t);
    const buyer = await signedInUser(t);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const opened = await openPayment(buyer, order.id);
    const genuine = (await pay(buyer, opened.body.id)).body;
    const forgeries: PaymentSuccess[] = [
      {
        ...genuine,
        razorpay_signature: checkoutSignature(opened.body.id, genuine.razorpay_payment_id, 'guess'),
      },
      { ...genuine, razorpay_payment_id: 'pay_test_other' },
      { ...genuine, razorpay_signature: genuine.razorpay_signature.slice(0, 32) },
      { ...genuine, razorpay_signature: 'not hex at all' },
    ];
    for (const forged of forgeries) {
      const answer = await verify(buyer, forged);
      expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_PAYMENT_SIGNATURE' } });
    }
    expect(await paymentRows(t, order.id)).toBe(0);
    expect((await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`)).body.paymentStatus).toBe(
      'pending',
    );
    expect((await call<CartItem[]>(t, buyer, 'GET', '/api/cart')).body).toHaveLength(1);
  });

  it("keeps payments private: another user's order or provider order is 404", async () => {
    const product = await insertProduct(t);
    const buyer = await signedInUser(t);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    expect((await openPayment(ravi, order.id)).status).toBe(404);
    const opened = await openPayment(buyer, order.id);
    expect((await pay(ravi, opened.body.id)).status).toBe(404);
    const success = (await pay(buyer, opened.body.id)).body;
    expect((await verify(ravi, success)).status).toBe(404);
    expect(
      (await verify(buyer, { ...success, razorpay_order_id: 'order_test_unknown' })).status,
    ).toBe(404);
    expect(await paymentRows(t, order.id)).toBe(0);
  });

  it('answers 401 when signed out and 400 for malformed payloads', async () => {
    expect((await call(t, undefined, 'POST', '/api/payments/order', { orderId: '1' })).status).toBe(
      401,
    );
    expect((await call(t, undefined, 'POST', '/api/order-verify', {})).status).toBe(401);
    expect((await call(t, asha, 'POST', '/api/payments/order', { orderId: 'x' })).status).toBe(400);
    expect(
      (await call(t, asha, 'POST', '/api/order-verify', { razorpay_order_id: 'a' })).status,
    ).toBe(400);
    expect((await call(t, asha, 'POST', '/api/payments/order', { orderId: '999999' })).status).toBe(
      404,
    );
  });

  it('has no webhook without Razorpay', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': 'ab',
        'x-razorpay-event-id': 'evt_1',
      },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(404);
  });

  describe('a payment that arrives after the order expired', () => {
    const expire = () =>
      orderService(t.database.db, {
        paymentTimeoutMinutes: 30,
        documents: orderDocuments,
      }).cancelExpiredOrders(new Date(Date.now() + 31 * 60_000));

    it('refuses to open a payment for the cancelled order', async () => {
      const product = await insertProduct(t);
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      await expire();
      const answer = await openPayment(buyer, order.id);
      expect(answer).toMatchObject({ status: 422, body: { code: 'ORDER_NOT_PAYABLE' } });
    });

    it('is recorded and takes its seats again when they are still free', async () => {
      const product = await insertProduct(t, { stock: 2 });
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
      const success = (await pay(buyer, (await openPayment(buyer, order.id)).body.id)).body;
      expect(await expire()).toContain(Number(order.id));
      expect(await stockOf(t, product.id)).toBe(2);

      expect((await verify(buyer, success)).body).toEqual({ msg: 'success', orderId: order.id });
      const after = await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`);
      expect(after.body).toMatchObject({ status: 'pending', paymentStatus: 'received' });
      expect(await stockOf(t, product.id)).toBe(0);
      expect((await confirmationMails(t, smtp, buyer, order)).count).toBe(1);
    });

    it('is recorded and refunded, order still cancelled, when the seats were sold meanwhile', async () => {
      const product = await insertProduct(t, { stock: 1 });
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      const success = (await pay(buyer, (await openPayment(buyer, order.id)).body.id)).body;
      await expire();
      await placeOrder(t, ravi, [{ productId: product.id, quantity: 1 }]);
      expect(await stockOf(t, product.id)).toBe(0);

      expect((await verify(buyer, success)).status).toBe(200);
      const after = await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`);
      expect(after.body).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        refund: { kind: 'duplicate_payment', status: 'processed' },
      });
      expect(await paymentRows(t, order.id)).toBe(1);
      expect(await stockOf(t, product.id)).toBe(0);
      const mail = await smtp.waitFor(buyer.email, (m) => m.subject.startsWith('Payment'));
      expect(mail.subject).toBe(`Payment received for expired order #${order.id}`);
      expect(mail.text).toContain('We are refunding the payment in full');
    });

    it('does not take seats again from a batch whose enrolment closed meanwhile', async () => {
      const product = await insertProduct(t, { stock: 3 });
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      const success = (await pay(buyer, (await openPayment(buyer, order.id)).body.id)).body;
      await expire();
      await t.database.db
        .update(batches)
        .set({ enrolmentClosesAt: new Date(Date.now() - 60_000) })
        .where(eq(batches.id, product.batchId));

      expect((await verify(buyer, success)).status).toBe(200);
      const after = await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`);
      expect(after.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      const [batch] = await t.database.db
        .select({ seatsTaken: batches.seatsTaken })
        .from(batches)
        .where(eq(batches.id, product.batchId));
      expect(batch?.seatsTaken).toBe(0);
      const mail = await smtp.waitFor(buyer.email, (m) => m.subject.startsWith('Payment'));
      expect(mail.subject).toBe(`Payment received for expired order #${order.id}`);
    });
  });

  describe('a payment for an order cancelled otherwise than by expiry', () => {
    const cancelledByAdmin = async (orderId: string) => {
      const admin = await signedInUser(t, 'admin');
      const answer = await call(t, admin, 'PATCH', `/api/orders/${orderId}`, {
        status: 'cancelled',
      });
      expect(answer.status).toBe(200);
      return admin;
    };

    it('is recorded, never reopens an order an admin cancelled, and is refunded', async () => {
      const product = await insertProduct(t, { stock: 2 });
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
      const success = (await pay(buyer, (await openPayment(buyer, order.id)).body.id)).body;
      const admin = await cancelledByAdmin(order.id);
      expect(await stockOf(t, product.id)).toBe(2);

      expect((await verify(buyer, success)).body).toEqual({ msg: 'success', orderId: order.id });
      const after = await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`);
      expect(after.body).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        needsRefund: false,
        refund: { kind: 'duplicate_payment', status: 'processed' },
      });
      const listed = await call<Order[]>(t, admin, 'GET', '/api/orders?_limit=100');
      expect(listed.body.find((o) => o.id === order.id)).toEqual(after.body);
      expect(await paymentRows(t, order.id)).toBe(1);
      expect(await stockOf(t, product.id)).toBe(2);
      const mail = await smtp.waitFor(buyer.email, (m) => m.subject.startsWith('Payment'));
      expect(mail.subject).toBe(`Payment received for cancelled order #${order.id}`);
      expect(mail.text).toContain('We are refunding the payment in full');
    });

    it('keeps an order the customer replaced cancelled, and shows it to them as refunded', async () => {
      const product = await insertProduct(t, { stock: 5 });
      const buyer = await signedInUser(t);
      const replaced = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      const success = (await pay(buyer, (await openPayment(buyer, replaced.id)).body.id)).body;
      const latest = await placeOrder(t, buyer, []);
      expect(await stockOf(t, product.id)).toBe(4);

      expect((await verify(buyer, success)).status).toBe(200);
      const own = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
      expect(own.body.map((o) => [o.id, o.status, o.paymentStatus, o.needsRefund])).toEqual([
        [latest.id, 'pending', 'pending', false],
        [replaced.id, 'cancelled', 'refunded', false],
      ]);
      expect(await stockOf(t, product.id)).toBe(4);
    });
  });
});

describe.each(testEngines)('payments through Razorpay on %s', (engine) => {
  let peer: RazorpayPeer;
  let smtp: SmtpPeer;
  let t: TestApp;
  let asha: SignedInUser;

  beforeAll(async () => {
    peer = await startRazorpayPeer();
    smtp = await startSmtpPeer();
    t = await createTestApp(engine, { ...peer.env(), SMTP_URL: smtp.url });
    asha = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await peer.close();
  });

  const openPayment = (user: SignedInUser, orderId: string) =>
    call<PaymentOrder>(t, user, 'POST', '/api/payments/order', { orderId });
  const postWebhook = (delivery: { payload: string; headers: Record<string, string> }) =>
    deliverWebhook(t.app, delivery);
  const newOrder = async (user: SignedInUser, price = 1499) => {
    const product = await insertProduct(t, { price });
    return placeOrder(t, user, [{ productId: product.id, quantity: 1 }]);
  };

  it('serves the Razorpay key to the web app and allows Checkout in the CSP', async () => {
    const config = await call(t, undefined, 'GET', '/api/payments/config');
    expect(config.body).toEqual({ provider: 'razorpay', keyId: peer.keyId });
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
  });

  it('opens a Razorpay order with basic auth, the amount in paise and a receipt, once per order', async () => {
    const order = await newOrder(asha, 1499);
    const before = peer.requests.length;
    const opened = await openPayment(asha, order.id);
    expect(opened.status).toBe(200);
    expect(peer.requests.slice(before)).toEqual([
      {
        authorization: `Basic ${Buffer.from(`${peer.keyId}:${peer.keySecret}`).toString('base64')}`,
        body: { amount: 149_900, currency: 'INR', receipt: `order_${order.id}` },
      },
    ]);
    expect(opened.body).toEqual({
      id: peer.orders.at(-1)!.id,
      orderId: order.id,
      amount: 149_900,
      currency: 'INR',
      keyId: peer.keyId,
      provider: 'razorpay',
    });
    expect((await openPayment(asha, order.id)).body).toEqual(opened.body);
    expect(peer.requests.length).toBe(before + 1);
  });

  it('verifies a genuine Checkout signature and refuses a forged one', async () => {
    const order = await newOrder(asha);
    const opened = await openPayment(asha, order.id);
    const genuine = peer.checkout(opened.body.id);
    const forged = {
      ...genuine,
      razorpay_signature: checkoutSignature(
        opened.body.id,
        genuine.razorpay_payment_id,
        'rzp_wrong',
      ),
    };
    const refused = await call(t, asha, 'POST', '/api/order-verify', forged);
    expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_PAYMENT_SIGNATURE' } });
    expect(await paymentRows(t, order.id)).toBe(0);
    const accepted = await call(t, asha, 'POST', '/api/order-verify', genuine);
    expect(accepted.body).toEqual({ msg: 'success', orderId: order.id });
    expect((await call<Order>(t, asha, 'GET', `/api/orders/${order.id}`)).body.paymentStatus).toBe(
      'received',
    );
    expect((await confirmationMails(t, smtp, asha, order)).count).toBe(1);
  });

  it('turns the test gateway off', async () => {
    const answer = await call(t, asha, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId: 'x',
      card: GOOD_CARD,
    });
    expect(answer.status).toBe(404);
  });

  it('confirms a payment from a signed webhook, ignores replays and refuses forgeries', async () => {
    const order = await newOrder(asha);
    const opened = await openPayment(asha, order.id);
    const payment = {
      orderId: opened.body.id,
      paymentId: 'pay_webhook1',
      amount: opened.body.amount,
    };

    const genuine = peer.webhook('payment.captured', payment);
    const forged = { ...genuine, payload: genuine.payload.replace('pay_webhook1', 'pay_webhook2') };
    const refused = await postWebhook(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_PAYMENT_SIGNATURE' });
    const unsigned = await postWebhook({
      ...genuine,
      headers: { ...genuine.headers, 'x-razorpay-signature': '' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentRows(t, order.id)).toBe(0);

    const first = await postWebhook(genuine);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    expect((await call<Order>(t, asha, 'GET', `/api/orders/${order.id}`)).body.paymentStatus).toBe(
      'received',
    );
    expect((await postWebhook(genuine)).json()).toEqual({ status: 'duplicate' });

    // Razorpay also sends order.paid for the same payment: a new event, still one payment.
    const orderPaid = await postWebhook(peer.webhook('order.paid', payment));
    expect(orderPaid.json()).toEqual({ status: 'processed' });
    expect(await paymentRows(t, order.id)).toBe(1);
    expect((await confirmationMails(t, smtp, asha, order)).count).toBe(1);
  });

  it('records a webhook payment for an order an admin cancelled, keeping it cancelled, and refunds it', async () => {
    const admin = await signedInUser(t, 'admin');
    const product = await insertProduct(t, { stock: 3 });
    const order = await placeOrder(t, asha, [{ productId: product.id, quantity: 1 }]);
    const opened = await openPayment(asha, order.id);
    await call(t, admin, 'PATCH', `/api/orders/${order.id}`, { status: 'cancelled' });
    expect(await stockOf(t, product.id)).toBe(3);

    const delivery = peer.webhook('payment.captured', {
      orderId: opened.body.id,
      paymentId: 'pay_after_cancel',
      amount: opened.body.amount,
    });
    expect((await postWebhook(delivery)).json()).toEqual({ status: 'processed' });
    const after = await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`);
    expect(after.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      needsRefund: false,
    });
    expect(peer.refunds.filter((refund) => refund.payment_id === 'pay_after_cancel')).toEqual([
      expect.objectContaining({ amount: opened.body.amount, status: 'processed' }),
    ]);
    expect(await paymentRows(t, order.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('ignores webhooks for other events, unknown orders or a different amount', async () => {
    const order = await newOrder(asha);
    const opened = await openPayment(asha, order.id);
    const wrongAmount = peer.webhook('payment.captured', {
      orderId: opened.body.id,
      paymentId: 'pay_x',
      amount: 100,
    });
    expect((await postWebhook(wrongAmount)).json()).toEqual({ status: 'ignored' });
    const unknown = peer.webhook('payment.captured', {
      orderId: 'order_elsewhere',
      paymentId: 'pay_y',
      amount: 100,
    });
    expect((await postWebhook(unknown)).json()).toEqual({ status: 'ignored' });
    expect(await paymentRows(t, order.id)).toBe(0);
    const noEventId = peer.webhook('payment.captured', {
      orderId: opened.body.id,
      paymentId: 'pay_z',
      amount: opened.body.amount,
    });
    const withoutId = await postWebhook({
      ...noEventId,
      headers: { ...noEventId.headers, 'x-razorpay-event-id': '' },
    });
    expect(withoutId.statusCode).toBe(400);
  });

  it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE when Razorpay fails or cannot be reached', async () => {
    const order = await newOrder(asha);
    peer.failWith = 503;
    try {
      const answer = await openPayment(asha, order.id);
      expect(answer).toMatchObject({ status: 502, body: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    } finally {
      peer.failWith = undefined;
    }
    const offline = await createTestApp(engine, peer.env('http://127.0.0.1:1'));
    try {
      const buyer = await signedInUser(offline);
      const product = await insertProduct(offline);
      const unreachable = await placeOrder(offline, buyer, [
        { productId: product.id, quantity: 1 },
      ]);
      const answer = await call(offline, buyer, 'POST', '/api/payments/order', {
        orderId: unreachable.id,
      });
      expect(answer).toMatchObject({ status: 502, body: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    } finally {
      await offline.close();
    }
    expect((await openPayment(asha, order.id)).status).toBe(200);
  });

  it.skipIf(engine !== 'postgres')(
    'pays once when verify runs 20 times concurrently and the webhook replays 5 times (PostgreSQL)',
    async () => {
      const product = await insertProduct(t, { stock: 3 });
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      const opened = await openPayment(buyer, order.id);
      const success = peer.checkout(opened.body.id);
      const delivery = peer.webhook('payment.captured', {
        orderId: opened.body.id,
        paymentId: success.razorpay_payment_id,
        amount: opened.body.amount,
      });
      const [verifies, webhooks] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, () => call(t, buyer, 'POST', '/api/order-verify', success)),
        ),
        Promise.all(Array.from({ length: 5 }, () => postWebhook(delivery))),
      ]);
      expect(verifies.map((answer) => answer.status)).toEqual(Array<number>(20).fill(200));
      expect(webhooks.map((answer) => answer.statusCode)).toEqual(Array<number>(5).fill(200));
      expect(await paymentRows(t, order.id)).toBe(1);
      const after = await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`);
      expect(after.body).toMatchObject({ status: 'pending', paymentStatus: 'received' });
      expect(await stockOf(t, product.id)).toBe(2);
      expect((await confirmationMails(t, smtp, buyer, order)).count).toBe(1);
    },
  );

  it.skipIf(engine !== 'postgres')(
    'keeps money and seats right when a payment races the order that replaces it (PostgreSQL)',
    async () => {
      const product = await insertProduct(t, { stock: 40 });
      const buyer = await signedInUser(t);
      let stockLeft = 40;
      for (let round = 0; round < 4; round += 1) {
        const unpaid = await placeOrder(
          t,
          buyer,
          round === 0 ? [{ productId: product.id, quantity: 2 }] : [],
        );
        const opened = await openPayment(buyer, unpaid.id);
        const success = peer.checkout(opened.body.id);
        const [verified, replacing] = await Promise.all([
          call(t, buyer, 'POST', '/api/order-verify', success),
          call<Order>(t, buyer, 'POST', '/api/orders', {
            selectedAddress: unpaid.selectedAddress,
            paymentMethod: 'card',
          }),
        ]);
        expect(verified.status).toBe(200);
        const paid = (await call<Order>(t, buyer, 'GET', `/api/orders/${unpaid.id}`)).body;
        expect(await paymentRows(t, unpaid.id)).toBe(1);
        // Paid first: it keeps its seats, and the new order takes two more unless the payment had
        // already taken the workshop out of the cart. Replaced first: it stays cancelled, its
        // payment refunded, and only the new order holds seats.
        if (paid.status === 'pending') {
          expect(paid).toMatchObject({ paymentStatus: 'received', needsRefund: false });
          stockLeft -= 2;
        } else {
          expect(paid).toMatchObject({ paymentStatus: 'refunded', needsRefund: false });
          expect(replacing.status).toBe(201);
        }
        if (replacing.status !== 201) {
          expect(replacing).toMatchObject({ status: 422, body: { code: 'CART_EMPTY' } });
        }
        const newOrderSeats = replacing.status === 201 ? 2 : 0;
        expect(await stockOf(t, product.id)).toBe(stockLeft - newOrderSeats);
        const own = (await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body;
        expect(own.filter((order) => order.paymentStatus === 'pending')).toHaveLength(
          newOrderSeats / 2,
        );
        // The paid workshop left the cart; the next round orders it again.
        await call(t, buyer, 'POST', '/api/cart', { product: String(product.id), quantity: 2 });
      }
    },
  );
});

describe.skipIf(testEngines.includes('postgres'))('payment races', () => {
  it.skip('needs PostgreSQL: set TEST_DATABASE_URL to run 20 verifies against 5 webhook replays', () =>
    undefined);
});
