// The tables modules/users owns: accounts and their address books.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';

/** Owned by modules/users. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    // A mobile number as +91 and ten digits, or null when not given.
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_normalised', sql`${table.email} = lower(btrim(${table.email}))`),
    check('users_role_known', sql`${table.role} in ('user', 'admin')`),
    check('users_phone_normalised', sql`${table.phone} ~ '^\\+91[6-9][0-9]{9}$'`),
    // The admins, locked together whenever a role changes (modules/users), read through this index.
    index('users_role_idx').on(table.role),
  ],
);

/** Owned by modules/users (the address book). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    // A business buyer's GSTIN, printed on their tax invoices.
    gstin: text('gstin'),
    // Where the address stands in its book, as the account last sent the book: an edit keeps its place.
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId, table.position)],
);
