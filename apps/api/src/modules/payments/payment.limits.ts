// How often payment results may be reported or test cards tried, per account and per client address:
// enough for a shopper retrying a checkout, far too few to guess a signature or a card.
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

export const PAYMENT_PER_ACCOUNT: RateLimitRule = {
  name: 'payment-account',
  limit: 20,
  windowMs: 15 * MINUTE,
};
export const PAYMENT_PER_IP: RateLimitRule = {
  name: 'payment-ip',
  limit: 120,
  windowMs: 15 * MINUTE,
};
