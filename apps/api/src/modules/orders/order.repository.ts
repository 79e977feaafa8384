// Order queries: orders with their items, seat holds on products, and the status changes that move them.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addresses,
  orderItems,
  orders,
  products,
  users,
  type ShippingAddress,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export interface SeatLine {
  productId: number;
  quantity: number;
}

const sortColumns = {
  id: orders.id,
  totalAmount: orders.totalAmount,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
} as const;
export type OrderSortField = keyof typeof sortColumns;

export function orderRepository(db: Database) {
  return {
    async findAddress(userId: number, id: number): Promise<ShippingAddress | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .limit(1);
      if (!row) return undefined;
      const { name, email, phone, street, city, state, pinCode } = row;
      return { id: String(row.id), name, email, phone, street, city, state, pinCode };
    },

    /**
     * Takes seats from a product only if enough are left and it is still offered: the condition is
     * checked by the UPDATE itself, so concurrent orders can never push stock below zero.
     */
    async takeSeats(line: SeatLine) {
      const [row] = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(
          and(
            eq(products.id, line.productId),
            gte(products.stock, line.quantity),
            eq(products.deleted, false),
          ),
        )
        .returning({
          title: products.title,
          thumbnail: products.thumbnail,
          brand: products.brand,
          unitPrice: products.discountPrice,
        });
      return row;
    },

    async giveSeatsBack(line: SeatLine): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    },

    async findProduct(id: number) {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    async insert(
      order: Pick<OrderRow, 'userId' | 'totalAmount' | 'totalItems' | 'shippingAddress'>,
      items: NewOrderItem[],
    ): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      if (!row) throw new Error('order was not inserted');
      await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      return row;
    },

    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
    },

    listForUser(userId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async list(query: {
      sort: OrderSortField | undefined;
      order: 'asc' | 'desc';
      page: number;
      limit: number;
    }): Promise<{ rows: OrderRow[]; total: number }> {
      const direction = query.order === 'desc' ? desc : asc;
      // The count is its own query: counted over the page's rows, every order would be read and
      // sorted in full, where the sort column's index serves just the rows up to the page.
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(orders)
          .orderBy(...(query.sort ? [direction(sortColumns[query.sort])] : []), asc(orders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.$count(orders),
      ]);
      return { rows, total };
    },

    async update(
      id: number,
      change: Partial<Pick<OrderRow, 'status' | 'paymentStatus'>>,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      return row;
    },

    /** Cancels the order and reports whether this call is the one that ended its seat hold. */
    async cancelReleasingHold(id: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'cancelled', seatsHeld: false, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.seatsHeld, true)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Marks a released order as holding seats again; true when this call made the change. */
    async resumeHold(id: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ seatsHeld: true, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.seatsHeld, false)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Cancels every unpaid pending order created before the cutoff; returns the ids it cancelled. */
    async cancelUnpaidBefore(cutoff: Date): Promise<number[]> {
      const rows = await db
        .update(orders)
        .set({ status: 'cancelled', seatsHeld: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'pending'),
            eq(orders.seatsHeld, true),
            lt(orders.createdAt, cutoff),
          ),
        )
        .returning({ id: orders.id });
      return rows.map((row) => row.id);
    },

    /** Records the payment on the order; the row as it stands after the change. */
    async markPaymentReceived(id: number): Promise<OrderRow | undefined> {
      return this.update(id, { paymentStatus: 'received' });
    },

    async ownerEmail(orderId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId))
        .limit(1);
      return row?.email;
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
