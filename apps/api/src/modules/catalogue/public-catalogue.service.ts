// Shoppers' catalogue reads as ready JSON, reused by every route that shows products: the catalogue's
// own reads and the cart, which embeds its products. Pages, counts, options and batches are reused for
// a few seconds (docs/decisions/0004); each workshop's JSON until the change feed says it changed
// (docs/decisions/0049).
import { batchSchema, productSchema } from '@kaushal/shared';
import type { z } from 'zod';
import type { Database, Engine } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { KeptJson } from '../../lib/precompressed';
import { ttlCache } from '../../lib/ttl-cache';
import { toBatch } from './batch.mapper';
import { batchRepository } from './batch.repository';
import { toProduct } from './product.mapper';
import { productRepository, type ProductJson } from './product.repository';
import { keptCatalogueIndex } from './catalogue-index.service';

/**
 * A public read as it goes out: JSON made once (checked against the response schema, or written by the
 * database from the mapper's definition, docs/decisions/0047), and its compressed forms once they are
 * asked for.
 */
export interface CachedRead extends KeptJson {
  total?: number;
  /** Where the thing asked for is now (a renamed workshop's old slug): the answer is a redirect. */
  movedTo?: string;
}

/** Reads kept at once (lists, filter options and batches); the oldest makes room. */
const CACHED_READS = 2_000;

export const encode = <T>(schema: z.ZodType<T>, value: T): string =>
  JSON.stringify(schema.parse(value));

const batchKey = (id: number) => `batch ${id}`;

/**
 * `engine` says who writes a workshop's JSON: PostgreSQL, on a core of its own (docs/decisions/0047),
 * or, on PGlite, the process, which writes it faster than PGlite's one thread of WebAssembly does.
 */
export function publicCatalogue(db: Database, engine: Engine, ttlMs: number, clock: Clock) {
  const reads = ttlCache<CachedRead>(ttlMs, CACHED_READS);
  // How many products a filter matches, apart from its pages: every sort and page of one filter
  // shares the count, kept as long as a read.
  const counts = ttlCache<number>(ttlMs, CACHED_READS);
  // A search's leading ids in rank order, by its filter and sort: every page and page size among
  // them shares one ranking, kept as long as a read.
  const rankings = ttlCache<number[]>(ttlMs, CACHED_READS);
  const repository = productRepository(db, clock);
  const batches = batchRepository(db);
  // Shoppers' searches are matched, ranked and counted in memory, and their lists paged and counted,
  // as current as the reads kept here.
  const index = keptCatalogueIndex<CachedRead>(db, ttlMs, clock);

  /** The kept read of each of `ids` under `key`; the ones not kept are made by `load` in one go. */
  async function keptOf<Row extends { id: number }>(
    ids: number[],
    key: (id: number) => string,
    load: (missing: number[]) => Promise<Row[]>,
    encodeRow: (row: Row) => string,
  ): Promise<Map<number, CachedRead>> {
    const found = new Map<number, CachedRead>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = reads.peek(key(id));
      if (kept) found.set(id, await kept);
      else missing.push(id);
    }
    for (const row of missing.length > 0 ? await load(missing) : []) {
      const read = { json: encodeRow(row) };
      found.set(row.id, await reads.get(key(row.id), () => Promise.resolve(read)));
    }
    return found;
  }

  // Who writes a workshop's JSON is chosen once (docs/decisions/0047).
  const writeProducts: (ids: number[]) => Promise<ProductJson[]> =
    engine === 'postgres'
      ? (ids) => repository.findOfferedJson(ids)
      : async (ids) =>
          (await repository.findOffered(ids)).map((row) => ({
            id: row.id,
            json: encode(productSchema, toProduct(row)),
          }));
  // Kept until the change feed says they changed (docs/decisions/0049).
  const offeredProducts = (ids: number[], askedAt?: number) =>
    index.offered(
      ids,
      async (missing) =>
        (await writeProducts(missing)).map((product) => [product.id, { json: product.json }]),
      askedAt,
    );
  const jsonOnly = (reads: Map<number, CachedRead>) =>
    new Map([...reads].map(([id, read]) => [id, read.json]));

  return {
    /** A public read named by `key`, made by `load` when no live copy is kept. */
    read: (key: string, load: () => Promise<CachedRead>) => reads.get(key, load),

    /**
     * The JSON of each product among `ids` that is still offered, as current as for a request that
     * came at `askedAt` (a `performance.now()` time; by default, now); the ones not kept are read in
     * one query. A withdrawn or unknown id is simply absent from the result.
     */
    productsJson: async (ids: number[], askedAt?: number): Promise<Map<number, string>> =>
      jsonOnly(await offeredProducts(ids, askedAt)),

    /** The kept read of one offered product, or undefined for a withdrawn or unknown id. */
    product: async (id: number): Promise<CachedRead | undefined> =>
      (await offeredProducts([id])).get(id),

    /** The JSON of each batch among `ids` as shoppers see it (seats left a few seconds old at most). */
    batchesJson: async (ids: number[]): Promise<Map<number, string>> =>
      jsonOnly(
        await keptOf(
          ids,
          batchKey,
          (missing) => batches.findByIds(missing),
          (row) => encode(batchSchema, toBatch(row, clock())),
        ),
      ),

    /** The number of products the filter named by `key` matches, counted by `count` when not kept. */
    count: (key: string, count: () => Promise<number>): Promise<number> => counts.get(key, count),

    /** The leading ids of the search named by `key`, ranked by `rank` when not kept. */
    ranking: (key: string, rank: () => Promise<number[]>): Promise<number[]> =>
      rankings.get(key, rank),

    /** A search's leading matches and their number, from the search index (docs/decisions/0046). */
    search: index.search,

    /** A list's leading workshops and their number, from the same index (docs/decisions/0048). */
    list: index.list,

    /** Forgets everything; called by every product write of this instance. */
    clear: () => {
      index.stale();
      reads.clear();
      counts.clear();
      rankings.clear();
    },
  };
}
export type PublicCatalogue = ReturnType<typeof publicCatalogue>;
