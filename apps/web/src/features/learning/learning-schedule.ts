// Where a learner's enrolments stand at a given moment: upcoming, past or cancelled, the countdown to
// the next session, and when the page must ask the server again (the joining link's window).
import type { BatchSession } from '@kaushal/shared/batch';
import type { Enrolment } from '@kaushal/shared/enrolment';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "Starts in 2 days 4 hours", "Starts in 3 hours 5 min", "Starts in 12 min", "Live now"; null when no
 * session is ahead. Whole units, rounded down, so the text never promises more time than is left.
 */
export function countdownText(sessions: readonly BatchSession[], now: number): string | null {
  const next = sessions.find((session) => Date.parse(session.endsAt) > now);
  if (!next) return null;
  const left = Date.parse(next.startsAt) - now;
  if (left <= 0) return 'Live now';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0)
    return `Starts in ${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''}`;
  if (hours > 0) return `Starts in ${plural(hours, 'hour')}${minutes ? ` ${minutes} min` : ''}`;
  return minutes > 0 ? `Starts in ${minutes} min` : 'Starts in less than a minute';
}

/** The session on now or next, with its place in the batch; undefined once all are over. */
export function currentOrNextSession(
  sessions: readonly BatchSession[],
  now: number,
): { session: BatchSession; index: number } | undefined {
  const index = sessions.findIndex((session) => Date.parse(session.endsAt) > now);
  return index === -1 ? undefined : { session: sessions[index]!, index };
}

export interface EnrolmentGroups {
  /** Sessions still ahead or under way, dates to be announced, or self-paced access still open; the soonest first. */
  upcoming: Enrolment[];
  /** Every session over, or the access ended; the most recent first. */
  past: Enrolment[];
  /** Ended with their order (cancelled or refunded). */
  cancelled: Enrolment[];
}

/**
 * When the enrolment is over: its last session's end, or a self-paced one's end of access; never for
 * lifetime access, nor for a batch whose dates are still to come.
 */
function lastEnd(enrolment: Enrolment): number {
  if (enrolment.workshop.format === 'self-paced') {
    return enrolment.accessEndsAt === null ? Infinity : Date.parse(enrolment.accessEndsAt);
  }
  const { sessions } = enrolment.batch;
  return sessions.length === 0
    ? Infinity
    : Math.max(...sessions.map((session) => Date.parse(session.endsAt)));
}

/** An enrolment is past once its batch's sessions, or a self-paced workshop's access, have ended. */
export function groupEnrolments(enrolments: readonly Enrolment[], now: number): EnrolmentGroups {
  const groups: EnrolmentGroups = { upcoming: [], past: [], cancelled: [] };
  for (const enrolment of enrolments) {
    if (enrolment.status === 'ended') groups.cancelled.push(enrolment);
    else if (lastEnd(enrolment) <= now) {
      groups.past.push(enrolment);
    } else groups.upcoming.push(enrolment);
  }
  // Undated batches sort after every dated one.
  const nextStart = (enrolment: Enrolment) =>
    enrolment.nextSessionAt ? Date.parse(enrolment.nextSessionAt) : Infinity;
  groups.upcoming.sort((a, b) => nextStart(a) - nextStart(b));
  groups.past.sort((a, b) => lastEnd(b) - lastEnd(a));
  return groups;
}

/**
 * When the server's answer about the joining link changes next: as the link appears
 * (`joiningLinkOpensAt`) or, while it shows, just after the session ends (the server keeps it up to and
 * including the end). Null when it never changes again.
 */
export function joiningLinkChangesAt(enrolment: Enrolment, now: number): number | null {
  if (enrolment.joiningLink) {
    const current = currentOrNextSession(enrolment.batch.sessions, now);
    return current ? Date.parse(current.session.endsAt) + 1000 : null;
  }
  return enrolment.joiningLinkOpensAt ? Date.parse(enrolment.joiningLinkOpensAt) : null;
}

/** "You attended 3 of 4 sessions" */
export function attendanceText(attended: number, total: number): string {
  return `You attended ${attended} of ${plural(total, 'session')}`;
}
