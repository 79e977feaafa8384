import { describe, expect, it } from 'vitest';
import { formatDate, formatSession, formatStart, fromIstInput, toIstInput } from './ist-time';

describe('IST formatting', () => {
  it('shows a UTC instant on the IST wall clock', () => {
    expect(formatDate('2027-01-10T04:30:00.000Z')).toBe('Sun 10 Jan');
    expect(formatStart('2027-01-09T04:30:00Z')).toBe('Sat 9 Jan, 10:00 IST');
    expect(formatSession('2027-01-09T04:30:00Z', '2027-01-09T06:30:00Z')).toBe(
      'Sat 9 Jan, 10:00–12:00 IST',
    );
  });

  it('moves to the next day after 18:30 UTC', () => {
    expect(formatDate('2027-01-09T18:30:00Z')).toBe('Sun 10 Jan');
    expect(formatSession('2027-01-09T17:30:00Z', '2027-01-09T19:30:00Z')).toBe(
      'Sat 9 Jan, 23:00–Sun 10 Jan, 01:00 IST',
    );
  });

  it('reads and writes datetime-local values in IST', () => {
    expect(toIstInput('2027-01-09T04:30:00.000Z')).toBe('2027-01-09T10:00');
    expect(Date.parse(fromIstInput('2027-01-09T10:00'))).toBe(Date.parse('2027-01-09T04:30:00Z'));
  });
});
