// How the admin table shows order fields: status labels, their badge colours (docs/product.md §4.4) and times.
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

const PAYMENT_METHOD_LABELS: Record<Order['paymentMethod'], string> = { card: 'Card', upi: 'UPI' };

export function paymentMethodLabel(method: Order['paymentMethod']): string {
  return PAYMENT_METHOD_LABELS[method];
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
