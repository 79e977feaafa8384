// When a batch takes enrolments: one definition for the seat counts, the shop's lists and its filters.
import { and, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { batches } from './catalogue.tables';

/**
 * Not closed by an admin and its enrolment deadline (if any) still ahead of `now` (a parameter of a
 * prepared statement).
 */
export const enrolmentOpen = (now: Date | SQL): SQL =>
  and(
    // Written out, not compared with a parameter, for the generic plans of prepared statements.
    sql`not ${batches.closed}`,
    or(isNull(batches.enrolmentClosesAt), gt(batches.enrolmentClosesAt, now)),
  ) as SQL;
