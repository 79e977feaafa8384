// The catalogue in figures, for copy that must match it (the FAQ): how many workshops are offered and
// how long their sessions last, over the batches that take enrolments.
import type { CatalogueFacts } from '@kaushal/shared/product';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { enrolmentOpen } from './batch.conditions';
import { batches, products } from './catalogue.tables';

export async function catalogueFacts(db: Database, now: Date): Promise<CatalogueFacts> {
  const [row] = await rowsOf<{
    workshops: number;
    shortest: number | null;
    longest: number | null;
  }>(
    db,
    sql`
    select
      (select count(*)::int from ${products} where not ${products.deleted}) as "workshops",
      min(minutes)::int as "shortest", max(minutes)::int as "longest"
    from (
      select extract(epoch from ((session->>'endsAt')::timestamptz
        - (session->>'startsAt')::timestamptz)) / 60 as minutes
      from ${batches}
      join ${products} on ${products.id} = ${batches.productId} and not ${products.deleted}
      cross join jsonb_array_elements(${batches.sessions}) as session
      where ${enrolmentOpen(now)}
    ) lengths`,
  );
  return {
    workshops: row?.workshops ?? 0,
    sessionMinutes:
      row?.shortest == null || row.longest == null
        ? null
        : { shortest: row.shortest, longest: row.longest },
  };
}
