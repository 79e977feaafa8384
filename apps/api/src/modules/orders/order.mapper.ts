// Turns order rows and their item rows into the order JSON of the contract (order.shape.ts says how).
import type { Order } from '@kaushal/shared';
import { orderShape, type OrderItemRow, type OrderRow, type OrderSource } from './order.shape';

/**
 * What other modules keep of an order: its tax invoice, its credit note, its latest refund and when
 * its batches' last session ends.
 */
export type OrderRecords = Pick<
  OrderSource,
  'invoiceNumber' | 'creditNoteNumber' | 'refund' | 'lastSessionEndsAt'
>;

/** When the items' last session ends by their batches as ordered: as they stand for an order just placed. */
const lastSessionOrdered = (items: readonly OrderItemRow[]): Date | null => {
  const ends = items.flatMap((item) => item.batch.sessions.map((s) => Date.parse(s.endsAt)));
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
};

/** `records` are read after the transactions that made them (an order just placed has none). */
export const toOrder = (
  row: OrderRow,
  items: readonly OrderItemRow[],
  records: Partial<OrderRecords> = {},
): Order =>
  orderShape.read({
    ...row,
    itemRows: items,
    invoiceNumber: null,
    creditNoteNumber: null,
    refund: null,
    lastSessionEndsAt: lastSessionOrdered(items),
    ...records,
  });
