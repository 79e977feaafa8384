// An order's status in a learner's words: a course is confirmed and then completed, not dispatched
// and delivered. The API keeps the spec's status values; every page and mail a learner reads says
// them through learnerStatus (docs/product.md §4.4).
import { formatIstDate, formatIstTime } from './ist';
import type { Order } from './order';

export type LearnerStatusKind = 'awaiting' | 'confirmed' | 'completed' | 'cancelled' | 'refunded';

export interface LearnerStatus {
  kind: LearnerStatusKind;
  /** "Confirmed", or "Awaiting payment: pay by 18:21 IST or the seat is released". */
  text: string;
}

type StatusFacts = Pick<
  Order,
  'status' | 'paymentStatus' | 'payBy' | 'lastSessionEndsAt' | 'totalItems'
>;

/** "18:21 IST" on the day of `now` (IST), else "Sat 12 Dec, 18:21 IST". */
function payByText(payBy: string, now: Date): string {
  const sameDay = formatIstDate(payBy) === formatIstDate(now);
  return `${sameDay ? '' : `${formatIstDate(payBy)}, `}${formatIstTime(payBy)} IST`;
}

/** The order's status as the learner reads it at `now`. */
export function learnerStatus(order: StatusFacts, now: Date): LearnerStatus {
  if (order.paymentStatus === 'refunded') return { kind: 'refunded', text: 'Refunded' };
  if (order.status === 'cancelled') return { kind: 'cancelled', text: 'Cancelled' };
  if (order.paymentStatus === 'received') {
    const over =
      order.lastSessionEndsAt !== null && Date.parse(order.lastSessionEndsAt) <= now.getTime();
    return over
      ? { kind: 'completed', text: 'Completed' }
      : { kind: 'confirmed', text: 'Confirmed' };
  }
  if (order.payBy === null) return { kind: 'awaiting', text: 'Awaiting payment' };
  const seats = order.totalItems === 1 ? 'the seat is' : 'the seats are';
  return {
    kind: 'awaiting',
    text: `Awaiting payment: pay by ${payByText(order.payBy, now)} or ${seats} released`,
  };
}

/**
 * What each status value means for a course, as the admin's status choices say it: the values stay
 * the spec's, the words say what a learner sees and what happens to the seats.
 */
export const ORDER_STATUS_MEANINGS = {
  pending: 'Pending — awaiting payment, or confirmed',
  dispatched: 'Dispatched — confirmed, course under way',
  delivered: 'Delivered — course given',
  cancelled: 'Cancelled — seats released',
} as const;

/** The payment statuses an admin may set by hand: `refunded` follows only from a refund. */
export const PAYMENT_STATUS_MEANINGS = {
  pending: 'Pending — unpaid, seats held until the pay-by time',
  received: 'Received — paid, confirmed, seats kept',
} as const;
