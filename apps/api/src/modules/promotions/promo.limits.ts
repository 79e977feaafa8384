// How often a shopper may try promo codes: plenty for someone typing the code they were given (and a
// typo or two), too few to guess codes. Every try counts, right or wrong: counting only wrong ones
// would have to read before it counts, and 300 guesses sent at once would all read "none yet".
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

export const PROMO_TRIES_PER_ACCOUNT: RateLimitRule = {
  name: 'promo-account',
  limit: 10,
  windowMs: 15 * MINUTE,
};
/** A few shoppers behind one office or college network; not an attacker's many free accounts. */
export const PROMO_TRIES_PER_NETWORK: RateLimitRule = {
  name: 'promo-network',
  limit: 30,
  windowMs: 15 * MINUTE,
};
