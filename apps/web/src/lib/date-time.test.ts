import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('admin date-times', () => {
  it('are written in IST with the zone named, whatever the browser’s zone', () => {
    // 18:45 UTC on 15 March is 00:15 on 16 March in IST.
    expect(formatDateTime('2026-03-15T18:45:00.000Z')).toBe('16 March 2026, 00:15 IST');
    expect(formatDateTime('2026-11-29T02:21:00.000Z')).toBe('29 November 2026, 07:51 IST');
  });
});
