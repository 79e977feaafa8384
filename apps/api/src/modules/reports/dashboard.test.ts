// The admin dashboard on every engine: its figures against totals worked out here, order by order, from
// a generated shop whose payments and refunds fall on both sides of IST midnights; its periods.
import type { CartItem, Dashboard, Order, PromoCode } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShippingAddress, batches, orderItems, orders, refunds, users } from '../../db/schema';
import { testGatewaySuccess } from '../../../test/learning.fixtures';
import { ADDRESS, call, insertProduct, placeOrder } from '../../../test/order.fixtures';
import { orderService } from '../orders/order.service';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { orderDocuments } from '../workflows/order-documents';

/** The test address as an order keeps it. */
const SHIPPING: ShippingAddress = { ...ADDRESS, gstin: ADDRESS.gstin ?? undefined };

// 00:30 on 16 March in IST, still the 15th in UTC: "today" is the IST day.
const NOW = new Date('2026-03-15T19:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The IST calendar day of an instant, by wall clock: UTC plus five and a half hours. */
const istDay = (instant: Date) =>
  new Date(instant.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
/** The instant an IST day starts. */
const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 5.5 * HOUR);

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!,
  };
}

interface GeneratedLine {
  productId: number;
  unitPrice: number;
  quantity: number;
}
interface GeneratedOrder {
  id: number;
  paymentStatus: 'pending' | 'received' | 'refunded';
  paidAt: Date | null;
  subtotal: number;
  discountPaise: number;
  lines: GeneratedLine[];
}
interface GeneratedRefund {
  orderId: number;
  kind: 'order' | 'duplicate_payment';
  status: 'processed' | 'processing' | 'rejected';
  amountPaise: number;
  processedAt: Date | null;
}

describe.each(testEngines)('admin dashboard on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;
  const generated = {
    orders: [] as GeneratedOrder[],
    refunds: [] as GeneratedRefund[],
    customersJoined: [] as Date[],
  };
  const productIds: number[] = [];
  const titles = new Map<number, string>();
  const batchIds = new Map<number, number>();
  const dashboard = async (query = '') =>
    call<Dashboard>(t, admin, 'GET', `/api/admin/dashboard${query}`);

  /** Instants around the edges of the days from `first` to `last`: IST midnight, a moment either side. */
  function instantNear(pick: ReturnType<typeof random>, first: string, last: string): Date {
    const days = Math.round((Date.parse(last) - Date.parse(first)) / DAY);
    const day = istMidnight(first).getTime() + pick.int(0, days) * DAY;
    return new Date(day + pick.pick([-1, 0, 1, 7 * HOUR, 18 * HOUR + 29 * 60_000, -60_000]));
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: () => NOW });
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
    const db = t.database.db;
    const pick = random(20260315);

    for (const price of [1499, 2999, 4999, 799]) {
      const product = await insertProduct(t, { price });
      productIds.push(product.id);
      titles.set(product.id, product.title);
      batchIds.set(product.id, product.batchId);
    }
    // Joined across both periods compared (the 60 days before 16 March) and a little beyond.
    const buyers: number[] = [];
    for (let index = 0; index < 14; index += 1) {
      const createdAt = instantNear(pick, '2026-01-10', '2026-03-17');
      const [row] = await db
        .insert(users)
        .values({
          email: `buyer-${index}-${engine}@example.com`,
          passwordHash: 'not used',
          createdAt,
        })
        .returning({ id: users.id });
      buyers.push(row!.id);
      generated.customersJoined.push(createdAt);
    }
    // An admin joining in the period is not a new customer.
    await db.insert(users).values({
      email: `admin-joined-${engine}@example.com`,
      passwordHash: 'not used',
      role: 'admin',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });

    for (let index = 0; index < 90; index += 1) {
      const lines = Array.from({ length: pick.int(1, 3) }, () => ({
        productId: pick.pick(productIds),
        unitPrice: pick.pick([1499, 2999, 4999, 799, 0]),
        quantity: pick.int(1, 3),
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      const paymentStatus = pick.pick(['pending', 'received', 'received', 'refunded'] as const);
      const discountPaise =
        pick.int(0, 2) === 0 ? 0 : Math.min(subtotal * 100, pick.int(1, 150_000));
      const paidAt =
        paymentStatus === 'pending' ? null : instantNear(pick, '2026-01-12', '2026-03-17');
      const [order] = await db
        .insert(orders)
        .values({
          userId: pick.pick(buyers),
          paymentStatus,
          paidAt,
          subtotal,
          discountPaise,
          totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
          payBy: new Date(),
          shippingAddress: SHIPPING,
        })
        .returning({ id: orders.id });
      await db.insert(orderItems).values(
        lines.map((line) => ({
          ...line,
          orderId: order!.id,
          title: titles.get(line.productId)!,
          thumbnail: '/images/test.svg',
          brand: 'Kaushal Labs',
          batchId: batchIds.get(line.productId)!,
          batch: { id: '1', name: 'A batch', mode: 'online' as const, venue: null, sessions: [] },
        })),
      );
      generated.orders.push({
        id: order!.id,
        paymentStatus,
        paidAt,
        subtotal,
        discountPaise,
        lines,
      });
      const paid = subtotal * 100 - discountPaise;
      if (paymentStatus !== 'refunded' || paid === 0) continue;
      const refund: GeneratedRefund = {
        orderId: order!.id,
        kind: pick.pick(['order', 'order', 'order', 'duplicate_payment'] as const),
        status: pick.pick(['processed', 'processed', 'processing', 'rejected'] as const),
        amountPaise: pick.int(1, paid),
        processedAt: null,
      };
      if (refund.status === 'processed') {
        refund.processedAt = instantNear(pick, '2026-01-14', '2026-03-17');
      }
      await db.insert(refunds).values({
        ...refund,
        provider: 'test',
        providerPaymentId: `pay_test_${engine}_${order!.id}`,
      });
      generated.refunds.push(refund);
    }
  });
  afterAll(() => t.close());

  /** The figures worked out here for the IST days from `from` to `to`. */
  function expected(from: string, to: string) {
    const inPeriod = (instant: Date | null) =>
      instant !== null && istDay(instant) >= from && istDay(instant) <= to;
    const paid = generated.orders.filter(
      (order) => order.paymentStatus !== 'pending' && inPeriod(order.paidAt),
    );
    const paidPaise = paid.reduce((sum, o) => sum + o.subtotal * 100 - o.discountPaise, 0);
    const refunded = generated.refunds.filter(
      (refund) =>
        refund.kind === 'order' && refund.status === 'processed' && inPeriod(refund.processedAt),
    );
    const refundedPaise = refunded.reduce((sum, refund) => sum + refund.amountPaise, 0);
    return {
      revenuePaise: paidPaise - refundedPaise,
      paidOrders: paid.length,
      averagePaise: paid.length === 0 ? 0 : Math.round(paidPaise / paid.length),
      newCustomers: generated.customersJoined.filter(inPeriod).length,
      refunds: refunded.length,
      paid,
      refunded,
    };
  }

  it('sums revenue, orders, average, new customers and refunds as worked out order by order', async () => {
    const answer = await dashboard('?from=2026-02-15&to=2026-03-16');
    expect(answer.status).toBe(200);
    const { kpis, period, previousPeriod } = answer.body;
    expect(period).toEqual({ from: '2026-02-15', to: '2026-03-16', days: 30 });
    expect(previousPeriod).toEqual({ from: '2026-01-16', to: '2026-02-14', days: 30 });
    const now = expected('2026-02-15', '2026-03-16');
    const before = expected('2026-01-16', '2026-02-14');
    // The generator must have made a case of each kind, or the comparison proves little.
    expect(now.paid.length).toBeGreaterThan(5);
    expect(now.refunded.length).toBeGreaterThan(0);
    expect(before.paidOrders).toBeGreaterThan(5);

    /** A figure beside the one before, with the change in percent to one decimal. */
    const kpi = (current: number, previous: number, scale = 1) => ({
      value: current / scale,
      previous: previous / scale,
      changePercent:
        previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
    });
    expect(kpis).toEqual({
      revenue: kpi(now.revenuePaise, before.revenuePaise, 100),
      paidOrders: kpi(now.paidOrders, before.paidOrders),
      averageOrderValue: kpi(now.averagePaise, before.averagePaise, 100),
      newCustomers: kpi(now.newCustomers, before.newCustomers),
      refunds: kpi(now.refunds, before.refunds),
    });
  });

  it('gives every IST day of the period, zeros included, adding up to the period', async () => {
    const { body } = await dashboard('?from=2026-02-15&to=2026-03-16');
    expect(body.daily.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) =>
        new Date(Date.parse('2026-02-15') + index * DAY).toISOString().slice(0, 10),
      ),
    );
    for (const day of body.daily) {
      const figures = expected(day.date, day.date);
      expect(day, day.date).toEqual({
        date: day.date,
        revenue: figures.revenuePaise / 100,
        paidOrders: figures.paidOrders,
      });
    }
    expect(body.daily.some((day) => day.paidOrders === 0)).toBe(true);
  });

  it('ranks workshops by what they earned after discounts and refunds, adding up to the Revenue figure', async () => {
    const { body } = await dashboard('?from=2026-02-15&to=2026-03-16');
    const figures = expected('2026-02-15', '2026-03-16');
    const earned = new Map<number, { paise: number; seats: number }>();
    /** Spreads `amount` over the order's lines by their running total, in whole paise. */
    const spread = (
      order: GeneratedOrder,
      amount: number,
      each: (line: GeneratedLine, share: number) => void,
    ) => {
      const gross = order.lines.reduce(
        (sum, line) => sum + line.unitPrice * 100 * line.quantity,
        0,
      );
      let running = 0;
      for (const line of order.lines) {
        const lineGross = line.unitPrice * 100 * line.quantity;
        const share =
          gross === 0
            ? 0
            : Math.floor((amount * (running + lineGross)) / gross) -
              Math.floor((amount * running) / gross);
        running += lineGross;
        each(line, share);
      }
    };
    const add = (productId: number, paise: number, seats: number) => {
      const entry = earned.get(productId) ?? { paise: 0, seats: 0 };
      earned.set(productId, { paise: entry.paise + paise, seats: entry.seats + seats });
    };
    for (const order of figures.paid) {
      spread(order, order.discountPaise, (line, share) =>
        add(line.productId, line.unitPrice * 100 * line.quantity - share, line.quantity),
      );
    }
    for (const refund of figures.refunded) {
      const order = generated.orders.find(({ id }) => id === refund.orderId)!;
      spread(order, refund.amountPaise, (line, share) => add(line.productId, -share, 0));
    }
    const ranked = [...earned]
      .sort(([idA, a], [idB, b]) => b.paise - a.paise || idA - idB)
      .map(([productId, { paise, seats }]) => ({
        productId: String(productId),
        title: titles.get(productId),
        revenue: paise / 100,
        seats,
      }));
    expect(body.topWorkshops).toEqual(ranked);
    // With every workshop listed, they add up to the Revenue figure: paid, less refunded.
    expect(figures.refunded.length).toBeGreaterThan(0);
    expect(body.topWorkshops.reduce((sum, w) => sum + Math.round(w.revenue * 100), 0)).toBe(
      figures.revenuePaise,
    );
    expect(Math.round(body.kpis.revenue.value * 100)).toBe(figures.revenuePaise);
  });

  it('shows the seats of open batches still to start, soonest first', async () => {
    const db = t.database.db;
    const [productId] = productIds;
    const inserted = await db
      .insert(batches)
      .values([
        {
          productId: productId!,
          name: 'Later',
          capacity: 30,
          seatsTaken: 12,
          startsAt: new Date(NOW.getTime() + 9 * DAY),
        },
        {
          productId: productId!,
          name: 'Sooner',
          capacity: 20,
          seatsTaken: 20,
          startsAt: new Date(NOW.getTime() + DAY),
        },
        {
          productId: productId!,
          name: 'Started',
          capacity: 20,
          seatsTaken: 3,
          startsAt: new Date(NOW.getTime() - DAY),
        },
        {
          productId: productId!,
          name: 'Closed',
          capacity: 20,
          seatsTaken: 3,
          startsAt: new Date(NOW.getTime() + 2 * DAY),
          closed: true,
        },
      ])
      .returning({ id: batches.id, name: batches.name });
    const { body } = await dashboard();
    const named = body.seats.map(({ batch, capacity, seatsTaken }) => ({
      batch,
      capacity,
      seatsTaken,
    }));
    expect(named.slice(0, 2)).toEqual([
      { batch: 'Sooner', capacity: 20, seatsTaken: 20 },
      { batch: 'Later', capacity: 30, seatsTaken: 12 },
    ]);
    expect(named.map(({ batch }) => batch)).not.toContain('Started');
    expect(named.map(({ batch }) => batch)).not.toContain('Closed');
    expect(body.seats[0]).toMatchObject({
      batchId: String(inserted.find((row) => row.name === 'Sooner')!.id),
      workshop: titles.get(productId!),
      startsAt: new Date(NOW.getTime() + DAY).toISOString(),
    });
  });

  it('defaults to the 30 IST days ending today, and refuses periods it cannot show', async () => {
    const { body } = await dashboard();
    expect(body.period).toEqual({ from: '2026-02-15', to: '2026-03-16', days: 30 });
    expect((await dashboard('?from=2026-03-10')).body.period).toEqual({
      from: '2026-03-10',
      to: '2026-03-16',
      days: 7,
    });
    for (const query of [
      '?from=2026-03-10&to=2026-03-09',
      '?from=2025-01-01&to=2026-01-02',
      '?from=2026-02-30',
      '?to=16-03-2026',
      '?days=7',
    ]) {
      expect((await dashboard(query)).status, query).toBe(400);
    }
    expect((await dashboard('?from=2025-01-01&to=2026-01-01')).body.period.days).toBe(366);
  });

  it('is for admins only', async () => {
    expect((await call(t, undefined, 'GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await call(t, customer, 'GET', '/api/admin/dashboard')).status).toBe(403);
  });
});

describe.each(testEngines)('revenue kept on %s', (engine) => {
  // Noon on 10 March in IST: everything below happens that day.
  let now = Date.parse('2026-03-10T06:30:00Z');
  const clock = () => new Date(now);
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  const verify = async (user: SignedInUser, success: unknown) =>
    expect((await call(t, user, 'POST', '/api/order-verify', success)).status).toBe(200);

  it('counts orders whose payments went back unasked neither as revenue, nor as paid orders, nor as promo uses', async () => {
    const [course, talk, scarce] = [
      await insertProduct(t, { price: 4999 }),
      await insertProduct(t, { price: 2999 }),
      await insertProduct(t, { price: 1499, stock: 1 }),
    ];
    const code = (
      await call<PromoCode>(t, admin, 'POST', '/api/promo-codes', {
        code: `KEEP12${engine.toUpperCase()}`,
        type: 'percentage',
        value: 12,
      })
    ).body;

    // One shopper orders three times, opening a payment each time, and every one is paid: the last
    // order is kept, the two it replaced are refunded, and so is a second charge of the kept one.
    const asha = await signedInUser(t);
    await call(t, asha, 'POST', '/api/cart', { product: String(course.id), quantity: 2 });
    await call(t, asha, 'POST', '/api/cart', { product: String(talk.id), quantity: 1 });
    expect((await call(t, asha, 'POST', '/api/cart/promo', { code: code.code })).status).toBe(200);
    const placed: Order[] = [];
    const paid: unknown[] = [];
    for (let round = 0; round < 3; round += 1) {
      const ordered = await call<Order>(t, asha, 'POST', '/api/orders', {
        selectedAddress: ADDRESS,
        paymentMethod: 'card',
      });
      expect(ordered.body.discount).toBe(1559.64);
      placed.push(ordered.body);
      paid.push(await testGatewaySuccess(t, asha, ordered.body.id));
    }
    // A second tab pays the kept order again before either tells the shop.
    const again = await testGatewaySuccess(t, asha, placed[2]!.id);
    await verify(asha, paid[2]);
    await verify(asha, paid[0]);
    await verify(asha, paid[1]);
    await verify(asha, again);

    // Another's order expires while its payment is open, and its last seat is sold meanwhile.
    const ravi = await signedInUser(t);
    const expiring = await placeOrder(t, ravi, [{ productId: scarce.id, quantity: 1 }]);
    const late = await testGatewaySuccess(t, ravi, expiring.id);
    now += 31 * 60_000;
    // The expiry job's pass, past every unpaid order's window however it is told.
    await orderService(t.database.db, {
      paymentTimeoutMinutes: 30,
      documents: orderDocuments,
    }).cancelExpiredOrders(new Date(Math.max(now, Date.now()) + 24 * 60 * 60_000));
    const meera = await signedInUser(t);
    const sold = await placeOrder(t, meera, [{ productId: scarce.id, quantity: 1 }]);
    await verify(meera, await testGatewaySuccess(t, meera, sold.id));
    await verify(ravi, late);

    const states = await Promise.all(
      [...placed, expiring, sold].map(
        async (order) => (await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body,
      ),
    );
    expect(states.map((order) => [order.status, order.paymentStatus])).toEqual([
      ['cancelled', 'refunded'],
      ['cancelled', 'refunded'],
      ['pending', 'received'],
      ['cancelled', 'refunded'],
      ['pending', 'received'],
    ]);

    // Kept: ₹11,437.36 (₹12,997 less 12 %) and ₹1,499.
    const { body } = await call<Dashboard>(
      t,
      admin,
      'GET',
      '/api/admin/dashboard?from=2026-03-10&to=2026-03-10',
    );
    expect(body.kpis).toMatchObject({
      revenue: { value: 12_936.36 },
      paidOrders: { value: 2 },
      averageOrderValue: { value: 6468.18 },
      refunds: { value: 0 },
    });
    expect(body.daily).toEqual([{ date: '2026-03-10', revenue: 12_936.36, paidOrders: 2 }]);
    expect(body.topWorkshops.reduce((sum, w) => sum + Math.round(w.revenue * 100), 0)).toBe(
      1_293_636,
    );
    const codes = (await call<PromoCode[]>(t, admin, 'GET', '/api/promo-codes')).body;
    expect(codes.find((listed) => listed.id === code.id)?.uses).toBe(1);
    expect((await call<CartItem[]>(t, asha, 'GET', '/api/cart')).body).toEqual([]);
  });
});
