// Cart queries: a user's lines with their products, and changes that only ever touch that user's lines.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import type { ProductRow } from '../catalogue/product.repository';

export interface CartLineRow {
  id: number;
  quantity: number;
  product: ProductRow;
}

export function cartRepository(db: Database) {
  const lines = () =>
    db
      .select({ id: cartItems.id, quantity: cartItems.quantity, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId));

  return {
    listForUser(userId: number): Promise<CartLineRow[]> {
      return lines().where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
    },

    async findOwned(userId: number, id: number): Promise<CartLineRow | undefined> {
      const [row] = await lines()
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .limit(1);
      return row;
    },

    /** Adds the line; undefined when the product is already in the user's cart (unique user+product). */
    async insert(userId: number, productId: number, quantity: number) {
      const [row] = await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      return row?.id;
    },

    async updateQuantity(userId: number, id: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async removeProducts(userId: number, productIds: number[]): Promise<void> {
      if (productIds.length === 0) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    },
  };
}
