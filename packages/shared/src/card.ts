// Checks a card form makes before anything is charged, shared so the test gateway's server and its
// form in the browser refuse the same cards with the same words.
import { istClock } from './ist';

export const CARD_NUMBER_INVALID_MESSAGE = 'Card number is not valid';
export const CARD_EXPIRED_MESSAGE = 'This card has expired';

/** The Luhn (mod 10) check digit every payment card number carries; `digits` holds digits only. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    // Every second digit from the right is doubled; a two-digit product counts as its digit sum.
    const counted = index % 2 === 1 ? digit * 2 : digit;
    sum += counted > 9 ? counted - 9 : counted;
  }
  return sum % 10 === 0;
}

/**
 * Whether a card printed with `expiry` (MM/YY) has expired at `now`. A card is good through the last
 * day of its month; the month is read in IST, the shop's time, so the answer does not depend on the
 * server's or the browser's zone.
 */
export function cardHasExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const expiryMonths = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1;
  const today = istClock(now);
  return expiryMonths < today.getUTCFullYear() * 12 + today.getUTCMonth();
}
