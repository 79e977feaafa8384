// Turns order rows and their item rows into the order JSON of the contract (order.shape.ts says how).
import type { Order } from '@kaushal/shared';
import { orderShape, type OrderItemRow, type OrderRow, type OrderSource } from './order.shape';

/** What other modules keep of an order: its tax invoice, its credit note and its latest refund. */
export type OrderRecords = Pick<OrderSource, 'invoiceNumber' | 'creditNoteNumber' | 'refund'>;

const noRecords: OrderRecords = { invoiceNumber: null, creditNoteNumber: null, refund: null };

/** `records` are read after the transactions that made them (an order just placed has none). */
export const toOrder = (
  row: OrderRow,
  items: readonly OrderItemRow[],
  records: Partial<OrderRecords> = {},
): Order => orderShape.read({ ...row, itemRows: items, ...noRecords, ...records });
