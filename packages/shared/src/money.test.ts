import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian, parseRupees } from './money';

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

describe('rupee amounts typed as text', () => {
  it.each([
    ['4999', 4999],
    ['₹4,999', 4999],
    ['₹4,999.50', 4999.5],
    ['4,999.5', 4999.5],
    [' ₹ 1 ', 1],
    ['Rs. 10,00,000', 1_000_000],
    ['inr 1,000,000.05', 1_000_000.05],
  ])('reads %j as %d', (text, rupees) => {
    expect(parseRupees(text)).toBe(rupees);
  });

  it.each([
    '',
    '₹',
    '4e3',
    '-500',
    '+5',
    '4,99',
    '49,99,9',
    '1.234',
    '1.2.3',
    '0x10',
    '5 000',
    'free',
  ])('is not a plain amount: %j', (text) => {
    expect(parseRupees(text)).toBeNaN();
  });

  it('takes numbers as they are, for the schema to judge', () => {
    expect(parseRupees(4000)).toBe(4000);
    expect(parseRupees(-5)).toBe(-5);
  });
});
