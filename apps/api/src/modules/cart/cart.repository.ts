// Cart queries: a user's lines, and changes that only ever touch that user's lines.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema';

/** Whether a product may go into a cart with this many seats; the catalogue writes the condition. */
export type Purchasable = (productId: SQL | number, seats: number) => SQL;

/**
 * The reads and writes a shopper makes most, built once and prepared on each connection: building a
 * query costs more of the process's time than running it.
 */
function prepareStatements(db: Database) {
  const userId = sql.placeholder('userId');
  const lineId = sql.placeholder('id');
  return {
    linesOfUser: db
      .select({ id: cartItems.id, quantity: cartItems.quantity, productId: cartItems.productId })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.id))
      .prepare('cart_lines_of_user'),
    removeOwned: db
      .delete(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id })
      .prepare('cart_remove_owned'),
  };
}

export function cartRepository(db: Database) {
  // Built on first use only: repositories made for a transaction rarely need them.
  let statements: ReturnType<typeof prepareStatements> | undefined;
  const prepared = () => (statements ??= prepareStatements(db));

  return {
    /** The user's lines in the order they were added, with product ids only. */
    linesOf(user: number) {
      return prepared().linesOfUser.execute({ userId: user });
    },

    /**
     * Adds the line if the product may be bought with these seats and is not yet in the user's cart;
     * the new line's id, or undefined when any of that is not so.
     */
    async insertIfPurchasable(
      user: number,
      product: number,
      seats: number,
      purchasable: Purchasable,
    ) {
      // The product is checked by the INSERT itself. (Drizzle's insert-from-select wants every
      // column, the generated id among them.)
      const result = await db.execute(sql`
        insert into ${cartItems} (user_id, product_id, quantity)
        select ${user}::integer, ${product}::integer, ${seats}::integer
        where ${purchasable(product, seats)}
        on conflict do nothing
        returning ${cartItems.id}`);
      // Both engines answer with the rows under `rows`.
      return (result as { rows: { id: number }[] }).rows[0]?.id;
    },

    async findOwned(userId: number, id: number) {
      const [row] = await db
        .select({ id: cartItems.id, quantity: cartItems.quantity, productId: cartItems.productId })
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .limit(1);
      return row;
    },

    /** Sets the quantity if the line's product may be bought with that many seats; its product id. */
    async updateQuantityIfPurchasable(
      userId: number,
      id: number,
      quantity: number,
      purchasable: Purchasable,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(cartItems)
        .set({ quantity })
        .where(
          and(
            eq(cartItems.id, id),
            eq(cartItems.userId, userId),
            purchasable(sql`${cartItems.productId}`, quantity),
          ),
        )
        .returning({ productId: cartItems.productId });
      return row?.productId;
    },

    async remove(user: number, id: number): Promise<boolean> {
      const rows = await prepared().removeOwned.execute({ userId: user, id });
      return rows.length > 0;
    },

    async removeProducts(userId: number, productIds: number[]): Promise<void> {
      if (productIds.length === 0) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    },

    /** Deletes every cart line holding the product. */
    async removeProductEverywhere(productId: number): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.productId, productId));
    },
  };
}
