// The tables modules/waitlist owns: shoppers waiting for seats.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { products } from '../catalogue/catalogue.tables';

/**
 * Owned by modules/waitlist: a shopper waiting for seats of a sold-out workshop, e-mailed once when
 * seats open again or a batch is added.
 */
export const seatAlerts = pgTable(
  'seat_alerts',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // SHA-256 of the unsubscribe link's token.
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    // One waiting alert per address and workshop; a notified one may be followed by a new one.
    uniqueIndex('seat_alerts_waiting_unique')
      .on(table.productId, table.email)
      .where(sql`${table.notifiedAt} is null`),
    uniqueIndex('seat_alerts_token_unique').on(table.unsubscribeTokenHash),
  ],
);
