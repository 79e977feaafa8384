// The tables modules/cart owns: the lines of each shopper's bag.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { batches, products } from '../catalogue/catalogue.tables';
import { users } from '../users/users.tables';

/** Owned by modules/cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // The batch the seats are for; always one of the product's batches.
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_user_product_unique').on(table.userId, table.productId),
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 5`),
  ],
);
