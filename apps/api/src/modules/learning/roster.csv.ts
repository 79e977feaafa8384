// A batch's roster as CSV for spreadsheets: one row per learner, one column per session.
import type { Readable } from 'node:stream';
import { istDay, type BatchRoster, type RosterLearner } from '@kaushal/shared';
import { csvStream, type CsvColumn } from '../../lib/csv';

export function rosterCsv(roster: BatchRoster): Readable {
  const columns: CsvColumn<RosterLearner>[] = [
    { header: 'Name', cell: (learner) => learner.name },
    { header: 'E-mail', cell: (learner) => learner.email },
    { header: 'Phone', cell: (learner) => learner.phone },
    { header: 'Order', cell: (learner) => learner.orderId },
    { header: 'Seat claimed', cell: (learner) => (learner.seatClaimed ? 'yes' : 'no') },
    ...roster.batch.sessions.map(({ startsAt }, index): CsvColumn<RosterLearner> => ({
      header: `Session ${index + 1} (${istDay(startsAt)})`,
      cell: (learner) => (learner.attendedSessions.includes(index) ? 'present' : 'absent'),
    })),
    { header: 'Certificate', cell: (learner) => learner.certificateCode ?? '' },
  ];
  return csvStream(columns, roster.learners);
}
