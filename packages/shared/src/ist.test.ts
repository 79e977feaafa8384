import { describe, expect, it } from 'vitest';
import { hoursText, istDateRange, istDay } from './ist';

describe('certificate dates', () => {
  it('gives the IST day, which may be the next UTC day', () => {
    expect(istDay('2026-03-07T19:00:00.000Z')).toBe('8 March 2026');
  });

  it('gives one day once, or the first and last', () => {
    expect(istDateRange('2026-03-07T04:30:00.000Z', '2026-03-07T07:30:00.000Z')).toBe(
      '7 March 2026',
    );
    expect(istDateRange('2026-03-07T04:30:00.000Z', '2026-03-15T07:30:00.000Z')).toBe(
      '7 March 2026 – 15 March 2026',
    );
  });

  it('counts hours', () => {
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(7.5)).toBe('7.5 hours');
  });
});
