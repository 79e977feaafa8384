// Sessions this instance has checked lately, so most signed-in requests need no database read
// (docs/decisions/0006-session-cache.md). Entries are trusted only while the database's notices of
// ended sessions and changed accounts reach this instance.
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../users/user.service';

export interface CachedSession {
  user: SessionUser;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When the database last confirmed the session. */
  checkedAt: Date;
}

/**
 * Sessions held at once; the least recently used makes room, so memory stays bounded whatever clients
 * send.
 */
const MAX_SESSIONS = 10_000;

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  /** A mark to pass to `set`: a session read from the database before a later forget is not kept. */
  mark(): number;
  set(tokenHash: string, session: CachedSession, mark: number): void;
  forgetToken(tokenHash: string): void;
  forgetUser(userId: number): void;
  /** Drops everything, for a notice that cannot be read. */
  forgetAll(): void;
  /** While notices may be missed nothing is kept, and what was kept is dropped. */
  listening(heard: boolean): void;
}

export function sessionCache(maxSessions = MAX_SESSIONS): SessionCache {
  const tokensOfUser = new Map<number, Set<string>>();
  const byToken = new LRUCache<string, CachedSession>({
    max: maxSessions,
    // However a session leaves (made room for, replaced, forgotten), its account's index loses it.
    dispose(session, tokenHash) {
      const tokens = tokensOfUser.get(session.user.id);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) tokensOfUser.delete(session.user.id);
    },
  });
  let heard = false;
  // Bumped by every forget: a lookup that began before one may have read what was just ended.
  let generation = 0;

  const clear = () => {
    generation++;
    byToken.clear();
  };

  return {
    get: (tokenHash) => (heard ? byToken.get(tokenHash) : undefined),
    mark: () => generation,
    set(tokenHash, session, mark) {
      if (!heard || mark !== generation) return;
      byToken.set(tokenHash, session);
      const tokens = tokensOfUser.get(session.user.id) ?? new Set<string>();
      tokensOfUser.set(session.user.id, tokens.add(tokenHash));
    },
    forgetToken(tokenHash) {
      generation++;
      byToken.delete(tokenHash);
    },
    forgetUser(userId) {
      generation++;
      for (const tokenHash of [...(tokensOfUser.get(userId) ?? [])]) byToken.delete(tokenHash);
    },
    forgetAll: clear,
    listening(isHeard) {
      heard = isHeard;
      clear();
    },
  };
}
