// How many orders one account may place: enough to change a cart and order again many times, too few to
// keep workshops' seats held by ordering over and over.
import type { RateLimitRule } from '../../lib/rate-limiter';

export const ORDERS_PER_ACCOUNT: RateLimitRule = {
  name: 'orders-account',
  limit: 10,
  windowMs: 60 * 60_000,
};
