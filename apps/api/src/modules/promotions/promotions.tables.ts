// The tables modules/promotions owns: promo codes, the code on a bag, and each use of a code.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';
import { users } from '../users/users.tables';

/** Owned by modules/promotions: a code a shopper types in the bag for a discount. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    // Stored in capitals; shoppers may type it in any case.
    code: text('code').notNull(),
    type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
    // A percentage (1–100) or an amount in paise.
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    maxUses: integer('max_uses'),
    perCustomer: integer('per_customer'),
    minOrderPaise: integer('min_order_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Empty: every workshop.
    productIds: jsonb('product_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Paid orders that used it; kept within max_uses by the statement that counts a use.
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_unique').on(table.code),
    check('promo_codes_type_known', sql`${table.type} in ('percentage', 'fixed')`),
    check('promo_codes_value_positive', sql`${table.value} > 0`),
    check(
      'promo_codes_percentage_range',
      sql`${table.type} <> 'percentage' or ${table.value} <= 100`,
    ),
    check(
      'promo_codes_uses_within_limit',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** Owned by modules/promotions: the code a shopper applied to their bag. */
export const cartPromos = pgTable('cart_promos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id')
    .notNull()
    .references(() => promoCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
