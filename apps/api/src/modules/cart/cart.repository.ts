// Cart queries: a user's lines, and changes that only ever touch that user's lines.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { cartItems } from './cart.tables';

/**
 * The catalogue's part of the cart's statements: the batch a new line goes to (a one-column `id` query,
 * no row when there is none) and whether a line's batch still has this many seats.
 */
export interface Enrolment {
  batchFor(productId: number, seats: number, batchId: number | undefined): SQL;
  hasSeats(batchId: SQL, seats: number): SQL;
}

const lineColumns = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  productId: cartItems.productId,
  batchId: cartItems.batchId,
};

/**
 * The reads and writes a shopper makes most, built once and prepared on each connection: building a
 * query costs more of the process's time than running it.
 */
function prepareStatements(db: Database) {
  const userId = sql.placeholder('userId');
  const lineId = sql.placeholder('id');
  return {
    linesOfUser: db
      .select(lineColumns)
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
    /** The user's lines in the order they were added, with product and batch ids only. */
    linesOf(user: number) {
      return prepared().linesOfUser.execute({ userId: user });
    },

    /**
     * Adds the line to the batch the catalogue chooses for these seats (`batch` when given), if the
     * product is not yet in the user's cart; the new line's id and batch, or undefined when there is
     * no such batch or the product is in the cart already.
     */
    async insertIfPurchasable(
      user: number,
      line: { productId: number; batchId: number | undefined; quantity: number },
      enrolment: Enrolment,
    ): Promise<{ id: number; batchId: number } | undefined> {
      // The batch is chosen and checked by the INSERT itself. (Drizzle's insert-from-select wants
      // every column, the generated id among them.)
      const { productId, batchId, quantity } = line;
      const [row] = await rowsOf<{ id: number; batchId: number }>(
        db,
        sql`
        insert into ${cartItems} (user_id, product_id, batch_id, quantity)
        select ${user}::integer, ${productId}::integer, chosen.id, ${quantity}::integer
        from (${enrolment.batchFor(productId, quantity, batchId)}) chosen
        on conflict do nothing
        returning ${cartItems.id} as id, ${cartItems.batchId} as "batchId"`,
      );
      return row;
    },

    async findOwned(userId: number, id: number) {
      const [row] = await db
        .select(lineColumns)
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .limit(1);
      return row;
    },

    /** Sets the quantity if the line's batch has that many seats left; the line's ids. */
    async updateQuantityIfPurchasable(
      userId: number,
      id: number,
      quantity: number,
      enrolment: Enrolment,
    ): Promise<{ productId: number; batchId: number } | undefined> {
      const [row] = await db
        .update(cartItems)
        .set({ quantity })
        .where(
          and(
            eq(cartItems.id, id),
            eq(cartItems.userId, userId),
            // Written out in full: the batch's subquery must not read an unqualified column as its own.
            enrolment.hasSeats(
              sql`${sql.identifier('cart_items')}.${sql.identifier('batch_id')}`,
              quantity,
            ),
          ),
        )
        .returning({ productId: cartItems.productId, batchId: cartItems.batchId });
      return row;
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
