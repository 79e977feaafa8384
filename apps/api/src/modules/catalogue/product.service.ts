// Catalogue rules: what a shopper may see (never deleted products), what an admin may see and change.
import type { FilterOption, Product, ProductInput, ProductListQuery } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toProduct } from './product.mapper';
import { productRepository } from './product.repository';

export function productService(db: Database) {
  const repository = productRepository(db);
  const asOptions = (values: string[]): FilterOption[] =>
    values.map((value) => ({ label: value, value }));

  return {
    async list(
      query: ProductListQuery,
      viewerIsAdmin: boolean,
    ): Promise<{ products: Product[]; total: number }> {
      const { rows, total } = await repository.list(
        {
          categories: query.category,
          brands: query.brand,
          includeDeleted: viewerIsAdmin && query.admin === 'true',
        },
        query,
      );
      return { products: rows.map(toProduct), total };
    },

    /** One product; a deleted one exists only for admins. */
    async get(id: number, viewerIsAdmin: boolean): Promise<Product> {
      const row = await repository.findById(id);
      if (!row || (row.deleted && !viewerIsAdmin)) throw notFound('Product', id);
      return toProduct(row);
    },

    brands: async () => asOptions(await repository.distinctValues('brand')),
    categories: async () => asOptions(await repository.distinctValues('category')),

    /** A new product starts with rating 0: the column's default, since the input carries no rating. */
    async create(input: ProductInput): Promise<Product> {
      return toProduct(await repository.insert(input));
    },
  };
}

/**
 * Applies an admin's edit inside the caller's transaction (a withdrawal also empties carts, in the same
 * transaction: see the product-withdrawal workflow).
 */
export async function applyProductEdit(
  tx: Database,
  id: number,
  input: ProductInput,
): Promise<Product> {
  const row = await productRepository(tx).update(id, input);
  if (!row) throw notFound('Product', id);
  return toProduct(row);
}
