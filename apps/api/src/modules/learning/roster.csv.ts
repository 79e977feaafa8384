// A batch's roster as CSV (RFC 4180) for spreadsheets: a byte-order mark so Excel reads UTF-8, one row
// per learner, one column per session, streamed row by row.
import { Readable } from 'node:stream';
import { istDay, type BatchRoster } from '@kaushal/shared';

/**
 * One field: quoted when it holds a comma, quote or line break (quotes doubled). Text a spreadsheet
 * would run as a formula (=, +, -, @ first) is prefixed with an apostrophe, so a learner's name cannot
 * become one; the phone column starts with + and is left as it is.
 */
export function csvField(value: string, formulaSafe = true): string {
  const safe = formulaSafe && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvRow = (fields: string[]) => `${fields.join(',')}\r\n`;

export function rosterCsv(roster: BatchRoster): Readable {
  const sessions = roster.batch.sessions;
  async function* rows() {
    yield '\uFEFF';
    yield csvRow(
      [
        'Name',
        'E-mail',
        'Phone',
        'Order',
        'Seat claimed',
        ...sessions.map(({ startsAt }, index) => `Session ${index + 1} (${istDay(startsAt)})`),
        'Certificate',
      ].map((field) => csvField(field)),
    );
    for (const learner of roster.learners) {
      yield csvRow([
        csvField(learner.name),
        csvField(learner.email),
        csvField(learner.phone, false),
        csvField(learner.orderId),
        learner.seatClaimed ? 'yes' : 'no',
        ...sessions.map((_, index) =>
          learner.attendedSessions.includes(index) ? 'present' : 'absent',
        ),
        csvField(learner.certificateCode ?? ''),
      ]);
    }
  }
  return Readable.from(rows());
}
