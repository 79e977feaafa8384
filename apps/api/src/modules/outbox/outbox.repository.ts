// Outbox queries: a mail written, the next due mail claimed for one pass, and its end (sent, or due again).
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMails, type StoredMailMessage } from './outbox.tables';

export interface ClaimedMail {
  id: number;
  message: StoredMailMessage;
  attempts: number;
}

export function outboxRepository(db: Database) {
  return {
    async add(message: StoredMailMessage, now: Date): Promise<void> {
      await db.insert(outboxMails).values({ message, nextAttemptAt: now });
    },

    /**
     * Claims the oldest due mail nobody is sending until `leaseEnd`, counting the attempt. SKIP LOCKED
     * lets passes of several instances claim different mails at once instead of queueing on one.
     */
    async claimNext(now: Date, leaseEnd: Date): Promise<ClaimedMail | undefined> {
      const due = db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(
          and(
            isNull(outboxMails.sentAt),
            lte(outboxMails.nextAttemptAt, now),
            or(isNull(outboxMails.claimedUntil), lt(outboxMails.claimedUntil, now)),
          ),
        )
        .orderBy(asc(outboxMails.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db
        .update(outboxMails)
        .set({ claimedUntil: leaseEnd, attempts: sql`${outboxMails.attempts} + 1` })
        .where(inArray(outboxMails.id, due))
        .returning({
          id: outboxMails.id,
          message: outboxMails.message,
          attempts: outboxMails.attempts,
        });
      return claimed;
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(outboxMails)
        .set({ sentAt: now, claimedUntil: null })
        .where(eq(outboxMails.id, id));
    },

    async dueAgainAt(id: number, at: Date): Promise<void> {
      await db
        .update(outboxMails)
        .set({ nextAttemptAt: at, claimedUntil: null })
        .where(eq(outboxMails.id, id));
    },
  };
}
