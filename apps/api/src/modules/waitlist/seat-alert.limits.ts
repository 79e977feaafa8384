// How often one client address may sign up for seat alerts or use unsubscribe links: plenty for a
// shopper, too few to fill the lists with strangers' addresses or to guess tokens.
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

export const SEAT_ALERT_PER_IP: RateLimitRule = {
  name: 'seat-alert-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
};
export const SEAT_ALERT_UNSUBSCRIBE_PER_IP: RateLimitRule = {
  name: 'seat-alert-unsubscribe-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
};
