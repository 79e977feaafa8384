// The expired-session purge on every engine: what a pass deletes and keeps, passes side by side, and the
// pass each instance runs when it starts.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { signedInUser, testEngines } from '../../../test/test-app';
import {
  createAccountsApp,
  DAY,
  MINUTE,
  type AccountsTestApp,
} from '../../../test/account-client.fixture';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.service';
import { purgeExpiredSessions } from './session-purge.job';

describe.each(testEngines)('expired session purge on %s', (engine) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsApp(engine);
  });
  afterAll(() => t.close());

  /** Stores one session per case, last seen and ending at the given distances from now. */
  const storeSessions = async (
    cases: Record<string, { lastSeenAgo: number; endsIn: number }>,
  ): Promise<Record<string, string>> => {
    const { id: userId } = await signedInUser(t);
    const now = t.clock.now().getTime();
    const hashes: Record<string, string> = {};
    for (const [name, { lastSeenAgo, endsIn }] of Object.entries(cases)) {
      const tokenHash = hashToken(newToken());
      hashes[name] = tokenHash;
      await t.database.db.insert(sessions).values({
        tokenHash,
        userId,
        createdAt: new Date(now + endsIn - SESSION_ABSOLUTE_MS),
        lastSeenAt: new Date(now - lastSeenAgo),
        expiresAt: new Date(now + endsIn),
      });
    }
    return hashes;
  };
  const stored = async (hashes: Record<string, string>) =>
    (
      await t.database.db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(inArray(sessions.tokenHash, Object.values(hashes)))
    )
      .map((row) => Object.keys(hashes).find((name) => hashes[name] === row.tokenHash))
      .sort();

  // Times are the instance clock's (a day in 2025), so a pass by any other clock would delete them all.
  it('deletes sessions idle too long or past their absolute end, and keeps live ones', async () => {
    const signedIn = await signedInUser(t);
    const hashes = await storeSessions({
      idle: { lastSeenAgo: SESSION_IDLE_MS + MINUTE, endsIn: 10 * DAY },
      justIdle: { lastSeenAgo: SESSION_IDLE_MS, endsIn: 10 * DAY },
      ended: { lastSeenAgo: MINUTE, endsIn: -MINUTE },
      live: { lastSeenAgo: 6 * DAY, endsIn: DAY },
      fresh: { lastSeenAgo: 0, endsIn: 29 * DAY },
    });

    expect(await purgeExpiredSessions(t.app)).toBe(3);
    expect(await stored(hashes)).toEqual(['fresh', 'live']);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: signedIn.cookie },
    });
    expect(check.statusCode).toBe(200);
    expect(await purgeExpiredSessions(t.app)).toBe(0);
  });

  it('runs passes side by side without failing, and deletes each session once', async () => {
    const expired = Object.fromEntries(
      Array.from({ length: 20 }, (_, n) => [
        `expired-${n}`,
        { lastSeenAgo: SESSION_IDLE_MS + n * MINUTE, endsIn: DAY },
      ]),
    );
    const hashes = await storeSessions({ ...expired, live: { lastSeenAgo: 0, endsIn: DAY } });

    const passes = await Promise.all([
      purgeExpiredSessions(t.app),
      purgeExpiredSessions(t.app),
      purgeExpiredSessions(t.app),
    ]);
    expect(passes.reduce((sum, purged) => sum + purged, 0)).toBe(20);
    expect(await stored(hashes)).toEqual(['live']);
  });

  it('runs a pass when an instance with background jobs starts', async () => {
    const hashes = await storeSessions({
      idle: { lastSeenAgo: SESSION_IDLE_MS + MINUTE, endsIn: DAY },
      live: { lastSeenAgo: MINUTE, endsIn: DAY },
    });
    const instance = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      clock: t.clock.now,
      backgroundJobs: true,
    });
    // Closing waits for the pass under way.
    await instance.close();
    expect(await stored(hashes)).toEqual(['live']);
  });
});
