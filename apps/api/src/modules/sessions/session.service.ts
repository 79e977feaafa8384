// Sign-in sessions: random tokens, stored hashed, with idle and absolute expiry.
import type { Database, NoticeHandlers } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import type { CachedSession, SessionCache } from './session-cache';
import { sessionRepository } from './session.repository';
import type { SessionUser } from '../users/user.service';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/**
 * Last-seen is refreshed at most this often, so reads do not each cost a write; a cached session is
 * confirmed by the database just as often.
 */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** The channel on which the database names the account whose sessions ended or changed (migration 0001). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** A cached session still good at `now`: confirmed lately and past neither expiry. */
const stillGood = (session: CachedSession, now: Date) =>
  now.getTime() - session.checkedAt.getTime() < TOUCH_INTERVAL_MS &&
  now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS &&
  now < session.expiresAt;

export function sessionService(
  db: Database,
  clock: () => Date = () => new Date(),
  cache?: SessionCache,
) {
  const repository = sessionRepository(db);
  return {
    /** Starts a session and returns the token for the cookie (the only place it exists in clear). */
    async create(userId: number): Promise<string> {
      const token = newToken();
      // Times come from the service's clock, never the database's, so idle expiry follows one clock.
      const now = clock();
      await repository.insert(
        hashToken(token),
        userId,
        now,
        new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      );
      return token;
    },

    async resolve(token: string): Promise<SessionUser | null> {
      const now = clock();
      const tokenHash = hashToken(token);
      const cached = cache?.get(tokenHash);
      if (cached && stillGood(cached, now)) return cached.user;
      const mark = cache?.mark() ?? 0;
      const found = await repository.findActive(
        tokenHash,
        now,
        new Date(now.getTime() - SESSION_IDLE_MS),
      );
      if (!found) {
        cache?.forgetToken(tokenHash);
        return null;
      }
      let { lastSeenAt } = found;
      if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touch(tokenHash, now);
        lastSeenAt = now;
      }
      cache?.set(tokenHash, { ...found, lastSeenAt, checkedAt: now }, mark);
      return found.user;
    },

    /** Ends the session; this instance forgets it at once, the others when the database tells them. */
    async destroy(token: string) {
      const tokenHash = hashToken(token);
      await repository.delete(tokenHash);
      cache?.forgetToken(tokenHash);
    },

    /** For changes made beside this service (a password reset ends every session of the account). */
    forgetUser(userId: number) {
      cache?.forgetUser(userId);
    },

    /** What the database's session notices do to this instance's cache. */
    notices: {
      notice(payload: string) {
        const userId = Number(payload);
        if (Number.isInteger(userId)) cache?.forgetUser(userId);
        else cache?.forgetAll(); // unreadable: drop everything rather than guess
      },
      listening: (heard: boolean) => cache?.listening(heard),
    } satisfies NoticeHandlers,

    /** Deletes the sessions past their idle or absolute expiry; returns how many it deleted. */
    purgeExpired(): Promise<number> {
      const now = clock();
      return repository.deleteExpired(now, new Date(now.getTime() - SESSION_IDLE_MS));
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;

/**
 * Ends every session of the account inside the caller's transaction (a password reset). Instances that
 * cache sessions hear of it from the database once it commits (migration 0001).
 */
export async function endSessionsOf(tx: Database, userId: number): Promise<void> {
  await sessionRepository(tx).deleteAllOfUser(userId);
}
