import { describe, expect, it } from 'vitest';
import { formatAmount, formatChange, formatDay, formatFullDay } from './dashboard-format';

describe('dashboard figures', () => {
  it('writes a change with its direction, and none when there was nothing before', () => {
    expect(formatChange(12.5)).toBe('▲ 12.5%');
    expect(formatChange(-3)).toBe('▼ 3%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(null)).toBe('—');
  });

  it('writes rupees with paise in Indian grouping', () => {
    expect(formatAmount(123456.7)).toBe('₹1,23,456.70');
    expect(formatAmount(0)).toBe('₹0.00');
  });

  it('writes a day as the calendar day it names, whatever the browser’s time zone', () => {
    expect(formatDay('2026-03-01')).toBe('1 Mar');
    expect(formatFullDay('2026-12-31')).toBe('31 Dec 2026');
  });
});
