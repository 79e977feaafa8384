// Turns batch rows into the batch JSON of the contracts: as shoppers, admins and order items see them.
import type { AdminBatch, Batch, BatchStatus, OrderedBatch } from '@kaushal/shared';
import type { BatchRow } from './batch.repository';

type OrderedBatchRow = Pick<BatchRow, 'id' | 'name' | 'mode' | 'venue' | 'sessions'>;

/** Whether the batch takes enrolments at `now`: the process's reading of batch.conditions.ts. */
export function statusOf(row: BatchRow, now: Date): BatchStatus {
  if (row.closed) return 'closed';
  if (row.enrolmentClosesAt && row.enrolmentClosesAt <= now) return 'enrolment-closed';
  return row.seatsTaken >= row.capacity ? 'full' : 'open';
}

export const toOrderedBatch = (row: OrderedBatchRow): OrderedBatch => ({
  id: String(row.id),
  name: row.name,
  mode: row.mode,
  venue: row.venue,
  sessions: row.sessions.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
});

/** Seats left count only while the batch takes enrolments: a closed batch has none to sell. */
export function toBatch(row: BatchRow, now: Date): Batch {
  const status = statusOf(row, now);
  return {
    ...toOrderedBatch(row),
    seatsLeft: status === 'open' ? row.capacity - row.seatsTaken : 0,
    enrolmentClosesAt: row.enrolmentClosesAt?.toISOString() ?? null,
  };
}

export function toAdminBatch(row: BatchRow, now: Date): AdminBatch {
  return {
    ...toBatch(row, now),
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    joiningLink: row.joiningLink,
    attendancePercentRequired: row.attendancePercentRequired,
    closed: row.closed,
    status: statusOf(row, now),
  };
}
