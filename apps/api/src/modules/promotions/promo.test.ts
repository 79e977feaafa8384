// Promo codes on every engine: the admin's codes and their validation, each reason a code does not apply
// in the bag, the discount an order is placed and charged with (Razorpay's peer sees the paise), the
// use counted once on payment, and (on PostgreSQL) no overshoot of the limits under parallel orders.
import { randomBytes } from 'node:crypto';
import type { CartItem, CartPromo, Order, PaymentOrder, PromoCode } from '@kaushal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodes } from '../../db/schema';
import { deliverWebhook, startRazorpayPeer, type RazorpayPeer } from '../../../test/razorpay-peer';
import { outboxMails } from '../../../test/learning.fixtures';
import { ADDRESS, call, insertProduct, stockOf } from '../../../test/order.fixtures';
import { orderService } from '../orders/order.service';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { orderDocuments } from '../workflows/order-documents';

const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(testEngines)('promo codes on %s', (engine) => {
  let peer: RazorpayPeer;
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    peer = await startRazorpayPeer();
    t = await createTestApp(engine, peer.env());
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const uniqueCode = () => `SAVE-${randomBytes(4).toString('hex').toUpperCase()}`;

  async function createCode(fields: Record<string, unknown>): Promise<PromoCode> {
    const created = await call<PromoCode>(t, admin, 'POST', '/api/promo-codes', {
      code: uniqueCode(),
      type: 'percentage',
      value: 10,
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  /** A new shopper whose bag holds these workshops (one seat each unless given). */
  async function shopperWith(lines: { productId: number; quantity?: number }[]) {
    const shopper = await signedInUser(t);
    for (const line of lines) {
      const added = await call(t, shopper, 'POST', '/api/cart', {
        product: String(line.productId),
        quantity: line.quantity ?? 1,
      });
      expect(added.status).toBe(201);
    }
    return shopper;
  }

  /** A try at a code from `ip`: by default an address of the shopper's own, as on their own phone. */
  async function apply(user: SignedInUser, code: string, ip = ownAddress(user)) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/promo',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      remoteAddress: ip,
      payload: JSON.stringify({ code }),
    });
    return {
      status: response.statusCode,
      body: response.json<CartPromo & { code?: string; message?: string }>(),
      headers: response.headers,
    };
  }
  const ownAddress = ({ id }: SignedInUser) =>
    `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
  const order = (user: SignedInUser) =>
    call<Order & { message?: string }>(t, user, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
  const refused = (message: string) => ({
    status: 409,
    body: { code: 'PROMO_CODE_NOT_APPLICABLE', message },
  });

  async function usesOf(id: string) {
    const [row] = await t.database.db
      .select({ uses: promoCodes.uses })
      .from(promoCodes)
      .where(eq(promoCodes.id, Number(id)));
    return row?.uses;
  }

  const openPayment = async (user: SignedInUser, orderId: string) => {
    const opened = await call<PaymentOrder>(t, user, 'POST', '/api/payments/order', { orderId });
    expect(opened.status).toBe(200);
    return opened.body;
  };
  /** The expiry job's pass a day from now: every unpaid order is past its payment window. */
  const expireUnpaidOrders = () =>
    orderService(t.database.db, {
      paymentTimeoutMinutes: 30,
      documents: orderDocuments,
    }).cancelExpiredOrders(new Date(Date.now() + DAY));
  /** The orders whose use of the code is counted. */
  const redemptionsOf = async (id: string) =>
    (
      await t.database.db
        .select({ orderId: orders.id })
        .from(orders)
        .where(and(eq(orders.promoCodeId, Number(id)), eq(orders.promoUseCounted, true)))
    ).map((row) => row.orderId);

  /** Pays the order through Razorpay's Checkout (the browser's verify); the provider order opened. */
  async function pay(user: SignedInUser, orderId: string) {
    const opened = await call<PaymentOrder>(t, user, 'POST', '/api/payments/order', { orderId });
    expect(opened.status).toBe(200);
    const success = peer.checkout(opened.body.id);
    expect((await call(t, user, 'POST', '/api/order-verify', success)).status).toBe(200);
    return { opened: opened.body, success };
  }

  describe('admin', () => {
    it('creates a code in capitals with amounts in rupees, lists it and edits it', async () => {
      const product = await insertProduct(t);
      const code = `welcome-${randomBytes(3).toString('hex')}`;
      const created = await call<PromoCode>(t, admin, 'POST', '/api/promo-codes', {
        code,
        type: 'fixed',
        value: 500,
        maxUses: 100,
        perCustomer: 1,
        minOrderAmount: 1999,
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
        products: [String(product.id)],
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        code: code.toUpperCase(),
        type: 'fixed',
        value: 500,
        maxDiscount: null,
        maxUses: 100,
        perCustomer: 1,
        minOrderAmount: 1999,
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2099-01-01T00:00:00.000Z',
        products: [String(product.id)],
        active: true,
        uses: 0,
        status: 'active',
      });
      const [row] = await t.database.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, Number(created.body.id)));
      expect(row).toMatchObject({ value: 50_000, minOrderPaise: 199_900 });

      const listed = await call<PromoCode[]>(t, admin, 'GET', '/api/promo-codes');
      expect(listed.body.find((c) => c.id === created.body.id)).toEqual(created.body);

      const edited = await call<PromoCode>(
        t,
        admin,
        'PATCH',
        `/api/promo-codes/${created.body.id}`,
        {
          type: 'percentage',
          value: 20,
          maxDiscount: 300,
          active: false,
        },
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        type: 'percentage',
        value: 20,
        maxDiscount: 300,
        status: 'inactive',
      });
    });

    it('refuses invalid codes with clear messages', async () => {
      const invalid = async (body: Record<string, unknown>, message: string) => {
        const answer = await call<{ message: string }>(t, admin, 'POST', '/api/promo-codes', {
          code: uniqueCode(),
          type: 'percentage',
          value: 10,
          ...body,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      };
      await invalid({ value: 101 }, 'A percentage must be a whole number from 1 to 100');
      await invalid({ value: 0 }, 'A percentage must be a whole number from 1 to 100');
      await invalid({ code: 'AB' }, 'code must be 3 to 30 letters, digits, - or _');
      await invalid({ code: 'SAVE 10' }, 'code must be 3 to 30 letters, digits, - or _');
      await invalid({ type: 'free' }, "type must be 'percentage' or 'fixed'");
      await invalid(
        { type: 'fixed', value: 99.5 },
        'A fixed discount must be whole rupees from ₹1',
      );
      await invalid(
        { startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' },
        'endsAt must be after startsAt',
      );
      await invalid({ maxUses: 0 }, 'maxUses must be a whole number of at least 1');
      await invalid({ products: ['999999'] }, 'products: workshop 999999 does not exist');
    });

    it('answers a duplicate code, also by edit, with 409', async () => {
      const first = await createCode({});
      const again = await call(t, admin, 'POST', '/api/promo-codes', {
        code: first.code.toLowerCase(),
        type: 'fixed',
        value: 100,
      });
      expect(again).toMatchObject({
        status: 409,
        body: { message: `A promo code ${first.code} already exists` },
      });
      const second = await createCode({});
      const renamed = await call(t, admin, 'PATCH', `/api/promo-codes/${second.id}`, {
        code: first.code,
      });
      expect(renamed.status).toBe(409);
      const mixedUp = await call<{ message: string }>(
        t,
        admin,
        'PATCH',
        `/api/promo-codes/${second.id}`,
        { value: 150 },
      );
      expect(mixedUp.status).toBe(400);
      expect(mixedUp.body.message).toBe('A percentage must be a whole number from 1 to 100');
    });

    it('is for admins only', async () => {
      const shopper = await signedInUser(t);
      expect((await call(t, undefined, 'GET', '/api/promo-codes')).status).toBe(401);
      expect((await call(t, shopper, 'GET', '/api/promo-codes')).status).toBe(403);
      const body = { code: uniqueCode(), type: 'fixed', value: 100 };
      expect((await call(t, shopper, 'POST', '/api/promo-codes', body)).status).toBe(403);
      expect((await call(t, undefined, 'PATCH', '/api/promo-codes/1', body)).status).toBe(401);
    });
  });

  describe('in the bag', () => {
    it('takes a capped percentage of the bag, typed in any case, and is removed', async () => {
      const product = await insertProduct(t, { price: 2999 });
      const code = await createCode({ value: 10 });
      const shopper = await shopperWith([{ productId: product.id }]);
      expect((await call(t, shopper, 'GET', '/api/cart/promo')).body).toEqual({
        promo: null,
        discount: 0,
      });

      const applied = await apply(shopper, ` ${code.code.toLowerCase()} `);
      expect(applied.status).toBe(200);
      const expected = {
        promo: { code: code.code, discount: 299.9, reason: null },
        discount: 299.9,
      };
      expect(applied.body).toEqual(expected);
      expect((await call(t, shopper, 'GET', '/api/cart/promo')).body).toEqual(expected);

      await call(t, admin, 'PATCH', `/api/promo-codes/${code.id}`, { maxDiscount: 250 });
      expect((await call<CartPromo>(t, shopper, 'GET', '/api/cart/promo')).body.discount).toBe(250);

      const removed = await call(t, shopper, 'DELETE', '/api/cart/promo');
      expect(removed.body).toEqual({ promo: null, discount: 0 });
      expect((await call(t, shopper, 'GET', '/api/cart/promo')).body).toEqual(removed.body);
    });

    it('answers a code nobody can use now as it answers an unknown one, and says why a live code does not apply', async () => {
      const product = await insertProduct(t, { price: 1500 });
      const other = await insertProduct(t, { price: 800 });
      const shopper = await shopperWith([{ productId: product.id }]);
      const usedUp = await createCode({ maxUses: 1 });
      const once = await createCode({ perCustomer: 1 });
      const earlier = await shopperWith([{ productId: product.id }]);
      for (const code of [usedUp, once]) {
        await apply(earlier, code.code);
        await pay(earlier, (await order(earlier)).body.id);
        await call(t, earlier, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
      }

      // Unknown, inactive, not started, expired, used up, and used up by this customer: one answer.
      const unusable = [
        'NO-SUCH-CODE',
        (await createCode({ active: false })).code,
        (await createCode({ startsAt: inDays(2) })).code,
        (await createCode({ startsAt: inDays(-10), endsAt: inDays(-1) })).code,
        usedUp.code,
      ];
      const answers = [
        ...(await Promise.all(unusable.map((code) => apply(shopper, code)))),
        await apply(earlier, once.code),
      ];
      for (const answer of answers) {
        expect(answer).toMatchObject(refused('This code is not valid'));
      }
      // Alike to the byte, but for the request's own id.
      const withoutRequestId = ({ body }: (typeof answers)[number]) =>
        JSON.stringify({ ...body, requestId: undefined });
      expect(new Set(answers.map(withoutRequestId)).size).toBe(1);

      const minimum = await createCode({ minOrderAmount: 1999 });
      expect(await apply(shopper, minimum.code)).toMatchObject(refused('Minimum order ₹1,999'));
      const elsewhere = await createCode({ products: [String(other.id)] });
      expect(await apply(shopper, elsewhere.code)).toMatchObject(
        refused('This code does not apply to the workshops in your bag'),
      );
      expect((await call<CartPromo>(t, shopper, 'GET', '/api/cart/promo')).body.promo).toBeNull();
    });

    it('lets one account try 10 codes in 15 minutes, however many it sends at once', async () => {
      const product = await insertProduct(t, { price: 1500 });
      const guesser = await shopperWith([{ productId: product.id }]);
      const real = await createCode({ value: 10 });
      const guesses = Array.from({ length: 30 }, (_, index) => `GUESS-${index}`);
      const answers = await Promise.all(guesses.map((code) => apply(guesser, code)));
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(10);
      const throttled = answers.filter((answer) => answer.status === 429);
      expect(throttled).toHaveLength(20);
      expect(throttled[0]).toMatchObject({
        body: {
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please try again in 15 minutes.',
        },
        headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
      });
      // Not even the right code gets through now; another account on another network is not held up.
      expect((await apply(guesser, real.code)).status).toBe(429);
      const other = await shopperWith([{ productId: product.id }]);
      expect((await apply(other, real.code)).status).toBe(200);
    });

    it('lets one network try 30 codes in 15 minutes, from however many accounts', async () => {
      const product = await insertProduct(t, { price: 1500 });
      const accounts = await Promise.all(
        Array.from({ length: 8 }, () => shopperWith([{ productId: product.id }])),
      );
      const network = '2001:db8:77::';
      // Five guesses from each of eight accounts, each from its own address in one /64.
      const answers = await Promise.all(
        accounts.flatMap((account, index) =>
          Array.from({ length: 5 }, (_, guess) =>
            apply(account, `NET-${index}-${guess}`, `${network}${index + 1}`),
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(30);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    });

    it('applies to the listed workshops only, and a fixed amount at most their price', async () => {
      const listed = await insertProduct(t, { price: 400 });
      const unlisted = await insertProduct(t, { price: 5000 });
      const shopper = await shopperWith([
        { productId: listed.id, quantity: 2 },
        { productId: unlisted.id },
      ]);
      const percent = await createCode({ value: 25, products: [String(listed.id)] });
      expect((await apply(shopper, percent.code)).body.discount).toBe(200);
      const fixed = await createCode({ type: 'fixed', value: 1000, products: [String(listed.id)] });
      expect((await apply(shopper, fixed.code)).body.discount).toBe(800);
    });

    it('never makes the payment less than ₹1', async () => {
      const product = await insertProduct(t, { price: 999 });
      const shopper = await shopperWith([{ productId: product.id }]);
      const everything = await createCode({ value: 100 });
      expect((await apply(shopper, everything.code)).body.discount).toBe(998);
    });

    it('shows a code the bag no longer qualifies for with its reason and no discount', async () => {
      const big = await insertProduct(t, { price: 1500 });
      const small = await insertProduct(t, { price: 600 });
      const shopper = await shopperWith([{ productId: big.id }, { productId: small.id }]);
      const code = await createCode({ minOrderAmount: 1999 });
      expect((await apply(shopper, code.code)).body.discount).toBe(210);
      const lines = await call<{ id: string; product: { id: string } }[]>(
        t,
        shopper,
        'GET',
        '/api/cart',
      );
      const smallLine = lines.body.find((line) => line.product.id === String(small.id));
      await call(t, shopper, 'DELETE', `/api/cart/${smallLine?.id}`);
      expect((await call(t, shopper, 'GET', '/api/cart/promo')).body).toEqual({
        promo: { code: code.code, discount: 0, reason: 'Minimum order ₹1,999' },
        discount: 0,
      });
      expect(await order(shopper)).toMatchObject(refused(`${code.code}: Minimum order ₹1,999`));
    });

    it('is for signed-in shoppers', async () => {
      expect((await call(t, undefined, 'GET', '/api/cart/promo')).status).toBe(401);
      expect((await call(t, undefined, 'POST', '/api/cart/promo', { code: 'X' })).status).toBe(401);
      expect((await call(t, undefined, 'DELETE', '/api/cart/promo')).status).toBe(401);
    });
  });

  describe('orders', () => {
    it('places the order with the discount, charges the rest in paise, and counts the use once on payment', async () => {
      const product = await insertProduct(t, { price: 2999 });
      const code = await createCode({ value: 10, maxUses: 3 });
      const shopper = await shopperWith([{ productId: product.id }]);
      await apply(shopper, code.code);

      const placed = await order(shopper);
      expect(placed.status).toBe(201);
      // The order's total is what the provider is asked to charge: the subtotal less the discount.
      expect(placed.body).toMatchObject({
        subtotal: 2999,
        discount: 299.9,
        totalAmount: 2699.1,
        promoCode: code.code,
        paymentReference: null,
      });
      const before = peer.requests.length;
      const { opened, success } = await pay(shopper, placed.body.id);
      expect(peer.requests.slice(before).map((request) => request.body)).toEqual([
        { amount: 269_910, currency: 'INR', receipt: `order_${placed.body.id}` },
      ]);
      expect(opened.amount).toBe(269_910);
      expect(await usesOf(code.id)).toBe(1);
      // The confirmation states the figures the order and the provider have.
      const [confirmation] = (await outboxMails(t)).filter(
        (m) => m.subject === `Your Kaushal order #${placed.body.id} is confirmed`,
      );
      expect(confirmation?.text).toContain(
        `Subtotal: ₹2,999.00\nPromo code ${code.code}: -₹299.90\nAmount paid: ₹2,699.10 for 1 seat`,
      );
      // With how and when it was paid, and the provider's reference of the payment.
      expect(confirmation?.text).toMatch(
        new RegExp(
          `\\nPaid by card on \\w{3} \\d{1,2} \\w{3}, \\d{2}:\\d{2} IST, payment reference ${success.razorpay_payment_id}\\n`,
        ),
      );
      const paidOrder = await call<Order>(t, shopper, 'GET', `/api/orders/${placed.body.id}`);
      expect(paidOrder.body).toMatchObject({
        promoCode: code.code,
        paymentReference: success.razorpay_payment_id,
      });

      // The browser's verify again, and Razorpay's webhooks for the same payment: still one use.
      expect((await call(t, shopper, 'POST', '/api/order-verify', success)).status).toBe(200);
      const payment = {
        orderId: opened.id,
        paymentId: success.razorpay_payment_id,
        amount: opened.amount,
      };
      for (const event of ['payment.captured', 'order.paid'] as const) {
        const answer = await deliverWebhook(t.app, peer.webhook(event, payment));
        expect(answer.statusCode).toBe(200);
      }
      expect(await usesOf(code.id)).toBe(1);
      expect(await redemptionsOf(code.id)).toEqual([Number(placed.body.id)]);

      const mine = await call<Order[]>(t, shopper, 'GET', '/api/orders/own');
      expect(mine.body.find((o) => o.id === placed.body.id)).toMatchObject({
        discount: 299.9,
        paymentStatus: 'received',
      });
      // The paid order took the code out of the bag.
      expect((await call(t, shopper, 'GET', '/api/cart/promo')).body).toEqual({
        promo: null,
        discount: 0,
      });
      const listed = await call<PromoCode[]>(t, admin, 'GET', '/api/promo-codes');
      expect(listed.body.find((c) => c.id === code.id)?.uses).toBe(1);
    });

    it('refuses the order with the reason when the code expired after it was applied', async () => {
      const product = await insertProduct(t, { price: 1200 });
      const code = await createCode({ value: 10 });
      const shopper = await shopperWith([{ productId: product.id }]);
      expect((await apply(shopper, code.code)).status).toBe(200);
      await call(t, admin, 'PATCH', `/api/promo-codes/${code.id}`, {
        startsAt: inDays(-5),
        endsAt: inDays(-1),
      });
      expect(await order(shopper)).toMatchObject(refused(`${code.code}: This code has expired`));
      expect((await call<Order[]>(t, shopper, 'GET', '/api/orders/own')).body).toEqual([]);

      await call(t, shopper, 'DELETE', '/api/cart/promo');
      const placed = await order(shopper);
      expect(placed.body).toMatchObject({ subtotal: 1200, discount: 0, totalAmount: 1200 });
    });

    it('holds a use for an unpaid order, gives it back when cancelled, and counts a customer once', async () => {
      const product = await insertProduct(t, { price: 1000 });
      const code = await createCode({ value: 10, maxUses: 1 });
      const first = await shopperWith([{ productId: product.id }]);
      const second = await shopperWith([{ productId: product.id }]);
      await apply(first, code.code);
      const held = await order(first);
      expect(held.body.discount).toBe(100);
      expect(await apply(second, code.code)).toMatchObject(refused('This code is not valid'));
      // The holder's own unpaid order does not stop them ordering again.
      expect((await apply(first, code.code)).status).toBe(200);

      await call(t, admin, 'PATCH', `/api/orders/${held.body.id}`, { status: 'cancelled' });
      expect(await usesOf(code.id)).toBe(0);
      expect((await apply(second, code.code)).status).toBe(200);

      const once = await createCode({ value: 10, perCustomer: 1 });
      await apply(second, once.code);
      const paid = await order(second);
      await pay(second, paid.body.id);
      await call(t, second, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
      expect(await apply(second, once.code)).toMatchObject(refused('This code is not valid'));
      expect((await apply(first, once.code)).status).toBe(200);
    });

    it('gives an expired order’s use back, and refunds a late payment of that order once others used the code up', async () => {
      const product = await insertProduct(t, { price: 1000 });
      const code = await createCode({ value: 10, maxUses: 1 });
      const late = await shopperWith([{ productId: product.id }]);
      const other = await shopperWith([{ productId: product.id }]);
      await apply(late, code.code);
      const expiring = await order(late);
      const opened = await openPayment(late, expiring.body.id);
      await expireUnpaidOrders();

      expect((await apply(other, code.code)).status).toBe(200);
      const taken = await order(other);
      expect(taken.body.discount).toBe(100);
      await pay(other, taken.body.id);
      expect(await usesOf(code.id)).toBe(1);

      // The expired order's Checkout, still open, is paid at the discounted amount: the code is used
      // up, so the order stays cancelled and the money goes back.
      const success = peer.checkout(opened.id);
      expect((await call(t, late, 'POST', '/api/order-verify', success)).status).toBe(200);
      const paidLate = await call<Order>(t, late, 'GET', `/api/orders/${expiring.body.id}`);
      expect(paidLate.body).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        discount: 100,
        refund: { kind: 'duplicate_payment', status: 'processed' },
      });
      expect(await usesOf(code.id)).toBe(1);
      expect(await redemptionsOf(code.id)).toEqual([Number(taken.body.id)]);
      const [mail] = (await outboxMails(t)).filter(
        (m) => m.subject === `Payment received for expired order #${expiring.body.id}`,
      );
      expect(mail?.text?.replace(/\s+/g, ' ')).toContain(
        `promo code ${code.code} it used has been used as many times as it allows while your order`,
      );
    });

    it.each([
      [
        'once-per-customer',
        { perCustomer: 1 },
        'has already been used as many times as it allows on your other orders',
      ],
      [
        'one-use',
        { maxUses: 1 },
        'has been used as many times as it allows while your order was waiting',
      ],
    ])(
      'keeps one paid order of a %s code when the customer pays an expired order after a newer one',
      async (_kind, limits, reason) => {
        const product = await insertProduct(t, { price: 1500 });
        const code = await createCode({ value: 10, ...limits });
        const shopper = await shopperWith([{ productId: product.id }]);
        await apply(shopper, code.code);
        const expiring = await order(shopper);
        const opened = await openPayment(shopper, expiring.body.id);
        await expireUnpaidOrders();

        const newer = await order(shopper);
        expect(newer.body).toMatchObject({ status: 'pending', discount: 150 });
        await pay(shopper, newer.body.id);
        const success = peer.checkout(opened.id);
        expect((await call(t, shopper, 'POST', '/api/order-verify', success)).status).toBe(200);

        const own = (await call<Order[]>(t, shopper, 'GET', '/api/orders/own')).body;
        expect(own.map((o) => [o.id, o.status, o.paymentStatus])).toEqual([
          [newer.body.id, 'pending', 'received'],
          [expiring.body.id, 'cancelled', 'refunded'],
        ]);
        expect(await usesOf(code.id)).toBe(1);
        expect(await redemptionsOf(code.id)).toEqual([Number(newer.body.id)]);
        // The seats the late payment took for a moment went back.
        expect(await stockOf(t, product.id)).toBe(49);
        const [mail] = (await outboxMails(t)).filter(
          (m) => m.subject === `Payment received for expired order #${expiring.body.id}`,
        );
        expect(mail?.text?.replace(/\s+/g, ' ')).toContain(
          `promo code ${code.code} it used ${reason}. So the order stays cancelled. ` +
            'We are refunding the payment in full',
        );
      },
    );

    it('counts one use for the one kept order, however many replaced orders and repeated charges are paid', async () => {
      const product = await insertProduct(t, { price: 2000 });
      const code = await createCode({ value: 10 });
      const shopper = await shopperWith([{ productId: product.id }]);
      await apply(shopper, code.code);
      const opened: PaymentOrder[] = [];
      for (let round = 0; round < 4; round += 1) {
        opened.push(await openPayment(shopper, (await order(shopper)).body.id));
      }
      // Every Checkout left open is paid: the last order is kept, the three it replaced are refunded,
      // and a second charge of the kept one goes back too.
      for (const payment of opened) {
        const success = peer.checkout(payment.id);
        expect((await call(t, shopper, 'POST', '/api/order-verify', success)).status).toBe(200);
      }
      const kept = opened.at(-1)!;
      const again = peer.webhook('payment.captured', {
        orderId: kept.id,
        paymentId: `pay_again_${kept.orderId}`,
        amount: kept.amount,
      });
      expect((await deliverWebhook(t.app, again)).statusCode).toBe(200);

      const own = (await call<Order[]>(t, shopper, 'GET', '/api/orders/own')).body;
      expect(own.map((o) => [o.status, o.paymentStatus])).toEqual([
        ['pending', 'received'],
        ...Array(3).fill(['cancelled', 'refunded']),
      ]);
      expect(await usesOf(code.id)).toBe(1);
      expect(await redemptionsOf(code.id)).toEqual([Number(kept.orderId)]);
      const listed = await call<PromoCode[]>(t, admin, 'GET', '/api/promo-codes');
      expect(listed.body.find((c) => c.id === code.id)).toMatchObject({ uses: 1 });
    });

    it('gives a use back when its order is refunded, and counts it again only for a kept order', async () => {
      const product = await insertProduct(t, { price: 1000 });
      const code = await createCode({ value: 10, maxUses: 1 });
      const shopper = await shopperWith([{ productId: product.id }]);
      await apply(shopper, code.code);
      const placed = await order(shopper);
      await pay(shopper, placed.body.id);
      expect(await usesOf(code.id)).toBe(1);

      // An admin cancels the paid order: it is no longer kept, and its use is free for another.
      await call(t, admin, 'PATCH', `/api/orders/${placed.body.id}`, { status: 'cancelled' });
      expect(await usesOf(code.id)).toBe(0);
      await call(t, admin, 'PATCH', `/api/orders/${placed.body.id}`, { status: 'pending' });
      expect(await usesOf(code.id)).toBe(1);

      const refund = await call(t, admin, 'POST', `/api/orders/${placed.body.id}/refund`, {
        approve: true,
        note: 'Goodwill',
      });
      expect(refund.status).toBe(200);
      expect(await usesOf(code.id)).toBe(0);
      expect(await redemptionsOf(code.id)).toEqual([]);
      const other = await shopperWith([{ productId: product.id }]);
      expect((await apply(other, code.code)).status).toBe(200);
    });

    it.skipIf(engine !== 'postgres')(
      'keeps at most the code’s uses, one per customer, when late payments of expired orders race (PostgreSQL)',
      async () => {
        const code = await createCode({ value: 10, maxUses: 3, perCustomer: 1 });
        const shoppers = await Promise.all(Array.from({ length: 4 }, () => signedInUser(t)));
        // Each shopper's three orders expire one after another, each of its own workshop so that no
        // seat lock queues the payments: only the code's row can.
        const late: { shopper: SignedInUser; payment: PaymentOrder }[] = [];
        for (const shopper of shoppers) {
          for (let round = 0; round < 3; round += 1) {
            const product = await insertProduct(t, { price: 1000 });
            for (const line of (await call<CartItem[]>(t, shopper, 'GET', '/api/cart')).body) {
              await call(t, shopper, 'DELETE', `/api/cart/${line.id}`);
            }
            await call(t, shopper, 'POST', '/api/cart', {
              product: String(product.id),
              quantity: 1,
            });
            expect((await apply(shopper, code.code)).status).toBe(200);
            const placed = await order(shopper);
            expect(placed.body.discount).toBe(100);
            late.push({ shopper, payment: await openPayment(shopper, placed.body.id) });
            await expireUnpaidOrders();
          }
        }

        const answers = await Promise.all(
          late.map(({ shopper, payment }) =>
            call(t, shopper, 'POST', '/api/order-verify', peer.checkout(payment.id)),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
        const states = await Promise.all(
          late.map(async ({ shopper, payment }) => {
            const seen = await call<Order>(t, shopper, 'GET', `/api/orders/${payment.orderId}`);
            return { shopper: shopper.id, kept: seen.body.paymentStatus === 'received' };
          }),
        );
        const kept = states.filter((state) => state.kept);
        expect(kept).toHaveLength(3);
        expect(new Set(kept.map((state) => state.shopper)).size).toBe(3);
        expect(states.filter((state) => !state.kept)).toHaveLength(9);
        expect(await usesOf(code.id)).toBe(3);
        expect(await redemptionsOf(code.id)).toHaveLength(3);
      },
    );

    it.skipIf(engine !== 'postgres')(
      'gives at most 5 of 20 parallel orders the discount of a code with 5 uses, and counts 5 paid uses',
      async () => {
        // A workshop each, so that no seat lock puts the placements in a queue: only the code does.
        const products = await Promise.all(
          Array.from({ length: 20 }, () => insertProduct(t, { price: 2000 })),
        );
        const code = await createCode({ value: 50, maxUses: 5 });
        const shoppers = await Promise.all(
          products.map((product) => shopperWith([{ productId: product.id }])),
        );
        for (const shopper of shoppers) expect((await apply(shopper, code.code)).status).toBe(200);

        const answers = await Promise.all(shoppers.map((shopper) => order(shopper)));
        const placed = answers.filter((answer) => answer.status === 201);
        expect(placed).toHaveLength(5);
        expect(placed.every((answer) => answer.body.discount === 1000)).toBe(true);
        for (const answer of answers.filter((a) => a.status !== 201)) {
          expect(answer).toMatchObject(refused(`${code.code}: This code has been fully used`));
        }

        await Promise.all(
          placed.map((answer) =>
            pay(shoppers[answers.indexOf(answer)] as SignedInUser, answer.body.id),
          ),
        );
        expect(await usesOf(code.id)).toBe(5);
      },
    );

    it.skipIf(engine !== 'postgres')(
      'lets one customer pay at most their uses when their orders race',
      async () => {
        const product = await insertProduct(t, { price: 2000, stock: 40 });
        const code = await createCode({ value: 10, perCustomer: 1 });
        const shopper = await shopperWith([{ productId: product.id }]);
        await apply(shopper, code.code);
        const answers = await Promise.all(Array.from({ length: 5 }, () => order(shopper)));
        expect(answers.every((answer) => answer.status === 201)).toBe(true);
        // Each placement replaced the one before: only the last is payable.
        const payable = await Promise.all(
          answers.map((answer) =>
            call(t, shopper, 'POST', '/api/payments/order', { orderId: answer.body.id }),
          ),
        );
        const open = answers.filter((_, index) => payable[index]?.status === 200);
        expect(open).toHaveLength(1);
        await pay(shopper, (open[0] as (typeof answers)[number]).body.id);
        expect(await usesOf(code.id)).toBe(1);
        await call(t, shopper, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
        expect(await apply(shopper, code.code)).toMatchObject(refused('This code is not valid'));
      },
    );
  });
});
