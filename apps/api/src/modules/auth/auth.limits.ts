// How often sign-in, sign-up and password-reset calls may be tried, per account and per client address.
// Login follows OWASP's Authentication Cheat Sheet: failures lock out one address for one account, never
// the account itself, so nobody can keep its owner out by failing on purpose.
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

/**
 * Attempts on one account from one address; counts every attempt and is cleared by a successful one, so
 * it caps failures in a row there.
 */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = {
  name: 'login-account-ip',
  limit: 10,
  windowMs: 15 * MINUTE,
};
/**
 * Passed by an address's first attempt on an account since its last success: tells an address that has
 * already guessed at the account from one that has not.
 */
export const LOGIN_FIRST_FROM_ADDRESS: RateLimitRule = {
  name: 'login-account-ip-first',
  limit: 1,
  windowMs: 15 * MINUTE,
};
/**
 * Attempts on one account from every address. Beyond it the account is under a storm of guesses: an
 * address that has already failed on it is refused, while one that has not (most likely the owner's)
 * still gets its try. A success does not clear it, as it says nothing about the other addresses.
 */
export const LOGIN_PER_ACCOUNT: RateLimitRule = {
  name: 'login-account',
  limit: 100,
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
