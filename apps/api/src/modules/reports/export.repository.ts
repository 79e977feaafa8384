// The exports' reads: orders and customers a page at a time, each page taken after the last row of the
// one before (keyset), so rows inserted meanwhile neither repeat nor shift a row out of the file.
import type { OrderRefund } from '@kaushal/shared';
import type { OrderTaxRow } from '../tax/order-tax.service';
import type { ShippingAddress } from './reports.read-model';
import { and, asc, desc, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { orders, refunds, users } from './reports.read-model';
import { ORDER_PAID, ORDER_PAID_PAISE, ORDER_REFUND_PROCESSED } from './revenue.sql';
import { invoiceNumberOfOrderSql } from '../invoices/invoice.service';
import { refundOfOrderSql, refundRequestedSql } from '../refunds/refund.service';
import { accountsMatching } from '../users/user.service';

/** Rows per read: enough that a big export is a few hundred round trips, few enough to stay small. */
export const EXPORT_PAGE_SIZE = 500;

// The admin list's sort columns, each with the type its key is read back as.
const sortKeys = {
  id: { column: orders.id, type: sql`integer` },
  totalAmount: { column: orders.totalPaise, type: sql`integer` },
  createdAt: { column: orders.createdAt, type: sql`timestamptz` },
  updatedAt: { column: orders.updatedAt, type: sql`timestamptz` },
} as const;
export type OrderExportSort = keyof typeof sortKeys;

/** Where the last page ended: its sort key as the database wrote it (exact, to the microsecond). */
export interface OrderCursor {
  key: string;
  id: number;
}

export interface OrderExportRow {
  id: number;
  createdAt: Date;
  paidAt: Date | null;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  subtotal: number;
  discountPaise: number;
  totalPaise: number;
  tax: OrderTaxRow | null;
  items: unknown;
  shippingAddress: ShippingAddress;
  customerName: string | null;
  customerEmail: string;
  promoCode: string | null;
  paymentReference: string | null;
  /** The order's latest refund, as its JSON states it. */
  refund: OrderRefund | null;
  creditNoteNumber: string | null;
  sortKey: string;
}

export interface CustomerExportRow {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  createdAt: Date;
  paidOrders: number;
  lifetimePaise: string;
}

export function exportRepository(db: Database) {
  return {
    /** The next page of orders in the list's order, with their customer and promo code. */
    /** The next page of orders after `after`; with `refundRequested`, only those awaiting a decision. */
    ordersAfter(
      sort: OrderExportSort,
      order: 'asc' | 'desc',
      refundRequested: boolean,
      after: OrderCursor | undefined,
    ): Promise<OrderExportRow[]> {
      const { column, type } = sortKeys[sort];
      const direction = order === 'asc' ? asc : desc;
      const beyond = order === 'asc' ? sql`>` : sql`<`;
      return db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
          subtotal: orders.subtotal,
          discountPaise: orders.discountPaise,
          totalPaise: orders.totalPaise,
          tax: orders.tax,
          items: orders.items,
          shippingAddress: orders.shippingAddress,
          customerName: users.name,
          customerEmail: users.email,
          promoCode: orders.promoCode,
          paymentReference: orders.paymentReference,
          refund: sql<OrderRefund | null>`${refundOfOrderSql(sql`${orders.id}`)}`,
          creditNoteNumber: sql<
            string | null
          >`${invoiceNumberOfOrderSql(sql`${orders.id}`, 'credit_note')}`,
          sortKey: sql<string>`${column}::text`,
        })
        .from(orders)
        .innerJoin(users, sql`${users.id} = ${orders.userId}`)
        .where(
          and(
            after &&
              sql`(${column}, ${orders.id}) ${beyond} (${after.key}::${type}, ${after.id}::integer)`,
            refundRequested ? refundRequestedSql(sql`${orders.id}`) : undefined,
          ),
        )
        .orderBy(direction(column), direction(orders.id))
        .limit(EXPORT_PAGE_SIZE);
    },

    /**
     * The next page of customers (shoppers' accounts) by id, each with their paid orders and what they
     * have paid in all, in paise, less the order refunds processed.
     */
    async customersAfter(afterId: number, q: string | undefined): Promise<CustomerExportRow[]> {
      // Written out: in a select from one table Drizzle leaves columns unqualified, which the
      // correlated subqueries would read as their own tables' columns.
      const rows = await rowsOf<Omit<CustomerExportRow, 'createdAt'> & { joinedMs: number }>(
        db,
        sql`
        select "users"."id", "users"."name", "users"."email", "users"."phone",
          (extract(epoch from "users"."created_at") * 1000)::float8 as "joinedMs",
          (select count(*)::int from ${orders}
            where "orders"."user_id" = "users"."id" and ${ORDER_PAID}) as "paidOrders",
          ((select coalesce(sum(${ORDER_PAID_PAISE}), 0) from ${orders}
              where "orders"."user_id" = "users"."id" and ${ORDER_PAID})
            - (select coalesce(sum(${refunds.amountPaise}), 0)
              from ${refunds} join ${orders} on "orders"."id" = ${refunds.orderId}
              where "orders"."user_id" = "users"."id" and ${ORDER_REFUND_PROCESSED}))::text as "lifetimePaise"
        from ${users}
        where ${and(sql`"users"."role" = 'user' and "users"."id" > ${afterId}`, accountsMatching(q))}
        order by "users"."id"
        limit ${EXPORT_PAGE_SIZE}`,
      );
      return rows.map(({ joinedMs, ...row }) => ({ ...row, createdAt: new Date(joinedMs) }));
    },
  };
}
