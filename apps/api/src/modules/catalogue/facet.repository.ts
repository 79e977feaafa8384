// The offered workshops counted by category, brand, open modes and price band (docs/decisions/0042):
// the list's total for a filter of those alone is a sum over a few hundred cells at most, whatever the
// catalogue's size. Product writes append their changes by trigger (migrations 0021 and 0022); `fold`
// adds them into the cells.
import type DataLoader from 'dataloader';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { BatchMode } from '@kaushal/shared';
import { rowsOf, type Database } from '../../db/client';
import { catalogueFacetChanges, catalogueFacets } from '../../db/schema';
import { loopTurnBatch } from '../../lib/loop-turn-batch';

export interface FacetFilter {
  categories?: string[] | undefined;
  brands?: string[] | undefined;
  modes?: BatchMode[] | undefined;
  /** Price bands, each named by where it starts (PRICE_BAND_STARTS). */
  priceBands?: number[] | undefined;
}

/** Whether the open modes in `column` share one of `modes`: the catalogue's one mode filter. */
export const openInAnyOf = (column: SQLWrapper, modes: BatchMode[]) =>
  sql`${column} && ${`{${modes.join(',')}}`}::text[]`;

/** Any of the values, or no condition at all when there are none (a null array). */
const anyOf = <T>(values: T[] | undefined) => (values?.length ? values : null);

/** Counts gathered into one statement at most. */
const COUNTS_PER_STATEMENT = 16;

/**
 * The counts of the filters asked for in one turn of the event loop (docs/decisions/0044), as one
 * statement prepared on each connection, whatever the filters: they go as one JSON array, a row each,
 * and each condition holds when its array is null. The cells are a few hundred rows at most, so one
 * plan serves every filter.
 */
function prepareCounts(db: Database) {
  const cells = sql`(
    select category, brand, open_modes, price_from, products from ${catalogueFacets}
    union all
    select category, brand, open_modes, price_from, products from ${catalogueFacetChanges}
  ) as cells`;
  return db
    .select({
      position: sql<number>`request.position::integer`,
      total: sql<number>`(
        select coalesce(sum(cells.products), 0)::integer from ${cells}
        where (request.categories is null or cells.category = any(request.categories))
          and (request.brands is null or cells.brand = any(request.brands))
          and (request.modes is null or cells.open_modes && request.modes)
          and (request.price_bands is null or cells.price_from = any(request.price_bands))
      )`,
    })
    .from(
      sql`rows from (
        jsonb_to_recordset(${sql.placeholder('filters')}::jsonb)
          as (categories text[], brands text[], modes text[], price_bands integer[])
      ) with ordinality as request(categories, brands, modes, price_bands, position)`,
    )
    .prepare('catalogue_facet_counts');
}

export function facetRepository(db: Database) {
  let counts: DataLoader<FacetFilter, number> | undefined;
  const gatheredCounts = () => {
    const statement = prepareCounts(db);
    return loopTurnBatch<FacetFilter, number>(async (filters) => {
      const rows = await statement.execute({
        filters: JSON.stringify(
          filters.map((filter) => ({
            categories: anyOf(filter.categories),
            brands: anyOf(filter.brands),
            modes: anyOf(filter.modes),
            price_bands: anyOf(filter.priceBands),
          })),
        ),
      });
      const byPosition = new Map(rows.map((row) => [row.position, row.total]));
      return filters.map((_, index) => byPosition.get(index + 1) ?? 0);
    }, COUNTS_PER_STATEMENT);
  };
  return {
    /**
     * The offered workshops of any of `filter`'s categories, brands, modes and price bands (each left
     * out: any): the folded cells plus the changes not yet folded, read in one statement so a write
     * is seen in both or neither.
     */
    count: (filter: FacetFilter): Promise<number> => (counts ??= gatheredCounts()).load(filter),

    /**
     * Adds the changes appended since the last fold into the cells and deletes them, in one statement:
     * a change committed meanwhile is left for the next fold. Cells are written in key order, so two
     * folds at once wait on each other rather than deadlock. The number of changes folded.
     */
    async fold(): Promise<number> {
      const [row] = await rowsOf<{ changes: number }>(
        db,
        sql`with folded as (
          delete from ${catalogueFacetChanges}
          returning category, brand, open_modes, price_from, products
        ), cells as (
          insert into ${catalogueFacets} (category, brand, open_modes, price_from, products)
          select category, brand, open_modes, price_from, sum(products)::integer from folded
          group by category, brand, open_modes, price_from
          order by category, brand, open_modes, price_from
          on conflict (category, brand, open_modes, price_from)
            do update set products = ${catalogueFacets.products} + excluded.products
          returning 1
        )
        select (select count(*) from folded)::integer as changes`,
      );
      return row?.changes ?? 0;
    },
  };
}
export type FacetRepository = ReturnType<typeof facetRepository>;
