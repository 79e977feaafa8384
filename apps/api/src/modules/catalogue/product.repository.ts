// Catalogue queries: searched, filtered, sorted and paged product lists, single products, filter
// options, the sitemap's pages and the admin's writes. Seats (stock) are counted per batch
// (batch.repository.ts).
import { randomUUID } from 'node:crypto';
import type DataLoader from 'dataloader';
import {
  and,
  asc,
  getTableColumns,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { BatchMode, NextBatch, ProductListQuery, WorkshopFormat } from '@kaushal/shared';
import { rowsOf, type Database } from '../../db/client';
import {
  batches,
  catalogueWords,
  products,
  productSearchWords,
  productSlugs,
} from './catalogue.tables';
import { systemClock, type Clock } from '../../lib/clock';
import { unseenParam } from '../../db/unseen-param';
import { loopTurnBatch } from '../../lib/loop-turn-batch';
import { enrolmentOpen } from './batch.conditions';
import { nextBatchOf } from './batch.repository';
import {
  CORRECTIONS,
  spelling,
  wordsOf,
  type SpeltSearch,
  type SpeltWord,
} from './search-spelling';

/** A product as the catalogue reads it: every column but the search document, which stays in the database. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;
/** A product as shoppers read it: with its next open batch that has a seat left. */
export type ProductRead = ProductRow & { nextBatch: NextBatch | null };
const { searchDocument, ...productColumns } = getTableColumns(products);
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'rating' | 'createdAt' | 'slug' | 'stock'
>;

const sortColumns = {
  price: products.price,
  discountPrice: products.discountPrice,
  rating: products.rating,
  title: products.title,
  createdAt: products.createdAt,
} as const;

export interface ProductFilter {
  categories?: string[] | undefined;
  brands?: string[] | undefined;
  formats?: WorkshopFormat[] | undefined;
  /** The search, as `spell` made it. */
  search?: SpeltSearch | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Conditions on the open batches: the product needs one batch that meets them all. */
  batches: BatchFilter;
  includeDeleted: boolean;
}

export interface BatchFilter {
  now: Date | SQL;
  modes?: BatchMode[] | undefined;
  /** Start months as [from, to) instants. */
  startsIn?: { from: Date; to: Date }[] | undefined;
}

const searchWords = productSearchWords(products);

/** Whether the open modes in `column` share one of `modes`. */
const openInAnyOf = (column: SQLWrapper, modes: BatchMode[]) =>
  sql`${column} && ${`{${modes.join(',')}}`}::text[]`;

/**
 * Still on offer (not withdrawn), written out rather than compared with a parameter: a prepared
 * statement's generic plan can then prove it and read the partial indexes kept for offered workshops.
 */
const offered = sql`not ${products.deleted}`;

/**
 * Every word of the search is found in the text (stemmed: "dashboard" finds "Dashboards"), a misspelt
 * one as a correction: one full-text match, which the GIN index answers. Words full text ignores
 * are looked for, when alone, by trigrams at pg_trgm's own threshold, where a word matches itself.
 */
function searchMatch(search: SpeltSearch): SQL {
  switch (search.kind) {
    case 'words':
      return sql`${searchDocument} @@ ${search.query}::tsquery`;
    case 'ignoredWords':
      return and(...search.words.map((word) => sql`${word} <<% ${searchWords}`)) as SQL;
    case 'nothing':
      return sql`false`;
  }
}

/**
 * Higher for a better match: a title holding every word (corrections included) beats anything else;
 * then the weighted full-text rank over every field (at most 1), where a title word counts ten times a
 * full-description word. A search of words full text ignores ranks every match alike.
 */
const relevance = (search: SpeltSearch): SQL =>
  search.kind === 'words'
    ? sql`(
    (${searchDocument} @@ ${search.inTitle}::tsquery)::integer
    + ts_rank(${searchDocument}, ${search.anyWord}::tsquery)
  )`
    : sql`0`;

/** The column a list is sorted by; by the next start the workshop's card shows, kept on the product. */
const sortColumnOf = (sort: NonNullable<ProductListQuery['_sort']>) =>
  sort === 'startsAt' ? products.nextStartAt : sortColumns[sort];

/** A batch of the product that takes enrolments, has seats left and meets `filter`. */
const batchMatch = (filter: BatchFilter): SQL =>
  and(
    eq(batches.productId, products.id),
    enrolmentOpen(filter.now),
    gt(batches.capacity, batches.seatsTaken),
    filter.modes?.length ? inArray(batches.mode, filter.modes) : undefined,
    filter.startsIn?.length
      ? or(
          ...filter.startsIn.map(({ from, to }) =>
            and(gte(batches.startsAt, from), lt(batches.startsAt, to)),
          ),
        )
      : undefined,
  ) as SQL;

function whereOf(filter: ProductFilter): SQL | undefined {
  const { modes, startsIn } = filter.batches;
  return and(
    filter.includeDeleted ? undefined : offered,
    filter.categories?.length ? inArray(products.category, filter.categories) : undefined,
    filter.brands?.length ? inArray(products.brand, filter.brands) : undefined,
    filter.formats?.length ? inArray(products.format, filter.formats) : undefined,
    filter.priceMin === undefined ? undefined : gte(products.discountPrice, filter.priceMin),
    filter.priceMax === undefined ? undefined : lte(products.discountPrice, filter.priceMax),
    // Modes alone are kept on the product (schema.ts); a month needs its batches' dates.
    startsIn?.length
      ? sql`exists (select 1 from ${batches} where ${batchMatch(filter.batches)})`
      : modes?.length
        ? openInAnyOf(products.openModes, modes)
        : undefined,
    filter.search ? searchMatch(filter.search) : undefined,
  );
}

/**
 * The brands or categories of offered products, in order, as a subquery. Read by skipping along the
 * column's index from one value to the next (a recursive query), so the cost follows the number of
 * values, not of products (docs/decisions/0040).
 */
function distinctValuesOf(column: 'brand' | 'category'): SQL {
  const field = sql.identifier(column);
  return sql`(
    with recursive found(value) as (
      (select ${field} from ${products} where not deleted order by ${field} limit 1)
      union all
      select (
        select ${field} from ${products}
        where not deleted and ${field} > found.value order by ${field} limit 1
      ) from found where found.value is not null
    )
    select value from found where value is not null
  ) as options`;
}

/**
 * The months (YYYY-MM, in IST) in which an open batch with seats left of an offered product starts,
 * soonest first, as a subquery. Read by skipping along the batches' start index from each month's first
 * such batch to the next month's, so the cost follows the number of months, not of batches.
 */
function startMonthsAt(now: SQL): SQL {
  const offeredAndOpen = sql`${batches} join ${products} on ${products.id} = ${batches.productId}
    where ${and(batchMatch({ now }), offered, sql`${batches.startsAt} is not null`)}`;
  return sql`(
    with recursive months(starts) as (
      (select ${batches.startsAt} from ${offeredAndOpen} order by ${batches.startsAt} limit 1)
      union all
      select (
        select ${batches.startsAt} from ${offeredAndOpen}
          and ${batches.startsAt} >= (date_trunc('month', months.starts at time zone 'Asia/Kolkata') + interval '1 month') at time zone 'Asia/Kolkata'
        order by ${batches.startsAt} limit 1
      ) from months where months.starts is not null
    )
    select to_char(starts at time zone 'Asia/Kolkata', 'YYYY-MM') as month from months where starts is not null
  ) as months`;
}

/** The words of a search as rows `typed(word, position)`, in the order typed. */
const typedWords = (words: string[]): SQL =>
  sql`jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as typed(word, position)`;

/**
 * A word's nearest vocabulary words by trigrams, nearest first, each as its full-text query with its
 * similarity: an index read of the vocabulary (a few thousand words), whatever the catalogue's size.
 */
const nearestTo = (word: SQL): SQL => sql`(
  select coalesce(json_agg(json_build_object(
    'spelt', plainto_tsquery('english', nearest.word)::text,
    'similarity', similarity(nearest.word, lower(${word}))
  ) order by nearest.distance), '[]'::json)
  from (
    select ${catalogueWords.word}, ${catalogueWords.word} <-> lower(${word}) as distance
    from ${catalogueWords} order by distance limit ${CORRECTIONS}
  ) as nearest
)`;

/**
 * The reads of products by id and the filter options, built once and prepared on each connection, as
 * the cart's are: building a query costs the server more than running it (bench/RESULTS.md). The ids
 * go as one array, so one statement serves any number of them.
 */
function prepareReads(db: Database) {
  const byIds = sql`${products.id} = any(${unseenParam('ids', 'integer[]')})`;
  const select = () =>
    db
      .select({
        product: productColumns,
        nextBatch: nextBatchOf(unseenParam('now', 'timestamptz')),
      })
      .from(products);
  return {
    byIds: select().where(byIds).prepare('products_by_ids'),
    offeredByIds: select().where(and(byIds, offered)).prepare('offered_products_by_ids'),
    brands: db
      .select({ value: sql<string>`value` })
      .from(distinctValuesOf('brand'))
      .prepare('offered_brands'),
    categories: db
      .select({ value: sql<string>`value` })
      .from(distinctValuesOf('category'))
      .prepare('offered_categories'),
    startMonths: db
      .select({ month: sql<string>`month` })
      .from(startMonthsAt(unseenParam('now', 'timestamptz')))
      .prepare('open_start_months'),
  };
}

/**
 * Reads by id of the requests in hand share a statement (lib/loop-turn-batch.ts): under load many
 * workshop pages, lists and carts are read at once. The public catalogue keeps what it reads
 * (public-catalogue.service.ts).
 */
function batchedById<Row extends { id: number }>(
  read: (ids: number[], now: Date) => Promise<Row[]>,
  clock: Clock,
): DataLoader<number, Row | undefined> {
  return loopTurnBatch(async (ids) => {
    const byId = new Map((await read([...ids], clock())).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });
}

/** What `loader` finds of `ids`, in their order; the ones it does not find are left out. */
async function foundOf<Row extends object>(
  loader: DataLoader<number, Row | undefined>,
  ids: number[],
): Promise<Row[]> {
  const found: (Row | undefined)[] = await Promise.all(ids.map((id) => loader.load(id)));
  return found.filter((row) => row !== undefined);
}

/** The rows of a read by ids, each product with its next batch. */
const productReads =
  (statement: () => ReturnType<typeof prepareReads>['byIds']) =>
  async (ids: number[], now: Date): Promise<ProductRead[]> =>
    (await statement().execute({ ids, now })).map(({ product, nextBatch }) => ({
      ...product,
      nextBatch,
    }));

/** Pages gathered into one statement at most; as the orders' pages (order.repository.ts). */
const PAGES_PER_STATEMENT = 16;

/** A page of a list as a query of its ids, and the query that counts the whole list. */
interface ListRead {
  page: SQL;
  total: SQL;
}

/**
 * The lists' pages asked for in one turn of the event loop, read in one statement with their totals:
 * each page and each count a subquery of its own, planned with its own filter's values as when alone,
 * so a list costs its plans and its index reads but not a hand-over of its own to the database
 * (docs/decisions/0044).
 */
function gatheredLists(db: Database): DataLoader<ListRead, { ids: number[]; total: number }> {
  return loopTurnBatch(async (lists) => {
    const rows = await rowsOf<{ position: number; ids: number[]; total: number }>(
      db,
      sql.join(
        lists.map(
          ({ page, total }, index) =>
            sql`select ${sql.raw(String(index))} as position, array(${page}) as ids, (${total})::integer as total`,
        ),
        sql` union all `,
      ),
    );
    const byPosition = new Map(rows.map((row) => [row.position, row]));
    return lists.map((_, index) => byPosition.get(index) ?? { ids: [], total: 0 });
  }, PAGES_PER_STATEMENT);
}

export function productRepository(db: Database, clock: Clock = systemClock) {
  // Built on first use only: repositories made for a transaction rarely need them.
  let statements: ReturnType<typeof prepareReads> | undefined;
  const prepared = () => (statements ??= prepareReads(db));
  let lists: DataLoader<ListRead, { ids: number[]; total: number }> | undefined;
  let loaders: Record<'all' | 'offered', DataLoader<number, ProductRead | undefined>> | undefined;
  const loader = (offeredOnly: boolean) =>
    (loaders ??= {
      all: batchedById(
        productReads(() => prepared().byIds),
        clock,
      ),
      offered: batchedById(
        productReads(() => prepared().offeredByIds),
        clock,
      ),
    })[offeredOnly ? 'offered' : 'all'];
  /** The products of `ids` (offered ones only, or deleted ones too), in the order of `ids`. */
  const byIds = (ids: number[], offeredOnly: boolean) => foundOf(loader(offeredOnly), ids);
  return {
    /**
     * The ids of `limit` products from `offset` of the list `filter` and `query` make, in order, and
     * how many products the whole list holds. The page is read off a sort index that holds the
     * filtered columns too (schema.ts), so skipping to a deep page reads no table rows, and counted
     * apart from it, off the indexes: counting in the page's own query would read every match on
     * every page. Lists asked for at once share a statement. A search goes through `searchPage`.
     */
    async listPage(
      filter: ProductFilter,
      query: Pick<ProductListQuery, '_sort' | '_order'>,
      limit: number,
      offset: number,
    ): Promise<{ ids: number[]; total: number }> {
      const descending = query._order === 'desc';
      const direction = descending ? desc : asc;
      const order = query._sort
        ? [
            query._sort === 'startsAt'
              ? sql`${products.nextStartAt} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`
              : direction(sortColumns[query._sort]),
            // Ties go the sort's way, so a descending page is the index read backwards, not a
            // re-sort of every row that shares the first one's value.
            direction(products.id),
          ]
        : [asc(products.id)];
      const where = whereOf(filter);
      const page = db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const total = db.select({ total: count() }).from(products).where(where);
      return (lists ??= gatheredLists(db)).load({ page: page.getSQL(), total: total.getSQL() });
    },

    /**
     * A page of a search and how many workshops match, in one statement: the page ranks every match
     * anyway, so the matches are read once and counted from what was read, instead of a count reading
     * them all again. Sorted by a field, a search's best matches still lead among equals.
     */
    async searchPage(
      filter: ProductFilter & { search: SpeltSearch },
      query: Pick<ProductListQuery, '_sort' | '_order'>,
      limit: number,
      offset: number,
    ): Promise<{ ids: number[]; total: number }> {
      const direction = sql.raw(query._order === 'desc' ? 'desc' : 'asc');
      const order = query._sort
        ? sql`sort_value ${direction} ${query._sort === 'startsAt' ? sql`nulls last, ` : sql`, `}rank desc, id ${direction}`
        : sql`rank desc, id`;
      const [page] = await rowsOf<{ ids: number[]; total: number }>(
        db,
        sql`with matched as materialized (
          select ${products.id} as id, ${relevance(filter.search)} as rank,
            ${query._sort ? sortColumnOf(query._sort) : sql`null`} as sort_value
          from ${products} where ${whereOf(filter)}
        )
        select (select count(*)::integer from matched) as total,
          array(select id from matched order by ${order} limit ${limit} offset ${offset}) as ids`,
      );
      return page ?? { ids: [], total: 0 };
    },

    /** The products of `ids` as shoppers read them, in the order of `ids`. */
    readAll: (ids: number[]): Promise<ProductRead[]> => byIds(ids, false),

    /**
     * The search as the list matches it: each word's full-text query and whether full text ignores it;
     * and, for a word no offered workshop holds, the nearest words of the vocabulary by trigrams (an
     * index read of a few thousand words, whatever the catalogue's size), so the list itself matches on
     * the full-text index alone (docs/decisions/0041).
     */
    async spell(search: string): Promise<SpeltSearch> {
      const words = await rowsOf<SpeltWord>(
        db,
        sql`select typed.word, checked.ignored, plainto_tsquery('english', typed.word)::text as spelt,
          case when checked.ignored or checked.known then null else ${nearestTo(sql`typed.word`)} end as near
        from ${typedWords(wordsOf(search))}
        cross join lateral (
          select numnode(plainto_tsquery('english', typed.word)) = 0 as ignored
        ) as parsed
        cross join lateral (
          select parsed.ignored, not parsed.ignored and exists (
            select 1 from ${products}
            where not ${products.deleted} and ${searchDocument} @@ plainto_tsquery('english', typed.word)
          ) as known
        ) as checked
        order by typed.position`,
      );
      return spelling(words);
    },

    async findById(id: number): Promise<ProductRead | undefined> {
      const [row] = await byIds([id], false);
      return row;
    },

    /** The products among `ids` still on offer, in the order of `ids`. */
    findOffered: (ids: number[]): Promise<ProductRead[]> => byIds(ids, true),

    /** The brands or categories of offered products, in order (docs/decisions/0040). */
    async distinctValues(column: 'brand' | 'category'): Promise<string[]> {
      const statement = column === 'brand' ? prepared().brands : prepared().categories;
      return (await statement.execute()).map((row) => row.value);
    },

    /**
     * The months (YYYY-MM, in IST) in which an open batch with seats left of an offered product
     * starts, soonest first.
     */
    async startMonths(now: Date): Promise<string[]> {
      return (await prepared().startMonths.execute({ now })).map((row) => row.month);
    },

    /** Every offered product's address and when it last changed, for the sitemap. */
    listedPages(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(offered)
        .orderBy(asc(products.id));
    },

    /**
     * Inserts with the stock its first batch will hold (see createProduct in product.service.ts), under
     * a placeholder slug that is unique; the caller then gives it its real one.
     */
    async insert(values: ProductValues & { stock: number }): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...values, slug: `new-${randomUUID()}` })
        .returning();
      if (!row) throw new Error('insert returned no product');
      return row;
    },

    async update(id: number, values: Partial<ProductValues>): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },

    /**
     * Records `slug` as the product's unless another product has ever had it; whether the product may
     * use it. The primary key decides between two products claiming one slug at once.
     */
    async claimSlug(productId: number, slug: string): Promise<boolean> {
      const claimed = await db
        .insert(productSlugs)
        .values({ slug, productId })
        .onConflictDoNothing()
        .returning({ slug: productSlugs.slug });
      if (claimed.length > 0) return true;
      const [owner] = await db
        .select({ productId: productSlugs.productId })
        .from(productSlugs)
        .where(eq(productSlugs.slug, slug));
      return owner?.productId === productId;
    },

    async setSlug(productId: number, slug: string): Promise<ProductRow> {
      const [row] = await db
        .update(products)
        .set({ slug })
        .where(eq(products.id, productId))
        .returning();
      if (!row) throw new Error(`product ${productId} vanished while its slug was set`);
      return row;
    },

    /** The product that has or had `slug`. */
    async findIdBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ productId: productSlugs.productId })
        .from(productSlugs)
        .where(eq(productSlugs.slug, slug));
      return row?.productId;
    },
  };
}
