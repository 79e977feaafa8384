// Attacks on payment confirmation: forged, replayed and cross-order signatures, forged and replayed
// webhooks, and guessing signatures by brute force. Every one ends with the order paid at most once.
import { randomBytes } from 'node:crypto';
import type { Order } from '@kaushal/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { call, insertProduct, placeOrder } from '../order.fixtures';
import { checkoutSignature } from '../../src/modules/payments/payment-signature';
import { startRazorpayPeer, type RazorpayPeer } from '../razorpay-peer';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { GOOD_CARD, jsonBody, orderAndPay, raw } from './attack-fixtures';

async function paymentCount(t: TestApp, orderId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.orderId, Number(orderId)));
  return row?.n ?? 0;
}

async function paymentStatus(t: TestApp, orderId: string) {
  const [row] = await t.database.db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, Number(orderId)));
  return row?.paymentStatus;
}

describe.each(testEngines)('payment signature attacks on %s', (engine) => {
  let t: TestApp;
  let asha: SignedInUser;
  let mallory: SignedInUser;
  const verify = (user: SignedInUser, body: unknown, ip?: string) =>
    raw(t, jsonBody('POST', '/api/order-verify', body, { cookie: user.cookie, ...(ip && { ip }) }));

  beforeAll(async () => {
    t = await createTestApp(engine);
    asha = await signedInUser(t);
    mallory = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('forged signature: one made with a guessed secret, or random hex, is refused and nothing is paid', async () => {
    const { order, success } = await orderAndPay(t, asha);
    for (const razorpay_signature of [
      checkoutSignature(success.razorpay_order_id, success.razorpay_payment_id, 'secret'),
      randomBytes(32).toString('hex'),
      success.razorpay_signature.toUpperCase().replace(/^./, 'G'),
      '',
    ]) {
      const answer = await verify(asha, { ...success, razorpay_signature });
      expect(answer.status).toBe(400);
    }
    expect(await paymentCount(t, order.id)).toBe(0);
    expect(await paymentStatus(t, order.id)).toBe('pending');
  });

  it('replayed signature: reporting the same genuine payment again is harmless, paid once', async () => {
    const { order, success } = await orderAndPay(t, asha);
    for (let i = 0; i < 3; i += 1) {
      expect(await verify(asha, success)).toMatchObject({
        status: 200,
        json: { msg: 'success', orderId: order.id },
      });
    }
    expect(await paymentCount(t, order.id)).toBe(1);
  });

  it('cross-order signature: a valid signature for order A does not pay order B', async () => {
    const a = await orderAndPay(t, asha);
    const b = await orderAndPay(t, asha);
    const crossed = {
      razorpay_order_id: b.paymentOrder.id,
      razorpay_payment_id: a.success.razorpay_payment_id,
      razorpay_signature: a.success.razorpay_signature,
    };
    expect(await verify(asha, crossed)).toMatchObject({
      status: 400,
      json: { code: 'INVALID_PAYMENT_SIGNATURE' },
    });
    expect(await paymentCount(t, b.order.id)).toBe(0);
    expect(await paymentCount(t, a.order.id)).toBe(0);
  });

  it("someone else's genuine payment: replayed by another customer it is 404 and pays nothing", async () => {
    const { order, success } = await orderAndPay(t, asha);
    expect((await verify(mallory, success)).status).toBe(404);
    expect(await paymentCount(t, order.id)).toBe(0);
  });

  it('brute force per account: the 21st payment attempt within 15 minutes is throttled (429, Retry-After)', async () => {
    const guesser = await signedInUser(t);
    // Paying on the gateway is the first attempt, then 19 guesses.
    const { order, success } = await orderAndPay(t, guesser);
    const statuses: number[] = [];
    for (let i = 0; i < 19; i += 1) {
      const guess = { ...success, razorpay_signature: randomBytes(32).toString('hex') };
      // A new address each time: the per-account counter must hold on its own.
      statuses.push((await verify(guesser, guess, `198.51.100.${i + 1}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    const throttled = await verify(guesser, success, '198.51.100.100');
    expect(throttled).toMatchObject({ status: 429, json: { code: 'RATE_LIMITED' } });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await paymentCount(t, order.id)).toBe(0);

    // The test gateway's pay call shares the account's budget: no card guessing either.
    const pay = await raw(
      t,
      jsonBody(
        'POST',
        '/api/payments/test-gateway/pay',
        { providerOrderId: success.razorpay_order_id, card: GOOD_CARD },
        { cookie: guesser.cookie, ip: '198.51.100.101' },
      ),
    );
    expect(pay.status).toBe(429);
  });

  it('brute force per address: many accounts from one address are throttled together', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let account = 0; account < 7 && !statuses.includes(429); account += 1) {
      const user = await signedInUser(t);
      for (let i = 0; i < 20; i += 1) {
        const guess = {
          razorpay_order_id: 'order_test_guess',
          razorpay_payment_id: 'pay_test_guess',
          razorpay_signature: randomBytes(32).toString('hex'),
        };
        statuses.push((await verify(user, guess, ip)).status);
      }
    }
    expect(statuses.indexOf(429)).toBe(120);
    // Another address is not affected.
    const { success } = await orderAndPay(t, await signedInUser(t));
    expect((await verify(mallory, success, '192.0.2.78')).status).toBe(404);
  });
});

describe.each(testEngines)('webhook attacks on %s', (engine) => {
  let t: TestApp;
  let peer: RazorpayPeer;
  let asha: SignedInUser;
  const postWebhook = (delivery: { payload: string; headers: Record<string, string> }) =>
    raw(t, {
      method: 'POST',
      url: '/api/payments/webhook',
      headers: delivery.headers,
      payload: delivery.payload,
    });
  const razorpayOrder = async () => {
    const product = await insertProduct(t, { price: 1499 });
    const order: Order = await placeOrder(t, asha, [{ productId: product.id, quantity: 1 }]);
    const opened = await call<{ id: string; amount: number }>(
      t,
      asha,
      'POST',
      '/api/payments/order',
      { orderId: order.id },
    );
    return { order, payment: { orderId: opened.body.id, amount: opened.body.amount } };
  };

  beforeAll(async () => {
    peer = await startRazorpayPeer();
    t = await createTestApp(engine, peer.env());
    asha = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('forged webhook: signed with another secret, altered after signing, or unsigned, it pays nothing', async () => {
    const { order, payment } = await razorpayOrder();
    const genuine = peer.webhook('payment.captured', { ...payment, paymentId: 'pay_forged1' });
    const otherSecret = {
      ...genuine,
      headers: {
        ...genuine.headers,
        'x-razorpay-signature': checkoutSignature('a', 'b', peer.keySecret),
      },
    };
    const altered = {
      ...genuine,
      payload: genuine.payload.replace('"amount":', '"amount":1,"x":'),
    };
    const unsigned = {
      ...genuine,
      headers: Object.fromEntries(
        Object.entries(genuine.headers).filter(([name]) => name !== 'x-razorpay-signature'),
      ),
    };
    for (const forged of [otherSecret, altered, unsigned]) {
      expect(await postWebhook(forged)).toMatchObject({
        status: 400,
        json: { code: 'INVALID_PAYMENT_SIGNATURE' },
      });
    }
    expect(await paymentCount(t, order.id)).toBe(0);
  });

  it('webhook replay: the same event, the same payment under new event ids, and a verify race pay once', async () => {
    const { order, payment } = await razorpayOrder();
    const delivery = peer.webhook('payment.captured', { ...payment, paymentId: 'pay_replay1' });
    const answers = await Promise.all([
      postWebhook(delivery),
      postWebhook(delivery),
      postWebhook(peer.webhook('payment.captured', { ...payment, paymentId: 'pay_replay1' })),
      postWebhook(peer.webhook('order.paid', { ...payment, paymentId: 'pay_replay1' })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await paymentCount(t, order.id)).toBe(1);
    expect(await paymentStatus(t, order.id)).toBe('received');
    // A second, different payment id for an already paid order is not a second payment.
    await postWebhook(peer.webhook('payment.captured', { ...payment, paymentId: 'pay_replay2' }));
    expect(await paymentCount(t, order.id)).toBe(1);
  });
});
