// Turns order rows and their item snapshots into the order JSON of the contract.
import type { Order } from '@kaushal/shared';
import type { OrderItemRow, OrderRow } from './order.repository';

export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    id: String(row.id),
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    items: items.map((item) => ({
      id: String(item.id),
      product: String(item.productId),
      title: item.title,
      thumbnail: item.thumbnail,
      brand: item.brand,
      price: item.unitPrice,
      quantity: item.quantity,
    })),
    totalAmount: row.totalAmount,
    totalItems: row.totalItems,
    user: String(row.userId),
    selectedAddress: row.shippingAddress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
