// The tables modules/outbox owns: mails waiting to be sent.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';

/** A mail as the outbox keeps it: JSON, with each attachment's bytes in base64. */
export interface StoredMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

/**
 * Owned by modules/outbox: mails written in the transaction of the change that causes them and sent by
 * a delivery pass that claims each one with a lease, retrying with back-off while the relay fails
 * (docs/decisions/0060-mail-outbox.md).
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    // The whole message as the relay will get it; attachments as base64.
    message: jsonb('message').$type<StoredMailMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While a pass is sending the mail; a pass that died leaves it to the next one after the lease.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
