// Sessions this instance has checked lately, so most signed-in requests need no database read
// (docs/decisions/0006-session-cache.md). Entries are trusted only while the database's notices of
// ended sessions and changed accounts reach this instance.
import type { SessionUser } from './session.service';

export interface CachedSession {
  user: SessionUser;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When the database last confirmed the session. */
  checkedAt: Date;
}

/** Sessions held at once; the oldest makes room, so memory stays bounded whatever clients send. */
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
  const byToken = new Map<string, CachedSession>();
  const tokensOfUser = new Map<number, Set<string>>();
  let heard = false;
  // Bumped by every forget: a lookup that began before one may have read what was just ended.
  let generation = 0;

  const remove = (tokenHash: string) => {
    const session = byToken.get(tokenHash);
    if (!session) return;
    byToken.delete(tokenHash);
    const tokens = tokensOfUser.get(session.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOfUser.delete(session.user.id);
  };
  const clear = () => {
    generation++;
    byToken.clear();
    tokensOfUser.clear();
  };

  return {
    get: (tokenHash) => (heard ? byToken.get(tokenHash) : undefined),
    mark: () => generation,
    set(tokenHash, session, mark) {
      if (!heard || mark !== generation) return;
      remove(tokenHash);
      if (byToken.size >= maxSessions) {
        const oldest = byToken.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
      byToken.set(tokenHash, session);
      const tokens = tokensOfUser.get(session.user.id) ?? new Set<string>();
      tokensOfUser.set(session.user.id, tokens.add(tokenHash));
    },
    forgetToken(tokenHash) {
      generation++;
      remove(tokenHash);
    },
    forgetUser(userId) {
      generation++;
      for (const tokenHash of tokensOfUser.get(userId) ?? []) remove(tokenHash);
    },
    forgetAll: clear,
    listening(isHeard) {
      heard = isHeard;
      clear();
    },
  };
}
