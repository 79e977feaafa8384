// A batch's roster as CSV for spreadsheets: one row per learner, one column per session (present or
// absent once the session has started, blank before).
import type { Readable } from 'node:stream';
import { istDay, nationalMobile, type BatchRoster, type RosterLearner } from '@kaushal/shared';
import { csvStream, type CsvColumn } from '../../lib/csv';

export function rosterCsv(roster: BatchRoster, now: Date): Readable {
  const columns: CsvColumn<RosterLearner>[] = [
    { header: 'Name', cell: (learner) => learner.name },
    { header: 'E-mail', cell: (learner) => learner.email },
    { header: 'Phone', cell: (learner) => nationalMobile(learner.phone) },
    { header: 'Order', cell: (learner) => learner.orderId },
    { header: 'Seat claimed', cell: (learner) => (learner.seatClaimed ? 'yes' : 'no') },
    ...roster.batch.sessions.map(({ startsAt }, index): CsvColumn<RosterLearner> => {
      const held = Date.parse(startsAt) <= now.getTime();
      return {
        header: `Session ${index + 1} (${istDay(startsAt)})`,
        cell: (learner) =>
          !held ? '' : learner.attendedSessions.includes(index) ? 'present' : 'absent',
      };
    }),
    { header: 'Certificate', cell: (learner) => learner.certificateCode ?? '' },
  ];
  return csvStream(columns, roster.learners);
}
