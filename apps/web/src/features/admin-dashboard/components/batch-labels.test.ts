import { describe, expect, it } from 'vitest';
import { batchLabels } from './dashboard-charts';

const batch = (batchId: string, workshop: string, name: string, startsAt: string | null) => ({
  batchId,
  workshop,
  batch: name,
  startsAt,
  capacity: 30,
  seatsTaken: 10,
});

describe('the seats chart’s batch labels', () => {
  it('names each batch by workshop and start day, and by its name where two would read alike', () => {
    const labels = batchLabels([
      batch('1', 'Excel', 'Morning batch', '2026-12-12T04:30:00.000Z'),
      batch('2', 'Excel', 'Evening batch', '2026-12-12T12:30:00.000Z'),
      batch('3', 'Python', 'Weekend batch', '2026-12-13T04:30:00.000Z'),
      batch('4', 'Python', 'Dates to be announced', null),
    ]);
    expect(new Set(labels).size).toBe(4);
    expect(labels[2]).toBe('Python\n13 Dec');
    expect(labels[3]).toBe('Python\nDates to be announced');
    expect(labels[0]).toContain('Morning batch');
    expect(labels[1]).toContain('Evening batch');
  });
});
