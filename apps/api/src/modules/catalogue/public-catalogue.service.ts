// Shoppers' catalogue reads as ready JSON, reused for a few seconds by every route that shows products:
// the catalogue's own reads and the cart, which embeds its products (docs/decisions/0004). They are
// read from the replica when there is one (docs/decisions/0053).
import { batchSchema, productSchema } from '@kaushal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { KeptJson } from '../../lib/precompressed';
import { ttlCache } from '../../lib/ttl-cache';
import { toBatch } from './batch.mapper';
import { batchRepository } from './batch.repository';
import { toProduct } from './product.mapper';
import { productRepository } from './product.repository';
import { batchService } from './batch.service';
import { productService } from './product.service';

/** What a public read is made from: the catalogue's services on the database reads go to now. */
export interface CatalogueReaders {
  products: ReturnType<typeof productService>;
  batches: ReturnType<typeof batchService>;
}

/**
 * A public read as it goes out: JSON made once and checked against the response schema, and its
 * compressed forms once they are asked for.
 */
export interface CachedRead extends KeptJson {
  total?: number;
  /** Where the thing asked for is now (a renamed workshop's old slug): the answer is a redirect. */
  movedTo?: string;
}

/** Reads kept at once (lists, workshops, filter options and batches); the oldest makes room. */
const CACHED_READS = 5_000;

export const encode = <T>(schema: z.ZodType<T>, value: T): string =>
  JSON.stringify(schema.parse(value));

const productKey = (id: number) => `product ${id}`;
const batchKey = (id: number) => `batch ${id}`;

export interface PublicCatalogueOptions {
  /** The primary database, and the one reads that may be a few seconds old go to (the replica). */
  db: Database;
  reads: Database;
  /** How long a read is reused. */
  ttlMs: number;
  clock: Clock;
  /** How long after this instance's own catalogue write its reads go to the primary. */
  primaryAfterWritesMs: number;
}

export function publicCatalogue(options: PublicCatalogueOptions) {
  const { ttlMs, clock, primaryAfterWritesMs } = options;
  const reads = ttlCache<CachedRead>(ttlMs, CACHED_READS);
  // The same reads on each database, built once: the replica's, and the primary's for the moments
  // after this instance's writes, which the replica may not have replayed yet.
  const sources = [options.reads, options.db].map((db) => ({
    productRows: productRepository(db, clock),
    batchRows: batchRepository(db),
    services: { products: productService(db, clock), batches: batchService(db, clock) },
  }));
  let primaryUntil = -Infinity;
  /** Where reads go now. */
  const source = () => sources[performance.now() < primaryUntil ? 1 : 0]!;

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

  /** The kept read of each offered product among `ids`; a withdrawn or unknown id is absent. */
  const offeredProducts = (ids: number[]) =>
    keptOf(
      ids,
      productKey,
      (missing) => source().productRows.findOffered(missing),
      (row) => encode(productSchema, toProduct(row)),
    );
  const jsonOnly = (kept: Map<number, CachedRead>) =>
    new Map([...kept].map(([id, read]) => [id, read.json]));

  return {
    /**
     * A public read named by `key`, made by `load` from the services it is given when no live copy
     * is kept.
     */
    read: (key: string, load: (services: CatalogueReaders) => Promise<CachedRead>) =>
      reads.get(key, () => load(source().services)),

    /** The JSON of each product among `ids` that is still offered; the ones not kept read in one query. */
    productsJson: async (ids: number[]): Promise<Map<number, string>> =>
      jsonOnly(await offeredProducts(ids)),

    /** The kept read of one offered product, or undefined for a withdrawn or unknown id. */
    product: async (id: number): Promise<CachedRead | undefined> =>
      (await offeredProducts([id])).get(id),

    /** The JSON of each batch among `ids` as shoppers see it (seats left a few seconds old at most). */
    batchesJson: async (ids: number[]): Promise<Map<number, string>> =>
      jsonOnly(
        await keptOf(
          ids,
          batchKey,
          (missing) => source().batchRows.findByIds(missing),
          (row) => encode(batchSchema, toBatch(row, clock())),
        ),
      ),

    /** Forgets everything; called by every product write of this instance. */
    clear: () => {
      reads.clear();
      primaryUntil = performance.now() + primaryAfterWritesMs;
    },
  };
}
export type PublicCatalogue = ReturnType<typeof publicCatalogue>;
