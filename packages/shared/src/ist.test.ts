import { describe, expect, it } from 'vitest';
import { formatIstSession } from './ist';

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
