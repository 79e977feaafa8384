// How often sign-in, sign-up and password-reset calls may be tried, per account and per client address.
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

/** Counts every attempt and is cleared by a successful one, so it caps failures in a row. */
export const LOGIN_PER_ACCOUNT: RateLimitRule = {
  name: 'login-account',
  limit: 10,
  windowMs: 15 * MINUTE,
};
export const LOGIN_PER_IP: RateLimitRule = { name: 'login-ip', limit: 50, windowMs: 15 * MINUTE };
export const SIGNUP_PER_IP: RateLimitRule = { name: 'signup-ip', limit: 20, windowMs: 60 * MINUTE };
export const RESET_REQUEST_PER_IP: RateLimitRule = {
  name: 'reset-request-ip',
  limit: 10,
  windowMs: 15 * MINUTE,
};
/** Keeps anyone from flooding one mailbox with reset mails. */
export const RESET_REQUEST_PER_ACCOUNT: RateLimitRule = {
  name: 'reset-request-account',
  limit: 5,
  windowMs: 60 * MINUTE,
};
export const RESET_PER_IP: RateLimitRule = { name: 'reset-ip', limit: 20, windowMs: 15 * MINUTE };
