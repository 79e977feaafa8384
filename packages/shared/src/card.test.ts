import { describe, expect, it } from 'vitest';
import { cardHasExpired, passesLuhn } from './card';
import { TEST_CARDS } from './constants';

describe('passesLuhn', () => {
  it('accepts the test cards and other well-known valid numbers', () => {
    for (const number of [
      ...Object.values(TEST_CARDS),
      '5555 5555 5555 4444',
      '3782 822463 10005',
      '6011 1111 1111 1117',
    ]) {
      expect(passesLuhn(number.replace(/\s/g, '')), number).toBe(true);
    }
  });

  it('refuses a number with one digit changed or two neighbours swapped', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111111111111121')).toBe(false);
    expect(passesLuhn('1411111111111111')).toBe(false);
  });

  it('refuses anything that is not digits only', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
    expect(passesLuhn('411111111111111a')).toBe(false);
  });
});

describe('cardHasExpired', () => {
  const at = (iso: string) => new Date(iso);

  it('keeps a card good through the last day of its month in IST', () => {
    // 30 Nov 2026 23:59 IST is 18:29 UTC.
    expect(cardHasExpired('11/26', at('2026-11-30T18:29:00Z'))).toBe(false);
    // 1 Dec 2026 00:00 IST is still 30 Nov in UTC.
    expect(cardHasExpired('11/26', at('2026-11-30T18:30:00Z'))).toBe(true);
  });

  it('compares years before months', () => {
    const now = at('2026-06-15T12:00:00Z');
    expect(cardHasExpired('12/25', now)).toBe(true);
    expect(cardHasExpired('05/26', now)).toBe(true);
    expect(cardHasExpired('06/26', now)).toBe(false);
    expect(cardHasExpired('01/27', now)).toBe(false);
    expect(cardHasExpired('12/30', now)).toBe(false);
  });
});
