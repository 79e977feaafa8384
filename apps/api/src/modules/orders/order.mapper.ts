// Turns order rows and their item rows into the order JSON of the contract (order.shape.ts says how).
import type { Order } from '@kaushal/shared';
import { orderShape, type OrderItemRow, type OrderRow } from './order.shape';

export const toOrder = (row: OrderRow, items: readonly OrderItemRow[]): Order =>
  orderShape.read({ ...row, itemRows: items });
