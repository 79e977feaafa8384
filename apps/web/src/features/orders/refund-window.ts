// When a paid order may still be refunded under the money-back guarantee: the server decides, this only
// says when to offer it (REFUND_WINDOW_DAYS from payment, before the first session, and before anyone
// attended or was certified on it).
import { REFUND_WINDOW_DAYS } from '@kaushal/shared/constants';
import type { Order } from '@kaushal/shared/order';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the order's seats say of it now (its learners' enrolments): its batches' session starts as the
 * batches stand, which may differ from the order's copy of them, and whether anyone was marked present
 * or given a certificate.
 */
export interface OrderStanding {
  sessionStarts: string[];
  attended: boolean;
  certified: boolean;
}

/**
 * Until when My Orders offers "Request refund" for the order at `now`, or null when it does not: a paid
 * order without a refund under way, before the guarantee's end. Without `standing` the order's copy of
 * its batches is all there is to go by.
 */
export function refundRequestDeadline(
  order: Order,
  now: Date,
  standing?: OrderStanding,
): Date | null {
  const { refund } = order;
  const paid = order.paymentStatus === 'received' && order.status !== 'cancelled';
  const open = !refund || (refund.kind === 'order' && refund.status === 'rejected');
  if (!paid || !open || !order.paidAt || standing?.attended || standing?.certified) return null;
  const starts =
    standing?.sessionStarts ??
    order.items.flatMap((item) => item.batch.sessions.map((session) => session.startsAt));
  const deadline = Math.min(
    Date.parse(order.paidAt) + REFUND_WINDOW_DAYS * DAY_MS,
    ...starts.map((start) => Date.parse(start)),
  );
  return now.getTime() < deadline ? new Date(deadline) : null;
}
