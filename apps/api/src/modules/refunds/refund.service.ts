// The refunds module's records, for the refund workflow (modules/workflows) and for the order JSON that
// shows a refund.
import type { OrderRefund } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { refundRepository, type RefundRow } from './refund.repository';

export type { RefundRow };
// The orders module lists each order's latest refund from these, in the queries that build its lists.
export { refundOfOrderSql, refundRequestedSql } from './refund.repository';

/** The refund as the order's JSON states it: the same fields refundOfOrderSql writes. */
export const toOrderRefund = (row: RefundRow): OrderRefund => ({
  kind: row.kind,
  status: row.status,
  reason: row.reason,
  note: row.decisionNote,
  amount: row.amountPaise / 100,
  requestedAt: row.requestedAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
});

/** The order's latest refund, or null. */
export async function refundOfOrder(db: Database, orderId: number): Promise<OrderRefund | null> {
  const row = await refundRepository(db).latestOfOrder(orderId);
  return row ? toOrderRefund(row) : null;
}

/**
 * Refunds as records: found, inserted once per sum of money returned, and moved on only from the
 * statuses a step expects. When each happens is the refund workflow's to decide.
 */
export function refundService(db: Database) {
  // The repository's operations are already these records' rules (a status moves on only from the
  // ones named), so the service hands them out as they are.
  return refundRepository(db);
}
