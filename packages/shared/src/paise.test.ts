import { describe, expect, it } from 'vitest';
import { formatRupeesAndPaise } from './paise';

describe('rupees with paise', () => {
  it('writes paise as two digits and whole rupees without them', () => {
    expect(formatRupeesAndPaise(299.9)).toBe('₹299.90');
    expect(formatRupeesAndPaise(2699.1)).toBe('₹2,699.10');
    expect(formatRupeesAndPaise(123456.05)).toBe('₹1,23,456.05');
    expect(formatRupeesAndPaise(300)).toBe('₹300');
    expect(formatRupeesAndPaise(-0.5)).toBe('-₹0.50');
  });
});
