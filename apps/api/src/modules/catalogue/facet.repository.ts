// The offered workshops counted by category, brand, open modes and price band (docs/decisions/0042):
// the list's total for a filter of those alone is a sum over a few hundred cells at most, whatever the
// catalogue's size. Product writes append their changes by trigger (migrations 0021 and 0022); `fold`
// adds them into the cells.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { BatchMode } from '@kaushal/shared';
import { rowsOf, type Database } from '../../db/client';
import { catalogueFacetChanges, catalogueFacets } from '../../db/schema';

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

/**
 * The count as one statement prepared on each connection, whatever the filter: each of its conditions
 * holds when its array is null. The cells are a few hundred rows at most, so one plan serves every filter.
 */
function prepareCount(db: Database) {
  const categories = sql`${sql.placeholder('categories')}::text[]`;
  const brands = sql`${sql.placeholder('brands')}::text[]`;
  const modes = sql`${sql.placeholder('modes')}::text[]`;
  const priceBands = sql`${sql.placeholder('priceBands')}::integer[]`;
  return db
    .select({ total: sql<number>`coalesce(sum(cells.products), 0)::integer` })
    .from(
      sql`(
        select category, brand, open_modes, price_from, products from ${catalogueFacets}
        union all
        select category, brand, open_modes, price_from, products from ${catalogueFacetChanges}
      ) as cells`,
    )
    .where(
      sql`(${categories} is null or cells.category = any(${categories}))
        and (${brands} is null or cells.brand = any(${brands}))
        and (${modes} is null or cells.open_modes && ${modes})
        and (${priceBands} is null or cells.price_from = any(${priceBands}))`,
    )
    .prepare('catalogue_facet_count');
}

export function facetRepository(db: Database) {
  let countStatement: ReturnType<typeof prepareCount> | undefined;
  return {
    /**
     * The offered workshops of any of `filter`'s categories, brands, modes and price bands (each left
     * out: any):
     * the folded cells plus the changes not yet folded, read in one statement so a write is seen in
     * both or neither.
     */
    async count(filter: FacetFilter): Promise<number> {
      const [row] = await (countStatement ??= prepareCount(db)).execute({
        categories: anyOf(filter.categories),
        brands: anyOf(filter.brands),
        modes: anyOf(filter.modes),
        priceBands: anyOf(filter.priceBands),
      });
      return row?.total ?? 0;
    },

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
