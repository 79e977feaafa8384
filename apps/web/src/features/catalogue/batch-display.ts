// How batches read to shoppers: mode and venue, dates in IST, and the seats left.
import type { Batch } from '@kaushal/shared/batch';
import { formatSession } from '../../lib/ist-time';
import { DATES_TBA } from './product-display';

/** The batch and seat count picked on a course page; without a batch the server takes the next. */
export interface SeatChoice {
  batch?: string;
  quantity?: number;
}

/** Under this many seats left, the count is shown as scarce. */
export const FEW_SEATS = 5;

/** One line per session, or the promise of dates to come. */
export function sessionLines(batch: Pick<Batch, 'sessions'>): string[] {
  return batch.sessions.length > 0
    ? batch.sessions.map((session) => formatSession(session.startsAt, session.endsAt))
    : [DATES_TBA];
}

/** 'Sold out', 'Only 3 seats left' (scarce) or '12 seats left'. */
export function seatsText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Sold out';
  const seats = seatsLeft === 1 ? '1 seat' : `${seatsLeft} seats`;
  return seatsLeft <= FEW_SEATS ? `Only ${seats} left` : `${seats} left`;
}

/** "90 minutes", "2 hours", "2.5 hours": a session's length. */
function lengthText(minutes: number): string {
  if (minutes % 60 !== 0 && (minutes < 120 || minutes % 30 !== 0)) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

const sessionMinutes = ({ startsAt, endsAt }: { startsAt: string; endsAt: string }) =>
  Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);

/**
 * What a workshop's page says of its length and mode, from the batches on offer, so it never
 * contradicts them: "Duration: 2 sessions of 2 hours", "Mode: Live online". A typed line saying
 * either gives way to these.
 */
export function batchFacts(batches: readonly Pick<Batch, 'mode' | 'venue' | 'sessions'>[]) {
  const dated = batches.filter((batch) => batch.sessions.length > 0);
  const counts = [...new Set(dated.map((batch) => batch.sessions.length))].sort((a, b) => a - b);
  const lengths = [...new Set(dated.flatMap((batch) => batch.sessions.map(sessionMinutes)))].sort(
    (a, b) => a - b,
  );
  const sessions =
    counts.length === 0
      ? undefined
      : counts.length === 1
        ? counts[0] === 1
          ? '1 session'
          : `${counts[0]} sessions`
        : `${counts[0]} to ${counts.at(-1)} sessions`;
  const length =
    lengths.length === 0
      ? ''
      : lengths.length === 1
        ? ` of ${lengthText(lengths[0]!)}`
        : ` of ${lengthText(lengths[0]!)} to ${lengthText(lengths.at(-1)!)}`;
  const venues = [...new Set(batches.flatMap((batch) => (batch.venue ? [batch.venue] : [])))];
  const modes = new Set(batches.map((batch) => batch.mode));
  const inPerson = venues.length > 0 ? `In person at ${venues.join('; ')}` : 'In person';
  const mode =
    modes.size === 0
      ? undefined
      : modes.size === 2
        ? `Live online, or ${inPerson.charAt(0).toLowerCase()}${inPerson.slice(1)}`
        : modes.has('online')
          ? 'Live online'
          : inPerson;
  return {
    lines:
      batches.length === 0
        ? [`Duration and mode: announced with the next batch`]
        : [
            `Duration: ${sessions ? `${sessions}${length}` : 'announced with the dates'}`,
            `Mode: ${mode}`,
          ],
    /** Whether a typed detail line says what these lines say. */
    replaces: (line: string) => /^\s*(duration|mode)\s*:/i.test(line),
  };
}
