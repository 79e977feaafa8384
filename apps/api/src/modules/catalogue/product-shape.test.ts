// The workshop's JSON as the database writes it for shoppers (product.shape.ts) is the JSON the mapper
// writes of the same row: every field, for texts that need escaping in a URL or in JSON, a workshop
// without images, fractional ratings and a workshop with no open batch.
import { productSchema } from '@kaushal/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, products } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-app';
import { toProduct } from './product.mapper';
import { productRepository } from './product.repository';

/** Every character encodeURIComponent keeps, and some it writes as one, two, three and four bytes. */
const AWKWARD_CATEGORY = `Data & AI: ₹100/ "q" 😀 it's (ok) ~*!_.-+%?#=é\\`;

describe.each(testEngines)('workshop JSON written by the database on %s', (engine) => {
  let database: TestDatabase;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedIfEmpty(database.db);
    ids = (await database.db.select({ id: products.id }).from(products)).map((row) => row.id);
    const [awkward, imageless, rated, thirds, unopened, withdrawn] = ids;
    const set = (id: number | undefined, values: Partial<typeof products.$inferInsert>) =>
      database.db.update(products).set(values).where(eq(products.id, id!));
    await set(awkward, { category: AWKWARD_CATEGORY, title: 'Tab\there, "quoted" \\ and ✓' });
    await set(imageless, { images: [] });
    await set(rated, { rating: 4.37 });
    await set(thirds, { rating: 10 / 3 });
    await set(withdrawn, { deleted: true });
    await database.db
      .update(batches)
      .set({ closed: true })
      .where(inArray(batches.productId, [unopened!]));
  });
  afterAll(() => database.close());

  it('writes each offered workshop as the mapper does, and leaves out withdrawn and unknown ones', async () => {
    const repository = productRepository(database.db);
    const asked = [...ids, 999_999];
    const [written, rows] = await Promise.all([
      repository.findOfferedJson(asked),
      repository.findOffered(asked),
    ]);
    expect(rows.length).toBe(ids.length - 1);
    expect(written.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    const parsed = written.map((row) => JSON.parse(row.json) as unknown);
    expect(parsed).toStrictEqual(rows.map(toProduct));
    for (const product of parsed) productSchema.strict().parse(product);

    const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
    const [awkward, imageless, , thirds, unopened] = ids;
    expect(byId.get(awkward!)?.breadcrumbs[1]?.href).toBe(
      `/view-all-products?category=${encodeURIComponent(AWKWARD_CATEGORY)}`,
    );
    expect(byId.get(imageless!)?.image).toBe(byId.get(imageless!)?.thumbnail);
    expect(byId.get(thirds!)?.rating).toBe(10 / 3);
    expect(byId.get(unopened!)?.nextBatch).toBeNull();
  });
});
