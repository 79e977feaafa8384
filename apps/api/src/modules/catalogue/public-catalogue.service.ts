// Shoppers' catalogue reads as ready JSON, reused for a few seconds by every route that shows products:
// the catalogue's own reads and the cart, which embeds its products (docs/decisions/0004).
import { productSchema } from '@kaushal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ttlCache } from '../../lib/ttl-cache';
import { toProduct } from './product.mapper';
import { productRepository } from './product.repository';

/** A public read as it goes out: JSON checked against the response schema once, when it was made. */
export interface CachedRead {
  json: string;
  total?: number;
}

/** Reads kept at once (lists, filter options and single products); the oldest makes room. */
const CACHED_READS = 2_000;

export const encode = <T>(schema: z.ZodType<T>, value: T): string =>
  JSON.stringify(schema.parse(value));

const productKey = (id: number) => `product ${id}`;

export function publicCatalogue(db: Database, ttlMs: number) {
  const reads = ttlCache<CachedRead>(ttlMs, CACHED_READS);
  const repository = productRepository(db);

  return {
    /** A public read named by `key`, made by `load` when no live copy is kept. */
    read: (key: string, load: () => Promise<CachedRead>) => reads.get(key, load),

    /**
     * The JSON of each product among `ids` that is still offered; the ones not kept are read in one
     * query. A withdrawn or unknown id is simply absent from the result.
     */
    async productsJson(ids: number[]): Promise<Map<number, string>> {
      const found = new Map<number, string>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = reads.peek(productKey(id));
        if (kept) found.set(id, (await kept).json);
        else missing.push(id);
      }
      for (const row of await repository.findOffered(missing)) {
        const read = { json: encode(productSchema, toProduct(row)) };
        found.set(row.id, (await reads.get(productKey(row.id), () => Promise.resolve(read))).json);
      }
      return found;
    },

    /** Forgets everything; called by every product write of this instance. */
    clear: () => reads.clear(),
  };
}
export type PublicCatalogue = ReturnType<typeof publicCatalogue>;
