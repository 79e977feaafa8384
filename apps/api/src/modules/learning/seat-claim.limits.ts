// How often seat links may be tried and sent: plenty for a person claiming their seat or a buyer naming
// their attendees, too few to guess tokens or to flood someone's mailbox with claim mails.
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

export const SEAT_CLAIM_PER_IP: RateLimitRule = {
  name: 'seat-claim-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
};
/** Each naming of an attendee sends a mail. */
export const SEAT_GIFT_PER_ACCOUNT: RateLimitRule = {
  name: 'seat-gift-account',
  limit: 20,
  windowMs: 60 * MINUTE,
};
/** Seats given from one client network (clientNetwork), by whichever buyers: a few offices' worth. */
export const SEAT_GIFT_PER_NETWORK: RateLimitRule = {
  name: 'seat-gift-network',
  limit: 50,
  windowMs: 60 * MINUTE,
};
/** One person is sent a seat a few times at most, by whichever buyers, counted by mailbox (mailboxOf). */
export const SEAT_GIFT_PER_MAILBOX: RateLimitRule = {
  name: 'seat-gift-mailbox',
  limit: 5,
  windowMs: 60 * MINUTE,
};
