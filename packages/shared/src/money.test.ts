import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian } from './money';

const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const intlGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

// Every magnitude up to a lakh crore, its neighbours, halves and negatives.
const values = [0, 0.4, 0.5, 1, 9, 10, 99.5, 999, 1000, 4999, 12345, 99999, 100000, 149999.5];
for (let power = 1; power <= 1e12; power *= 10)
  values.push(power - 1, power, power + 1, power * 7 + 3);
const allValues = [...values, ...values.map((value) => -value)];

describe('rupee display', () => {
  it.each(allValues)('writes %d as Intl.NumberFormat en-IN does', (value) => {
    expect(formatRupees(value)).toBe(intlRupees.format(value));
    expect(groupIndian(value)).toBe(intlGrouping.format(value));
  });

  it('groups the Indian way', () => {
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
  });
});
