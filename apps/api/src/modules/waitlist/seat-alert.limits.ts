// How often one client address may sign up for seat alerts or use unsubscribe links, and how often one
// mailbox may be signed up: plenty for a shopper, too few to fill the lists with strangers' addresses or
// to guess tokens.
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

export const SEAT_ALERT_PER_IP: RateLimitRule = {
  name: 'seat-alert-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
};
/**
 * Sign-ups naming one mailbox (mailboxOf), from anywhere: a shopper waits for a few workshops, while
 * `+tag` spellings of a stranger's address would each get their own mail when seats open.
 */
export const SEAT_ALERT_PER_MAILBOX: RateLimitRule = {
  name: 'seat-alert-mailbox',
  limit: 10,
  windowMs: 24 * 60 * MINUTE,
};
export const SEAT_ALERT_UNSUBSCRIBE_PER_IP: RateLimitRule = {
  name: 'seat-alert-unsubscribe-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
};
