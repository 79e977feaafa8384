// Seat alert queries: sign-ups, the alerts still waiting, claiming one before its mail goes out, and
// removal by the unsubscribe link's token.
import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { seatAlerts } from './waitlist.tables';

export interface WaitingAlert {
  id: number;
  productId: number;
  email: string;
}

const waitingAlert = {
  id: seatAlerts.id,
  productId: seatAlerts.productId,
  email: seatAlerts.email,
};

export function seatAlertRepository(db: Database) {
  return {
    /** False when the address already waits for the workshop (the table allows one waiting alert). */
    async insertWaiting(values: {
      productId: number;
      email: string;
      unsubscribeTokenHash: string;
    }): Promise<boolean> {
      const inserted = await db
        .insert(seatAlerts)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: seatAlerts.id });
      return inserted.length > 0;
    },

    async waitingProductIds(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ productId: seatAlerts.productId })
        .from(seatAlerts)
        .where(isNull(seatAlerts.notifiedAt));
      return rows.map((row) => row.productId);
    },

    /** The oldest alerts still waiting for these workshops. */
    waitingFor(productIds: number[], limit: number): Promise<WaitingAlert[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select(waitingAlert)
        .from(seatAlerts)
        .where(and(isNull(seatAlerts.notifiedAt), inArray(seatAlerts.productId, productIds)))
        .orderBy(asc(seatAlerts.id))
        .limit(limit);
    },

    /**
     * Marks the alert notified and gives it the token of the link about to be mailed, if it still
     * waits. The row lock makes this the one claim that wins when instances race for the alert.
     */
    async claim(id: number, unsubscribeTokenHash: string, now: Date): Promise<boolean> {
      const claimed = await db
        .update(seatAlerts)
        .set({ notifiedAt: now, unsubscribeTokenHash })
        .where(and(eq(seatAlerts.id, id), isNull(seatAlerts.notifiedAt)))
        .returning({ id: seatAlerts.id });
      return claimed.length > 0;
    },

    /**
     * Puts a claimed alert back to waiting after its mail failed. Should the same address have signed
     * up for the workshop again meanwhile, that alert waits already and this one is dropped.
     */
    async release(id: number): Promise<void> {
      const waiting = alias(seatAlerts, 'waiting');
      const released = await db
        .update(seatAlerts)
        .set({ notifiedAt: null })
        .where(
          and(
            eq(seatAlerts.id, id),
            notExists(
              db
                .select({ id: waiting.id })
                .from(waiting)
                .where(
                  and(
                    eq(waiting.productId, seatAlerts.productId),
                    eq(waiting.email, seatAlerts.email),
                    isNull(waiting.notifiedAt),
                  ),
                ),
            ),
          ),
        )
        .returning({ id: seatAlerts.id });
      if (released.length === 0) await db.delete(seatAlerts).where(eq(seatAlerts.id, id));
    },

    /** Deletes the alert the token belongs to; its workshop, or undefined for an unknown token. */
    async deleteByTokenHash(unsubscribeTokenHash: string): Promise<number | undefined> {
      const [deleted] = await db
        .delete(seatAlerts)
        .where(eq(seatAlerts.unsubscribeTokenHash, unsubscribeTokenHash))
        .returning({ productId: seatAlerts.productId });
      return deleted?.productId;
    },
  };
}
