// Sign-in sessions: random tokens, stored hashed, with idle and absolute expiry.
import type { Role } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { sessionRepository } from './session.repository';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** Last-seen is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  name: string | null;
  role: Role;
}

export function sessionService(db: Database, clock: () => Date = () => new Date()) {
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
      const found = await repository.findActive(
        tokenHash,
        now,
        new Date(now.getTime() - SESSION_IDLE_MS),
      );
      if (!found) return null;
      if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touch(tokenHash, now);
      }
      return found.user;
    },

    destroy: (token: string) => repository.delete(hashToken(token)),

    destroyAllOfUser: (userId: number) => repository.deleteAllOfUser(userId),

    purgeExpired() {
      const now = clock();
      return repository.deleteExpired(now, new Date(now.getTime() - SESSION_IDLE_MS));
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
