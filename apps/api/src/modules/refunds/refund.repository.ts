// Refund queries: the refunds of an order, their state changes (each guarded by the state it leaves) and
// the JSON the order lists carry of them.
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refunds } from './refunds.tables';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
export type RefundStatus = RefundRow['status'];

/**
 * The order's latest refund as the order's JSON states it (or null), as a subquery on the order's id,
 * so the order lists built by the database carry it without a second query.
 */
export const refundOfOrderSql = (orderId: SQL): SQL => {
  // Named in full: inside the orders' query an unqualified name could be read as the order's.
  const column = (name: string) => sql`${sql.identifier('r')}.${sql.identifier(name)}`;
  const iso = (name: string) =>
    sql`to_char(${column(name)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`(select json_build_object(
    'kind', ${column('kind')},
    'status', ${column('status')},
    'reason', ${column('reason')},
    'note', ${column('decision_note')},
    'amount', (${column('amount_paise')} / 100.0)::float8,
    'requestedAt', ${iso('requested_at')},
    'processedAt', ${iso('processed_at')}
  ) from ${refunds} as r where ${column('order_id')} = ${orderId} order by ${column('id')} desc limit 1)`;
};

/** Whether the order has a refund request waiting for a decision, as a condition on the order's id. */
export const refundRequestedSql = (orderId: SQL): SQL =>
  sql`exists (select 1 from ${refunds} as r where r.order_id = ${orderId} and r.status = 'requested')`;

export function refundRepository(db: Database) {
  return {
    async find(id: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
      return row;
    },

    async latestOfOrder(orderId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(desc(refunds.id))
        .limit(1);
      return row;
    },

    /** The order's refund under the guarantee that is not a rejected request, if any. */
    async liveOfOrder(orderId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.orderId, orderId),
            eq(refunds.kind, 'order'),
            ne(refunds.status, 'rejected'),
          ),
        )
        .limit(1);
      return row;
    },

    /** The refund of a charge that is not a rejected request, if any. */
    async ofPayment(providerPaymentId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(
          and(eq(refunds.providerPaymentId, providerPaymentId), ne(refunds.status, 'rejected')),
        )
        .limit(1);
      return row;
    },

    /**
     * The refund the provider's notice may be about: the one with its refund id, or else the charge's
     * own; the caller checks that it is.
     */
    async findForProvider(
      providerPaymentId: string,
      providerRefundId: string,
    ): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(
          or(
            eq(refunds.providerRefundId, providerRefundId),
            and(eq(refunds.providerPaymentId, providerPaymentId), ne(refunds.status, 'rejected')),
          ),
        )
        .orderBy(desc(refunds.id))
        .limit(1);
      return row;
    },

    /** Inserts the refund; undefined when a unique index says this money is already being returned. */
    async insert(values: NewRefund): Promise<RefundRow | undefined> {
      const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Moves the refund on from one of `from`; undefined when it was not in any of them (any more). */
    async move(
      id: number,
      from: RefundStatus[],
      change: Partial<Omit<NewRefund, 'id' | 'orderId' | 'kind'>>,
    ): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), inArray(refunds.status, from)))
        .returning();
      return row;
    },
  };
}
