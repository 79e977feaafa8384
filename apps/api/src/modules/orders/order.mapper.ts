// Turns order rows and their item rows into the order JSON of the contract (order.shape.ts says how).
import type { Order } from '@kaushal/shared';
import { orderShape, type OrderItemRow, type OrderRow } from './order.shape';

/** `invoiceNumber` is the order's tax invoice's, for an order read after its payment's transaction. */
export const toOrder = (
  row: OrderRow,
  items: readonly OrderItemRow[],
  invoiceNumber: string | null = null,
): Order => orderShape.read({ ...row, itemRows: items, invoiceNumber });
