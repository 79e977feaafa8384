// Storage of sign-in sessions, keyed by the hash of the cookie's token.
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessionUsers } from './session-user.read-model';
import { sessions } from './sessions.tables';

export function sessionRepository(db: Database) {
  // Every signed-in request runs this lookup, so it is built once and prepared on each connection:
  // building it per request cost more of the process's time than the query itself.
  const activeSession = db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: sessionUsers.identity,
    })
    .from(sessions)
    .innerJoin(sessionUsers.table, eq(sessionUsers.table.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_find_active');

  return {
    async insert(tokenHash: string, userId: number, now: Date, expiresAt: Date) {
      await db
        .insert(sessions)
        .values({ tokenHash, userId, createdAt: now, lastSeenAt: now, expiresAt });
    },

    /** The session's user, provided the session is neither idle too long nor past its absolute end. */
    async findActive(tokenHash: string, now: Date, idleSince: Date) {
      const [row] = await activeSession.execute({ tokenHash, now, idleSince });
      return row;
    },

    async touch(tokenHash: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteAllOfUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Deletes every session `findActive` would no longer accept; returns how many there were. */
    async deleteExpired(now: Date, idleSince: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
        .returning({ userId: sessions.userId });
      return deleted.length;
    },
  };
}
