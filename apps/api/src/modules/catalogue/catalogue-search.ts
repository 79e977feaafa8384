// The one path by which the catalogue is searched, listed and counted, for shoppers and admins alike:
// PostgreSQL's full text (a tsvector with a GIN index) with misspelt words corrected against the
// catalogue's vocabulary (pg_trgm), behind a small interface where a dedicated engine could answer
// instead (docs/decisions/0052).
import type { ProductListQuery } from '@kaushal/shared';
import { IST_OFFSET_MS } from '@kaushal/shared/ist';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { productRepository } from './product.repository';

/** One page of a list: the workshops' ids in order, and how many workshops the whole list holds. */
export interface CataloguePage {
  ids: number[];
  total: number;
}

export interface CatalogueSearch {
  /**
   * The page `query` asks for of the offered workshops (of withdrawn ones too with `includeDeleted`):
   * filtered, searched (ranked by relevance unless sorted by a field), sorted and paged.
   */
  find(query: ProductListQuery, options: { includeDeleted: boolean }): Promise<CataloguePage>;
}

/** A YYYY-MM month in IST as the instants it spans, [from, to). */
function istMonth(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, number - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, number, 1) - IST_OFFSET_MS),
  };
}

/** `clock` says which batches still take enrolments. */
export function databaseCatalogueSearch(db: Database, clock: Clock = systemClock): CatalogueSearch {
  const repository = productRepository(db, clock);
  return {
    async find(query, { includeDeleted }) {
      const { _sort, _order, _page, _limit } = query;
      const base = {
        categories: query.category,
        brands: query.brand,
        formats: query.format,
        priceMin: query.priceMin,
        priceMax: query.priceMax,
        batches: { now: clock(), modes: query.mode, startsIn: query.month?.map(istMonth) },
        includeDeleted,
      };
      const offset = (_page - 1) * _limit;
      if (query.q) {
        const search = await repository.spell(query.q);
        return repository.searchPage({ ...base, search }, { _sort, _order }, _limit, offset);
      }
      return repository.listPage(base, { _sort, _order }, _limit, offset);
    },
  };
}
