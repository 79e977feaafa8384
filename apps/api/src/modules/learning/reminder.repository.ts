// Reminder queries: the active seats of the batches about to meet, the reminders they were sent, and the
// claim of one reminder (its row in sent_reminders) before its mail goes out.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enrolments, sentReminders } from './learning.tables';

/** A seat to remind: whose it is (the buyer's account, or an attendee it was given to) and its batch. */
export interface ReminderSeat {
  id: number;
  userId: number;
  batchId: number;
  attendeeName: string | null;
  attendeeEmail: string | null;
  claimedAt: Date | null;
}

/** One reminder: of which seat, for the session starting when, how long before it. */
export interface ReminderKey {
  enrolmentId: number;
  sessionStartsAt: Date;
  leadMinutes: number;
}

export function reminderRepository(db: Database) {
  return {
    activeSeatsOf(batchIds: number[]): Promise<ReminderSeat[]> {
      if (batchIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: enrolments.id,
          userId: enrolments.userId,
          batchId: enrolments.batchId,
          attendeeName: enrolments.attendeeName,
          attendeeEmail: enrolments.attendeeEmail,
          claimedAt: enrolments.claimedAt,
        })
        .from(enrolments)
        .where(and(inArray(enrolments.batchId, batchIds), eq(enrolments.status, 'active')));
    },

    /** The reminders these seats were sent for sessions starting after `after`. */
    sentFor(enrolmentIds: number[], after: Date): Promise<ReminderKey[]> {
      if (enrolmentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          enrolmentId: sentReminders.enrolmentId,
          sessionStartsAt: sentReminders.sessionStartsAt,
          leadMinutes: sentReminders.leadMinutes,
        })
        .from(sentReminders)
        .where(
          and(
            inArray(sentReminders.enrolmentId, enrolmentIds),
            gt(sentReminders.sessionStartsAt, after),
          ),
        );
    },

    /**
     * Inside the transaction that sends the mail: records the reminder as sent if its seat is still
     * active and nobody recorded it before. An instance racing for the same reminder waits on the
     * unique key until this transaction ends, then finds it taken (or free again, after a rollback).
     */
    async claim(key: ReminderKey): Promise<boolean> {
      const [seat] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.id, key.enrolmentId), eq(enrolments.status, 'active')));
      if (!seat) return false;
      const claimed = await db
        .insert(sentReminders)
        .values(key)
        .onConflictDoNothing()
        .returning({ id: sentReminders.id });
      return claimed.length > 0;
    },
  };
}
