// How often sign-in, sign-up and password-reset calls may be tried, per account and per client address.
// Login follows OWASP's Authentication Cheat Sheet: failures lock out one address for one account, never
// the account itself, so nobody can keep its owner out by failing on purpose. Client addresses are
// counted by network (an IPv6 address by its /64: clientNetwork).
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
 * Failed passwords on one account from every address (docs/decisions/0058). Past its limit the account
 * is being guessed at: a password from a network the account has not signed in from then needs a link
 * mailed to the owner as well, so guessing from ever new addresses stops there, while nobody is locked
 * out. A success does not clear it, as it says nothing about the other addresses. The limit is
 * SIGN_IN_FAILURES_PER_ACCOUNT.
 */
export const loginFailuresPerAccount = (limit: number): RateLimitRule => ({
  name: 'login-account-failures',
  limit,
  windowMs: 60 * MINUTE,
});
/**
 * Sign-in links mailed to one mailbox (mailboxOf), whichever of its spellings' accounts they are for;
 * past it the login still answers alike, but mails nothing.
 */
export const SIGN_IN_LINK_PER_MAILBOX: RateLimitRule = {
  name: 'sign-in-link-mailbox',
  limit: 5,
  windowMs: 60 * MINUTE,
};
/** Attempts to use a sign-in link from one address. */
export const SIGN_IN_LINK_USE_PER_IP: RateLimitRule = {
  name: 'sign-in-link-ip',
  limit: 20,
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
