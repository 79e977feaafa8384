// The catalogue index's lists against the database it stands in for (docs/decisions/0048): for every
// filter, sort, direction and depth, the same workshops in the same order and the same total, on every
// engine; when the index is first built from many workshops at once, as changes come in one by one,
// and when many change at once.
import { productSortFields, type BatchMode, type ProductListQuery } from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { products } from '../../db/schema';
import { seededRandom } from '../../../test/seeded-random';
import { createTestApp, testEngines, type TestApp } from '../../../test/test-app';
import { productRepository, type ProductFilter } from './product.repository';
import type { IndexedFilter, ListSort } from './catalogue-index';
import { keptCatalogueIndex } from './catalogue-index.service';

/** More workshops than the index places one by one, so its first build sorts them all at once. */
const WORKSHOPS = 1_200;
const CATEGORIES = ['Finance', 'Design', 'Careers'];
const BRANDS = ['Kaushal Live', 'Kaushal Studio'];
const MODE_SETS: BatchMode[][] = [[], ['online'], ['offline'], ['online', 'offline']];
// Titles that every collation but code point order sorts otherwise: case, accents, punctuation,
// characters past U+FFFF and just below it; several alike, so ties fall to the id.
const TITLE_STARTS = [
  'Excel',
  'excel',
  'Éclair',
  'eclair',
  'Zebra',
  '_under',
  '😀 Smile',
  '～ Wave',
];
const RATINGS = [0, 3.5, 4, 4.2, 4.5, 4.5, 5];
const DAY_MS = 24 * 60 * 60_000;

const FILTERS: Omit<IndexedFilter, 'modes'>[] = [
  {},
  { categories: ['Finance'] },
  { categories: ['Design', 'Careers'], brands: ['Kaushal Studio'] },
  { priceMin: 1000, priceMax: 2500 },
  { categories: ['Careers'], priceMin: 4000 },
  { brands: ['Kaushal Live'], priceMax: 800 },
  { categories: ['Nowhere'] },
];
const MODES: (BatchMode[] | undefined)[] = [undefined, ['offline'], ['online', 'offline']];
const SORTS: ListSort[] = ['id', ...productSortFields];
/** A first page, which the index may walk to, and every match, which it may gather. */
const DEPTHS = [7, WORKSHOPS];

describe.each(testEngines)('catalogue index lists on %s', (engine) => {
  let t: TestApp;
  const random = seededRandom(48);
  const start = Date.parse('2026-12-01T04:30:00Z');
  /** A time a few days either way of the first, in whole days now and then, so some tie. */
  const someTime = () =>
    new Date(
      start + Math.floor(random.next() * 40 - 20) * (random.next() < 0.5 ? DAY_MS : 3_600_123),
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.database.db.insert(products).values(
      Array.from({ length: WORKSHOPS }, (_, index) => ({
        title: `${random.pick(TITLE_STARTS)} ${index % 50}`,
        description: 'A workshop.',
        fullDescription: '',
        highlights: [],
        thumbnail: '/images/test.svg',
        category: random.pick(CATEGORIES),
        brand: random.pick(BRANDS),
        price: 500 + Math.floor(random.next() * 50) * 100,
        discountPercentage: random.pick([0, 0, 10, 25]),
        rating: random.pick(RATINGS),
        stock: 10,
        openModes: random.pick(MODE_SETS),
        deleted: random.next() < 0.1,
        createdAt: someTime(),
        nextStartAt: random.next() < 0.3 ? null : someTime(),
        slug: `listed-${index}`,
      })),
    );
  });
  afterAll(() => t.close());

  /** Every list the index answers, compared with the database's own page and count. */
  async function compareEveryList(index: ReturnType<typeof keptCatalogueIndex>) {
    const repository = productRepository(t.database.db);
    const titlesInOrder = await repository.ordersTextByCodePoint();
    // The probe must tell what the database's collation is: lists by title are compared under C.
    const [{ collation }] = (await rowsOf<{ collation: string }>(
      t.database.db,
      sql`select datcollate as collation from pg_database where datname = current_database()`,
    )) as [{ collation: string }];
    expect(titlesInOrder, collation).toBe(/^(C|POSIX|C\.utf-?8)$/i.test(collation));
    let compared = 0;
    for (const where of FILTERS) {
      for (const modes of MODES) {
        const filter: ProductFilter = {
          ...where,
          batches: { now: new Date(), modes },
          includeDeleted: false,
        };
        const total = await repository.count(filter);
        for (const sort of SORTS) {
          for (const descending of [false, true]) {
            for (const depth of DEPTHS) {
              const query: Pick<ProductListQuery, '_sort' | '_order'> =
                sort === 'id'
                  ? { _order: 'asc' }
                  : { _sort: sort, _order: descending ? 'desc' : 'asc' };
              // Without a sort a list goes by id, upwards, whatever the order asked.
              if (sort === 'id' && descending) continue;
              const inIndex = await index.list({ ...where, modes }, sort, descending, depth);
              const named = `${sort} ${descending ? 'desc' : 'asc'} ${depth} ${JSON.stringify({ ...where, modes })}`;
              if (sort === 'title' && !titlesInOrder) {
                expect(inIndex, named).toBeUndefined();
                continue;
              }
              const ids = await repository.pageIds(filter, query, depth, 0);
              expect(inIndex, named).toEqual({ ids, total });
              compared += ids.length;
            }
          }
        }
      }
    }
    return compared;
  }

  it('pages and counts every list as the database does, whatever the filter and sort', async () => {
    const index = keptCatalogueIndex(t.database.db, 0);
    // Enough workshops compared that ties of every sort were met along the way.
    expect(await compareEveryList(index)).toBeGreaterThan(50_000);
  });

  it('keeps every order as workshops change one by one, and many at once', async () => {
    const index = keptCatalogueIndex(t.database.db, 0);
    await compareEveryList(index);
    const ids = (
      await t.database.db.select({ id: products.id }).from(products).orderBy(products.id)
    ).map((row) => row.id);
    // A few at a time, as admins and orders change them: each placed anew in every order it is in.
    const change = (id: number, values: Partial<typeof products.$inferInsert>) =>
      t.database.db.update(products).set(values).where(eq(products.id, id));
    for (const [turn, id] of ids.filter((_, at) => at % 97 === 0).entries()) {
      await change(id, {
        price: 600 + turn * 150,
        discountPercentage: turn % 2 ? 50 : 0,
        rating: RATINGS[turn % RATINGS.length]!,
        title: `${TITLE_STARTS[turn % TITLE_STARTS.length]} changed`,
        category: CATEGORIES[turn % CATEGORIES.length]!,
        openModes: MODE_SETS[turn % MODE_SETS.length]!,
        nextStartAt: turn % 3 ? someTime() : null,
        deleted: turn % 5 === 0,
      });
    }
    await change(ids[1]!, { deleted: false });
    expect(await compareEveryList(index)).toBeGreaterThan(50_000);
    // Every workshop at once, as a price rise would: the orders are sorted afresh.
    await t.database.db.update(products).set({
      price: sql`${products.price} + 100`,
      rating: sql`5 - ${products.rating}`,
    });
    expect(await compareEveryList(index)).toBeGreaterThan(50_000);
  });
});
