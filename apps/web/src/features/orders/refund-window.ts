// When a paid order may still be refunded under the money-back guarantee: the server decides, this only
// says when to offer it (REFUND_WINDOW_DAYS from payment, and before the first session).
import { REFUND_WINDOW_DAYS } from '@kaushal/shared/constants';
import type { Order } from '@kaushal/shared/order';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when My Orders offers "Request refund" for the order at `now`, or null when it does not: a paid
 * order without a refund under way, before the guarantee's end.
 */
export function refundRequestDeadline(order: Order, now: Date): Date | null {
  const { refund } = order;
  const paid = order.paymentStatus === 'received' && order.status !== 'cancelled';
  const open = !refund || (refund.kind === 'order' && refund.status === 'rejected');
  if (!paid || !open || !order.paidAt) return null;
  const ends = [Date.parse(order.paidAt) + REFUND_WINDOW_DAYS * DAY_MS];
  for (const item of order.items) {
    const first = item.batch.sessions[0];
    if (first) ends.push(Date.parse(first.startsAt));
  }
  const deadline = Math.min(...ends);
  return now.getTime() < deadline ? new Date(deadline) : null;
}
