// The tables modules/enquiries owns: contact-page enquiries and their threads.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * Owned by modules/enquiries: a message sent from the contact page, and where the shop stands with it
 * (new → replied → closed, and back again).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('enquiries_status_known', sql`${table.status} in ('new', 'replied', 'closed')`),
    // The admin's inbox: newest first, filtered by status.
    index('enquiries_status_created_idx').on(table.status, table.createdAt),
    index('enquiries_created_idx').on(table.createdAt),
  ],
);

/**
 * Owned by modules/enquiries: an enquiry's thread, the sender's first message and the shop's replies,
 * each with when its e-mail went out.
 */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: id(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    from: text('from', { enum: ['sender', 'shop'] }).notNull(),
    // The admin who wrote a reply; kept when their account goes.
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    // Set once the relay took its e-mail (the shop's copy, or the reply to the sender).
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    check('enquiry_messages_from_known', sql`${table.from} in ('sender', 'shop')`),
    index('enquiry_messages_thread_idx').on(table.enquiryId, table.createdAt),
  ],
);
