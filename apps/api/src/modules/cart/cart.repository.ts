// Cart queries: a user's lines with their products, and changes that only ever touch that user's lines.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import type { ProductRow } from '../catalogue/product.repository';

export interface CartLineRow {
  id: number;
  quantity: number;
  product: ProductRow;
}

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
  const lines = () =>
    db
      .select({ id: cartItems.id, quantity: cartItems.quantity, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId));

  // Built on first use only: repositories made for a transaction rarely need them.
  let statements: ReturnType<typeof prepareStatements> | undefined;
  const prepared = () => (statements ??= prepareStatements(db));

  return {
    /** The user's lines with their whole products, for turning the cart into an order. */
    listForUser(user: number): Promise<CartLineRow[]> {
      return lines().where(eq(cartItems.userId, user)).orderBy(asc(cartItems.id));
    },

    /** The user's lines in the order they were added, with product ids only. */
    linesOf(user: number) {
      return prepared().linesOfUser.execute({ userId: user });
    },

    /**
     * Adds the line if the product is offered with enough seats and not yet in the user's cart; the new
     * line's id, or undefined when any of that is not so.
     */
    async insertIfPurchasable(user: number, product: number, seats: number) {
      // The product is checked by the INSERT itself: only an offered one with the seats asked for is
      // added. (Drizzle's insert-from-select wants every column, the generated id among them.)
      const result = await db.execute(sql`
        insert into ${cartItems} (user_id, product_id, quantity)
        select ${user}, ${products.id}, ${seats} from ${products}
        where ${products.id} = ${product} and not ${products.deleted} and ${products.stock} >= ${seats}
        on conflict do nothing
        returning ${cartItems.id}`);
      // Both engines answer with the rows under `rows`.
      return (result as { rows: { id: number }[] }).rows[0]?.id;
    },

    async findOwned(userId: number, id: number): Promise<CartLineRow | undefined> {
      const [row] = await lines()
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .limit(1);
      return row;
    },

    async updateQuantity(userId: number, id: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
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
  };
}
