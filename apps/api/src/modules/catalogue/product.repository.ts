// Catalogue queries: filtered, sorted and paged product lists, single products, filter options, the
// admin's writes, and the seats (stock) that orders take and give back.
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'rating' | 'createdAt'>;

const sortColumns = {
  price: products.price,
  discountPrice: products.discountPrice,
  rating: products.rating,
  title: products.title,
  createdAt: products.createdAt,
} as const;

export interface SeatLine {
  productId: number;
  quantity: number;
}

export interface ProductFilter {
  categories?: string[] | undefined;
  brands?: string[] | undefined;
  includeDeleted: boolean;
}

function whereOf(filter: ProductFilter): SQL | undefined {
  return and(
    filter.includeDeleted ? undefined : eq(products.deleted, false),
    filter.categories?.length ? inArray(products.category, filter.categories) : undefined,
    filter.brands?.length ? inArray(products.brand, filter.brands) : undefined,
  );
}

/**
 * A condition true when the product `productId` (a value or another table's column) is offered with
 * `seats` seats left, for another module's statement to embed: the cart adds and changes a line in one
 * statement that checks the product as it writes.
 */
export const offeredWithSeats = (productId: SQL | number, seats: number): SQL =>
  sql`exists (
    select 1 from ${products}
    where ${products.id} = ${productId} and not ${products.deleted} and ${products.stock} >= ${seats}
  )`;

export function productRepository(db: Database) {
  return {
    async list(
      filter: ProductFilter,
      query: Pick<ProductListQuery, '_sort' | '_order' | '_page' | '_limit'>,
    ) {
      const where = whereOf(filter);
      const direction = query._order === 'desc' ? desc : asc;
      const order = query._sort
        ? [direction(sortColumns[query._sort]), asc(products.id)]
        : [asc(products.id)];
      // The total rides along on every row, so one round trip serves both the page and the header.
      const rows = await db
        .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(query._limit)
        .offset((query._page - 1) * query._limit);
      const total = rows[0]?.total ?? (query._page > 1 ? await this.count(filter) : 0);
      return { rows: rows.map((row) => row.product), total };
    },

    async count(filter: ProductFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(products).where(whereOf(filter));
      return row?.total ?? 0;
    },

    async findById(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    /** The products among `ids` still on offer, in no particular order. */
    findOffered(ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.deleted, false)));
    },

    async distinctValues(column: 'brand' | 'category'): Promise<string[]> {
      const field = column === 'brand' ? products.brand : products.category;
      const rows = await db
        .selectDistinct({ value: field })
        .from(products)
        .where(eq(products.deleted, false))
        .orderBy(asc(field));
      return rows.map((row) => row.value);
    },

    async insert(values: ProductValues): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      if (!row) throw new Error('insert returned no product');
      return row;
    },

    async update(id: number, values: ProductValues): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },

    /**
     * Takes seats from a product only if enough are left and it is still offered: the condition is
     * checked by the UPDATE itself, so concurrent orders can never push stock below zero.
     */
    async takeSeats(line: SeatLine) {
      const [row] = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(
          and(
            eq(products.id, line.productId),
            gte(products.stock, line.quantity),
            eq(products.deleted, false),
          ),
        )
        .returning({
          title: products.title,
          thumbnail: products.thumbnail,
          brand: products.brand,
          unitPrice: products.discountPrice,
        });
      return row;
    },

    async giveSeatsBack(line: SeatLine): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    },
  };
}
