// Seat claim queries: a buyer's seat given to an attendee (with the hash of the mailed token), and the
// one conditional update that moves it to whoever claims it.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { enrolments } from './learning.tables';
import type { EnrolmentRow } from './enrolment.repository';

export interface Attendee {
  name: string;
  email: string;
  claimTokenHash: string;
}

const held = alias(enrolments, 'held');

export function seatClaimRepository(db: Database) {
  return {
    /**
     * Gives the holder's active, unclaimed seat (not the line's first) to the attendee, replacing an
     * earlier attendee and token. False when the seat is not (or no longer) in that state.
     */
    async give(id: number, holderId: number, attendee: Attendee): Promise<boolean> {
      const rows = await db
        .update(enrolments)
        .set({
          attendeeName: attendee.name,
          attendeeEmail: attendee.email,
          claimTokenHash: attendee.claimTokenHash,
        })
        .where(
          and(
            eq(enrolments.id, id),
            eq(enrolments.userId, holderId),
            eq(enrolments.status, 'active'),
            gt(enrolments.seat, 1),
            isNull(enrolments.claimedAt),
          ),
        )
        .returning({ id: enrolments.id });
      return rows.length > 0;
    },

    /**
     * Moves the active seat whose token has this hash to `userId`, unless they hold an active seat in
     * its batch already, and spends the token. One statement: of two claims of one token, the second
     * waits on the row and then finds the hash gone. Returns the enrolment's id when it moved.
     */
    async claim(claimTokenHash: string, userId: number, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(enrolments)
        .set({ userId, claimedAt: now, claimTokenHash: null })
        .where(
          and(
            eq(enrolments.claimTokenHash, claimTokenHash),
            eq(enrolments.status, 'active'),
            sql`not exists (${db
              .select({ one: sql`1` })
              .from(held)
              .where(
                and(
                  eq(held.userId, userId),
                  eq(held.batchId, enrolments.batchId),
                  eq(held.status, 'active'),
                ),
              )})`,
          ),
        )
        .returning({ id: enrolments.id });
      return row?.id;
    },

    async findByTokenHash(claimTokenHash: string): Promise<EnrolmentRow | undefined> {
      const [row] = await db
        .select()
        .from(enrolments)
        .where(eq(enrolments.claimTokenHash, claimTokenHash))
        .limit(1);
      return row;
    },
  };
}
