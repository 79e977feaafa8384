// Storage of the sign-in guard: the networks each account has signed in from, its one-time sign-in
// links (hashed), and when its owner was last warned of guessing.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInLinks, signInNetworks, signInWarnings } from './auth.tables';

export function signInRepository(db: Database) {
  return {
    /** Notes a sign-in of the account from `network` at `now`. */
    async rememberNetwork(userId: number, network: string, now: Date) {
      await db
        .insert(signInNetworks)
        .values({ userId, network, lastSignInAt: now })
        .onConflictDoUpdate({
          target: [signInNetworks.userId, signInNetworks.network],
          set: { lastSignInAt: now },
        });
    },

    /** Whether the account has signed in from `network` since `since`. */
    async knowsNetwork(userId: number, network: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ userId: signInNetworks.userId })
        .from(signInNetworks)
        .where(
          and(
            eq(signInNetworks.userId, userId),
            eq(signInNetworks.network, network),
            gt(signInNetworks.lastSignInAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Stores a new link, dropping the account's links that have expired. */
    async addLink(userId: number, tokenHash: string, expiresAt: Date, now: Date) {
      await db
        .delete(signInLinks)
        .where(and(eq(signInLinks.userId, userId), lte(signInLinks.expiresAt, now)));
      await db.insert(signInLinks).values({ userId, tokenHash, expiresAt, createdAt: now });
    },

    /**
     * Spends the link with this token hash, and with it every other link of its account. Answers its
     * account and expiry, or undefined when no such link is stored (never issued, or already spent).
     * One statement, so of two requests spending one link only one gets it.
     */
    async spendLink(tokenHash: string) {
      const [spent] = await db
        .delete(signInLinks)
        .where(eq(signInLinks.tokenHash, tokenHash))
        .returning({ userId: signInLinks.userId, expiresAt: signInLinks.expiresAt });
      if (spent) await db.delete(signInLinks).where(eq(signInLinks.userId, spent.userId));
      return spent;
    },

    /** Forgets every link of the account (its password was reset: the links asked with the old one). */
    async dropLinks(userId: number) {
      await db.delete(signInLinks).where(eq(signInLinks.userId, userId));
    },

    /**
     * Claims the account's guessing warning unless one went out after `since`: true for exactly one
     * caller, however many ask at once (the upsert's condition is checked under the row's lock).
     */
    async claimWarning(userId: number, now: Date, since: Date): Promise<boolean> {
      const claimed = await db
        .insert(signInWarnings)
        .values({ userId, sentAt: now })
        .onConflictDoUpdate({
          target: signInWarnings.userId,
          set: { sentAt: now },
          setWhere: lte(signInWarnings.sentAt, since),
        })
        .returning({ userId: signInWarnings.userId });
      return claimed.length > 0;
    },
  };
}
