// How the admin table shows order fields: status labels and their badge colours (docs/product.md §4.4).
import type { Order, OrderStatus, PaymentStatus } from '@kaushal/shared/order';
import type { BadgeTone } from '../../components/ui/badge';

// The shared package's lists, restated so the table does not pull the Zod contracts in for them;
// the Record types make the type checker fail if a status is ever added there and not here.
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  received: 'Received',
  refunded: 'Refunded',
};

/** The refund badge of an order in the table, or null: what the admin has to act on or should know. */
export function refundBadge(order: Order): { label: string; tone: BadgeTone } | null {
  const { refund } = order;
  if (refund?.kind === 'order' && refund.status === 'requested') {
    return { label: 'Refund requested', tone: 'accent' };
  }
  if (refund?.status === 'failed') return { label: 'Refund failed', tone: 'danger' };
  if (refund?.status === 'processing') return { label: 'Refund processing', tone: 'neutral' };
  if (refund?.kind === 'duplicate_payment' && refund.status === 'processed') {
    return { label: 'Refunded automatically', tone: 'neutral' };
  }
  // Paid for, yet cancelled: the money has to go back (docs/product.md §4.5).
  if (order.needsRefund) return { label: 'Refund due', tone: 'danger' };
  return null;
}

const STATUS_TONES: Record<OrderStatus | PaymentStatus, BadgeTone> = {
  pending: 'purple',
  dispatched: 'accent',
  delivered: 'success',
  received: 'success',
  refunded: 'neutral',
  cancelled: 'danger',
};

export function statusTone(status: OrderStatus | PaymentStatus): BadgeTone {
  return STATUS_TONES[status];
}
