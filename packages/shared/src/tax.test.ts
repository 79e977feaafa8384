import { describe, expect, it } from 'vitest';
import { formatRupeesAndPaise } from './tax';

describe('rupees and paise display', () => {
  const intlRupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  const amounts = [
    0, 0.01, 0.5, 0.99, 1, 991.3, 2541.53, 12997, 100000.05, 1234567.89, 99999999.99,
  ];

  it.each([...amounts, ...amounts.slice(1).map((amount) => -amount)])(
    'writes %d as Intl.NumberFormat en-IN does',
    (amount) => {
      expect(formatRupeesAndPaise(amount)).toBe(intlRupeesAndPaise.format(amount));
    },
  );

  it('shows the paise of a tax line', () => {
    expect(formatRupeesAndPaise(2541.53)).toBe('₹2,541.53');
    expect(formatRupeesAndPaise(991.3)).toBe('₹991.30');
  });
});
