// When a batch takes enrolments: one definition for the seat counts, the shop's lists and its filters.
import { and, eq, gt, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { batches } from '../../db/schema';

/**
 * Not closed by an admin and its enrolment deadline (if any) still ahead of `now` (a placeholder in a
 * prepared statement).
 */
export const enrolmentOpen = (now: Date | Placeholder): SQL =>
  and(
    eq(batches.closed, false),
    or(isNull(batches.enrolmentClosesAt), gt(batches.enrolmentClosesAt, now)),
  ) as SQL;
