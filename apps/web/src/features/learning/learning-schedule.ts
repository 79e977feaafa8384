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
  /** Sessions still ahead or under way, or dates to be announced; the soonest first. */
  upcoming: Enrolment[];
  /** Every session over; the most recent first. */
  past: Enrolment[];
  /** Ended with their order (cancelled or refunded). */
  cancelled: Enrolment[];
}

const lastEnd = (enrolment: Enrolment) =>
  Math.max(...enrolment.batch.sessions.map((session) => Date.parse(session.endsAt)));

/** A batch is past once all its sessions have ended; a batch without dates is still to come. */
export function groupEnrolments(enrolments: readonly Enrolment[], now: number): EnrolmentGroups {
  const groups: EnrolmentGroups = { upcoming: [], past: [], cancelled: [] };
  for (const enrolment of enrolments) {
    if (enrolment.status === 'ended') groups.cancelled.push(enrolment);
    else if (enrolment.batch.sessions.length > 0 && lastEnd(enrolment) <= now) {
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
