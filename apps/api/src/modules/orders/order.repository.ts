// Order queries: orders with their items, and the status changes that move them and their seat hold.
// The lists as the API sends them are order-list.repository.ts's.
import { and, asc, between, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from './orders.tables';
import { orderItemShape, type OrderItemRow, type OrderRow } from './order.shape';

export type { OrderItemRow, OrderRow };
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/**
 * Each order's items as the API lists them, kept in `orders.items` when they are inserted: items never
 * change once ordered, and the lists then read one value per order instead of aggregating rows
 * (docs/decisions/0008). Written from order_items by orderItemShape, the definition the mapper uses.
 */
const itemSnapshot = sql`(
  select coalesce(json_agg(${orderItemShape.sql} order by ${orderItems.id}), '[]'::json)
  from ${orderItems} where ${orderItems.orderId} = ${orders.id}
)`;

/** The first key of the advisory lock that serialises one customer's order placements. */
const PLACEMENT_LOCK = 7301;

export function orderRepository(db: Database) {
  return {
    /** Inserts the order and its items, and keeps the items' snapshot on the order. */
    async insert(
      order: Pick<
        OrderRow,
        | 'userId'
        | 'subtotal'
        | 'discountPaise'
        | 'promoCodeId'
        | 'promoCode'
        | 'tax'
        | 'totalItems'
        | 'shippingAddress'
        | 'paymentMethod'
        | 'payBy'
      >,
      items: NewOrderItem[],
    ): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
      const [inserted] = await db.insert(orders).values(order).returning({ id: orders.id });
      if (!inserted) throw new Error('order was not inserted');
      const itemRows = await db
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: inserted.id })))
        .returning();
      const [row] = await this.writeItemSnapshots([inserted.id]);
      if (!row) throw new Error('order was not inserted');
      return { row, items: itemRows.sort((a, b) => a.id - b.id) };
    },

    /** Writes the orders' item snapshots from their order_items rows (also for loaders of test data). */
    writeItemSnapshots(orderIds: number[]): Promise<OrderRow[]> {
      return db
        .update(orders)
        .set({ items: itemSnapshot })
        .where(inArray(orders.id, orderIds))
        .returning();
    },

    /** The same for every order with an id in [from, to], for loaders of large data sets. */
    async writeItemSnapshotsBetween(from: number, to: number): Promise<void> {
      await db
        .update(orders)
        .set({ items: itemSnapshot })
        .where(between(orders.id, from, to));
    },

    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The order, its row locked until the caller's transaction ends (refunds decide under it). */
    async findByIdForUpdate(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    findShippingAddresses(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: orders.id, address: orders.shippingAddress })
        .from(orders)
        .where(inArray(orders.id, ids));
    },

    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
    },

    /**
     * Per customer: how many orders they placed, what the paid ones came to after discounts (in paise),
     * and when they last ordered.
     */
    totalsOfCustomers(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: orders.userId,
          ordersCount: sql<number>`count(*)::integer`,
          paidPaise: sql<string>`coalesce(sum(${orders.totalPaise}::bigint) filter (where ${orders.paymentStatus} = 'received'), 0)`,
          lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
        })
        .from(orders)
        .where(inArray(orders.userId, userIds))
        .groupBy(orders.userId);
    },

    /** `paidAt`: when a payment recorded by this change was received (the app's clock). */
    async update(
      id: number,
      change: Partial<
        Pick<OrderRow, 'status' | 'paymentStatus' | 'cancelledBy' | 'paymentReference'>
      >,
      paidAt?: Date,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          ...change,
          // Paid once: the first time stays when it is recorded again; unpaid by hand forgets it.
          ...(change.paymentStatus === 'received' && {
            paidAt: sql`coalesce(${orders.paidAt}, ${paidAt ?? sql`now()`})`,
          }),
          ...(change.paymentStatus === 'pending' && { paidAt: null }),
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, id))
        .returning();
      return row;
    },

    /**
     * Records that the order's promo code use is counted; true only the first time, so a replayed
     * payment confirmation counts nothing.
     */
    async markPromoUseCounted(id: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ promoUseCounted: true })
        .where(
          and(eq(orders.id, id), isNotNull(orders.promoCodeId), eq(orders.promoUseCounted, false)),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Forgets that the order's code use is counted; the code it was of, or undefined when none was. */
    async unmarkPromoUse(id: number): Promise<number | undefined> {
      const [row] = await db
        .update(orders)
        .set({ promoUseCounted: false })
        .where(and(eq(orders.id, id), eq(orders.promoUseCounted, true)))
        .returning({ promoCodeId: orders.promoCodeId });
      return row?.promoCodeId ?? undefined;
    },

    /**
     * Waits, inside the caller's transaction, until no other placement for this customer is running,
     * so each placement sees the unpaid order the one before it committed.
     */
    async lockPlacementsOf(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PLACEMENT_LOCK}::int, ${userId}::int)`);
    },

    /**
     * Cancels the customer's unpaid orders that hold seats, as replaced; returns their ids and when
     * their payment windows close.
     */
    cancelUnpaidOf(userId: number): Promise<{ id: number; payBy: Date }[]> {
      return db
        .update(orders)
        .set({
          status: 'cancelled',
          seatsHeld: false,
          cancelledBy: 'replacement',
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'pending'),
            eq(orders.seatsHeld, true),
          ),
        )
        .returning({ id: orders.id, payBy: orders.payBy });
    },

    /** The seats the customer's unpaid orders hold (an unpaid order an admin marked dispatched too). */
    async unpaidSeatsOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ seats: sql<number>`coalesce(sum(${orders.totalItems}), 0)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.paymentStatus, 'pending'),
            eq(orders.seatsHeld, true),
          ),
        );
      return row?.seats ?? 0;
    },

    /** Cancels the order and reports whether this call is the one that ended its seat hold. */
    async cancelReleasingHold(
      id: number,
      cancelledBy: 'admin' | 'refund' = 'admin',
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'cancelled', seatsHeld: false, cancelledBy, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.seatsHeld, true)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /**
     * Marks a released order as holding seats again, its payment window closing at `payBy`; true when
     * this call made the change.
     */
    async resumeHold(id: number, payBy: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ seatsHeld: true, payBy, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.seatsHeld, false)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Cancels every unpaid pending order whose payment window closed before `now`; returns their ids. */
    async cancelUnpaidPast(now: Date): Promise<number[]> {
      const rows = await db
        .update(orders)
        .set({
          status: 'cancelled',
          seatsHeld: false,
          cancelledBy: 'expiry',
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'pending'),
            eq(orders.seatsHeld, true),
            lt(orders.payBy, now),
          ),
        )
        .returning({ id: orders.id });
      return rows.map((row) => row.id);
    },

    /**
     * The orders that hold the promo code, and how many of them are the customer's. An order holds its
     * code while it is not cancelled: paid and kept, or unpaid and open. A cancelled order holds
     * nothing, whether its payment went back or was never made. The customer's own unpaid orders count
     * only when `ownUnpaid` is 'counted': a placement replaces them, a late payment competes with them.
     */
    async promoHolders(
      promoCodeId: number,
      userId: number,
      ownUnpaid: 'counted' | 'replaced',
    ): Promise<{ total: number; ofCustomer: number }> {
      const holds = sql`${orders.status} <> 'cancelled'`;
      const counted =
        ownUnpaid === 'counted'
          ? holds
          : sql`${holds} and (${orders.paymentStatus} = 'received' or ${orders.userId} <> ${userId})`;
      const [row] = await db
        .select({
          total: sql<number>`(count(*) filter (where ${counted}))::int`,
          ofCustomer: sql<number>`(count(*) filter (where ${counted} and ${orders.userId} = ${userId}))::int`,
        })
        .from(orders)
        .where(eq(orders.promoCodeId, promoCodeId));
      return { total: row?.total ?? 0, ofCustomer: row?.ofCustomer ?? 0 };
    },

    /** Records the payment on the order; the row as it stands after the change. */
    async markPaymentReceived(
      id: number,
      paidAt: Date,
      paymentReference: string,
    ): Promise<OrderRow | undefined> {
      return this.update(id, { paymentStatus: 'received', paymentReference }, paidAt);
    },
  };
}
