// The session cache: what it keeps and forgets, and, on every engine, that a session ended or an account
// changed straight in the database (as another instance or a script would) stops counting at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { sessionCache, type CachedSession } from './session-cache';
import { sessionService } from './session.service';

const sessionOf = (userId: number): CachedSession => ({
  user: { id: userId, email: `user${userId}@example.com`, name: null, role: 'user' },
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
  checkedAt: new Date(),
});

describe('session cache', () => {
  it('keeps nothing until the database can tell it of changes, and drops all when it no longer can', () => {
    const cache = sessionCache();
    cache.set('a', sessionOf(1), cache.mark());
    expect(cache.get('a')).toBeUndefined();

    cache.listening(true);
    cache.set('a', sessionOf(1), cache.mark());
    expect(cache.get('a')?.user.id).toBe(1);

    cache.listening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.listening(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one token, or every token of one account', () => {
    const cache = sessionCache();
    cache.listening(true);
    cache.set('a', sessionOf(1), cache.mark());
    cache.set('b', sessionOf(1), cache.mark());
    cache.set('c', sessionOf(2), cache.mark());

    cache.forgetToken('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();

    cache.forgetUser(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.user.id).toBe(2);
  });

  it('does not keep a session read before a forget that came while the read was under way', () => {
    const cache = sessionCache();
    cache.listening(true);
    const before = cache.mark();
    cache.forgetUser(1);
    cache.set('a', sessionOf(1), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds a bounded number of sessions, making room by dropping the oldest', () => {
    const cache = sessionCache(2);
    cache.listening(true);
    cache.set('a', sessionOf(1), cache.mark());
    cache.set('b', sessionOf(2), cache.mark());
    cache.set('c', sessionOf(3), cache.mark());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe.each(testEngines)('cached sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { SESSION_CACHE: 'on' });
  });
  afterAll(() => t.close());

  const statusOf = async (user: SignedInUser, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).statusCode;

  /** The status `url` answers once it is `expected`, or the last one seen after two seconds. */
  const settlesAt = async (user: SignedInUser, url: string, expected: number) => {
    const until = Date.now() + 2_000;
    let status = await statusOf(user, url);
    while (status !== expected && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await statusOf(user, url);
    }
    return status;
  };

  it('drops every session for a notice it cannot read, and keeps listening', () => {
    const cache = sessionCache();
    cache.listening(true);
    cache.set('a', sessionOf(1), cache.mark());
    const sessions = sessionService(t.database.db, () => new Date(), cache);
    sessions.notices.notice('not an account id');
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', sessionOf(2), cache.mark());
    expect(cache.get('b')?.user.id).toBe(2);
  });

  it('refuses a session deleted in the database by someone else (another instance, a script)', async () => {
    const user = await signedInUser(t);
    expect(await statusOf(user, '/api/users/own')).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await settlesAt(user, '/api/users/own', 401)).toBe(401);
  });

  it('sees a role changed in the database', async () => {
    const user = await signedInUser(t);
    expect(await statusOf(user, '/api/orders')).toBe(403);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect(await settlesAt(user, '/api/orders', 200)).toBe(200);
  });

  it('ends a session at logout before answering, on the instance that logged out', async () => {
    const user = await signedInUser(t);
    expect(await statusOf(user, '/api/users/own')).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(logout.statusCode).toBe(200);
    expect(await statusOf(user, '/api/users/own')).toBe(401);
  });

  it.runIf(engine === 'postgres')(
    'trusts nothing cached while its listening connection is lost, and listens again',
    async () => {
      const user = await signedInUser(t);
      expect(await statusOf(user, '/api/users/own')).toBe(200);
      // The listener is gone, and with it the notice this delete would have sent.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query = 'LISTEN "session_changes"' and datname = current_database()`,
      );
      await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect(await settlesAt(user, '/api/users/own', 401)).toBe(401);

      // And it connects again by itself.
      const listeners = async () =>
        (
          (await t.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where query = 'LISTEN "session_changes"' and datname = current_database()`,
          )) as { rows: { n: number }[] }
        ).rows[0]?.n;
      const until = Date.now() + 3_000;
      while ((await listeners()) !== 1 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await listeners()).toBe(1);
    },
  );
});
