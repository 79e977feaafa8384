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
