// The tables modules/auth owns: password resets, sign-in networks, links and warnings.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { users } from '../users/users.tables';

/** Owned by modules/auth. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  // One live token per user: a newer request replaces the older one.
  (table) => [uniqueIndex('password_reset_tokens_user_unique').on(table.userId)],
);

/**
 * Owned by modules/auth: the networks (an IPv4 address, an IPv6 /64) each account has signed in from,
 * so that while the account is being guessed at a password from one of them still signs in.
 */
export const signInNetworks = pgTable(
  'sign_in_networks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sign_in_networks_unique').on(table.userId, table.network)],
);

/**
 * Owned by modules/auth: one-time sign-in links mailed to an account's owner when its password was
 * given from a new network while the account is being guessed at. Several may be live; using one
 * spends them all.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the link's token.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sign_in_links_token_unique').on(table.tokenHash),
    index('sign_in_links_user_idx').on(table.userId),
  ],
);

/**
 * Owned by modules/auth: when the owner was last told that their account is being guessed at; the
 * row is claimed by a conditional upsert, so one warning goes out per day however many instances and
 * requests see the ceiling passed.
 */
export const signInWarnings = pgTable('sign_in_warnings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
