import { describe, expect, it } from 'vitest';
import { formatIstSession, hoursText, istDateRange, istDay } from './ist';

describe('IST session text', () => {
  it('writes a session in IST, naming both days when it runs past midnight', () => {
    // 04:30 UTC is 10:00 IST; 18:00 UTC on the 12th is 23:30 IST.
    expect(formatIstSession('2026-12-12T04:30:00Z', '2026-12-12T07:30:00Z')).toBe(
      'Sat 12 Dec, 10:00–13:00 IST',
    );
    expect(formatIstSession('2026-12-12T18:00:00Z', '2026-12-12T19:30:00Z')).toBe(
      'Sat 12 Dec, 23:30–Sun 13 Dec, 01:00 IST',
    );
    expect(formatIstSession(new Date('2026-12-31T20:00:00Z'), '2026-12-31T21:00:00Z')).toBe(
      'Fri 1 Jan, 01:30–02:30 IST',
    );
  });
});

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
