// The checkout rush: many shoppers at once going cart → order → test-gateway payment → verify for a few
// workshops with limited seats, then a check that no seat was oversold and each paid order paid once.
import { and, count as countRows, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { batches, orderItems, orders, payments, products, users } from '../apps/api/src/db/schema';
import { settleStock } from '../apps/api/src/modules/catalogue/seats.service';

export const HOT_SEATS = 30;

export interface RushSummary {
  shoppers: number;
  completed: number;
  soldOut: number;
  failed: number;
  seconds: number;
  completionsPerSecond: number;
  p50: number;
  p99: number;
}

export interface RushInvariants {
  oversoldProducts: number;
  negativeStock: number;
  paidOrdersWithoutExactlyOnePayment: number;
  paidOrders: number;
}

const ADDRESS = {
  name: 'Rush Shopper',
  email: 'rush@bench.test',
  phone: '9876543210',
  street: '1 Sector 62',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pinCode: '201309',
};
const CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Rush Shopper' };

/** A documentation-range address (RFC 5737) per shopper; it only ever appears in a header. */
export const shopperIp = (i: number) => `203.0.113.${(i % 250) + 1}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Shopper {
  cookie: string;
  ip: string;
}

async function call(base: string, shopper: Shopper, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: shopper.cookie,
      'x-forwarded-for': shopper.ip,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Outcome = 'completed' | 'soldOut' | 'failed';

async function checkout(base: string, shopper: Shopper, productId: number): Promise<Outcome> {
  const added = await call(base, shopper, '/api/cart', { product: String(productId), quantity: 1 });
  if (added.status === 409 && added.body.code === 'OUT_OF_STOCK') return 'soldOut';
  if (added.status !== 200 && added.status !== 201) return 'failed';
  const order = await call(base, shopper, '/api/orders', {
    selectedAddress: ADDRESS,
    paymentMethod: 'card',
  });
  if (order.status === 409) return 'soldOut';
  if (order.status !== 200 && order.status !== 201) return 'failed';
  const paymentOrder = await call(base, shopper, '/api/payments/order', { orderId: order.body.id });
  const paid = await call(base, shopper, '/api/payments/test-gateway/pay', {
    providerOrderId: paymentOrder.body.id,
    card: CARD,
  });
  const verified = await call(base, shopper, '/api/order-verify', paid.body);
  return verified.body.msg === 'success' ? 'completed' : 'failed';
}

/**
 * Sets each batch of the hot workshops to a few seats before the server starts, so the rush competes for
 * them, and their stock as the shop keeps it.
 */
export async function limitSeats(db: Database, productIds: number[]): Promise<void> {
  await db
    .update(batches)
    .set({ capacity: HOT_SEATS, seatsTaken: 0 })
    .where(inArray(batches.productId, productIds));
  await settleStock(db, productIds, new Date());
}

export async function runCheckoutRush(
  base: string,
  emails: string[],
  hotProducts: number[],
  signIn: (email: string, clientIp: string) => Promise<string>,
) {
  const shoppers: Shopper[] = [];
  // Each shopper comes from an address of their own, as a real rush would (the server trusts the
  // forwarded address in this run, as it does behind a load balancer).
  for (const [i, email] of emails.entries()) {
    const ip = shopperIp(i);
    shoppers.push({ cookie: await signIn(email, ip), ip });
  }
  const durations: number[] = [];
  const outcomes: Outcome[] = [];
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      const begin = performance.now();
      const outcome = await checkout(base, shopper, hotProducts[i % hotProducts.length]!).catch(
        () => 'failed' as const,
      );
      outcomes.push(outcome);
      if (outcome === 'completed') durations.push(performance.now() - begin);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  const summary: RushSummary = {
    shoppers: emails.length,
    completed: count('completed'),
    soldOut: count('soldOut'),
    failed: count('failed'),
    seconds,
    completionsPerSecond: count('completed') / seconds,
    p50: Math.round(percentile(durations, 50)),
    p99: Math.round(percentile(durations, 99)),
  };
  console.log(
    `checkout rush: ${summary.completed}/${summary.shoppers} paid, ${summary.soldOut} sold out, ${summary.failed} failed in ${seconds.toFixed(1)} s (${summary.completionsPerSecond.toFixed(1)}/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms)`,
  );

  return {
    summary,
    /** Reads the database after the server has stopped. */
    async verify(db: Database): Promise<RushInvariants> {
      // The rush's orders are the ones holding seats; the dataset's history holds none.
      const rushUsers = db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
      const held = await db
        .select({
          productId: orderItems.productId,
          seats: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(inArray(orders.userId, rushUsers), eq(orders.seatsHeld, true)))
        .groupBy(orderItems.productId);
      const stock = await db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(inArray(products.id, hotProducts));
      const seats = await db
        .select({
          productId: batches.productId,
          capacity: sql<number>`sum(${batches.capacity})::int`.mapWith(Number),
        })
        .from(batches)
        .where(inArray(batches.productId, hotProducts))
        .groupBy(batches.productId);
      // A join, not a correlated subquery: inside one, unqualified column names bind to the wrong table.
      const paid = await db
        .select({ id: orders.id, paymentCount: countRows(payments.id) })
        .from(orders)
        .leftJoin(payments, eq(payments.orderId, orders.id))
        .where(
          and(
            inArray(orders.userId, rushUsers),
            eq(orders.seatsHeld, true),
            eq(orders.paymentStatus, 'received'),
          ),
        )
        .groupBy(orders.id);
      const invariants: RushInvariants = {
        oversoldProducts: stock.filter(
          (row) =>
            (held.find((h) => h.productId === row.id)?.seats ?? 0) + row.stock !==
            seats.find((s) => s.productId === row.id)?.capacity,
        ).length,
        negativeStock: stock.filter((row) => row.stock < 0).length,
        paidOrdersWithoutExactlyOnePayment: paid.filter((row) => row.paymentCount !== 1).length,
        paidOrders: paid.length,
      };
      console.log(
        `invariants: ${invariants.paidOrders} paid orders, ${invariants.paidOrdersWithoutExactlyOnePayment} without exactly one payment, ${invariants.oversoldProducts} products with seats unaccounted for, ${invariants.negativeStock} with negative stock`,
      );
      return invariants;
    },
  };
}
