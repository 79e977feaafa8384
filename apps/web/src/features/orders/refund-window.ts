// When a paid order may still be refunded under the money-back guarantee: the server decides, this only
// says when to offer it (REFUND_WINDOW_DAYS from payment, before the first session, and before anyone
// attended or was certified on it).
import { REFUND_WINDOW_DAYS } from '@kaushal/shared/constants';
import { formatIstDate, formatIstTime } from '@kaushal/shared/ist';
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
  const deadline = guaranteeEnd(order.paidAt, sessionStartsOf(order, standing));
  return now.getTime() < deadline ? new Date(deadline) : null;
}

const sessionStartsOf = (order: Order, standing: OrderStanding | undefined): number[] =>
  (
    standing?.sessionStarts ??
    order.items.flatMap((item) => item.batch.sessions.map((session) => session.startsAt))
  ).map((start) => Date.parse(start));

/** The guarantee ends REFUND_WINDOW_DAYS after payment or when the first session starts. */
const guaranteeEnd = (paidAt: string, starts: number[]) =>
  Math.min(Date.parse(paidAt) + REFUND_WINDOW_DAYS * DAY_MS, ...starts);

const istMoment = (instant: number) =>
  `${formatIstDate(new Date(instant))}, ${formatIstTime(new Date(instant))} IST`;

/**
 * Why a paid order no longer offers "Request refund", in the buyer's words, or null when it still
 * does or the question does not arise (unpaid, cancelled, or a refund under way or made).
 */
export function refundClosedReason(
  order: Order,
  now: Date,
  standing?: OrderStanding,
): string | null {
  const paid = order.paymentStatus === 'received' && order.status !== 'cancelled';
  const { refund } = order;
  const open = !refund || (refund.kind === 'order' && refund.status === 'rejected');
  if (!paid || !open || !order.paidAt || refundRequestDeadline(order, now, standing)) return null;
  if (standing?.certified) return 'Refunds close once a certificate has been issued for the order.';
  if (standing?.attended) return 'Refunds close once a session of the order has been attended.';
  const starts = sessionStartsOf(order, standing);
  const end = guaranteeEnd(order.paidAt, starts);
  return starts.includes(end)
    ? `Refunds closed when the first session started: ${istMoment(end)}.`
    : `Refunds closed ${REFUND_WINDOW_DAYS} days after payment: ${istMoment(end)}.`;
}
