// Test fixtures: a real database per test app (in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), the app built on it, and signed-in users.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@kaushal/shared';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { describe, inject, vi } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The engines every API suite runs on: PGlite always, PostgreSQL when CI (or you) provide one. */
export const testEngines: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A streaming replica of TEST_DATABASE_URL's server (scripts/start-replica.sh), when given: the
 * catalogue's suites then run a third time with their reads through it.
 */
const replicaServerUrl = process.env.TEST_REPLICA_URL;
export type TestEngine = Engine | 'replica';
/** The engines the catalogue's suites run on: every test engine, and through the replica. */
export const catalogueEngines: TestEngine[] = replicaServerUrl
  ? [...testEngines, 'replica']
  : testEngines;
export const describeOnReplica = describe.skipIf(!replicaServerUrl);

/** The same database as `url` names, on the replica's server (or at `server`, a way to it). */
export function replicaUrlOf(url: string, server = replicaServerUrl): string {
  if (!server) throw new Error('TEST_REPLICA_URL is not set');
  const replica = new URL(server);
  replica.pathname = new URL(url).pathname;
  return replica.toString();
}

/** The Redis that suites sharing counters through it use; without one they are skipped, saying so. */
export const testRedisUrl = process.env.REDIS_URL;
export const describeOnRedis = describe.skipIf(!testRedisUrl);
export const redisSkipNote = testRedisUrl ? '' : ' (skipped: REDIS_URL is not set)';

export interface TestDatabase extends DatabaseHandle {
  /** A connection string for the test's own PostgreSQL database (absent on PGlite). */
  url?: string;
}

/** The migrated PGlite data folder (migrated-databases.ts), read once per test file. */
let migratedPglite: Promise<Blob> | undefined;
const migratedPgliteDump = () =>
  (migratedPglite ??= readFile(inject('migratedPglite')).then((bytes) => new Blob([bytes])));

/**
 * A fresh, migrated database of its own: PGlite in memory started from the migrated copy, or a new
 * PostgreSQL database copied from the migrated template and dropped on close.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    return openDatabase({ dataDir: 'memory', loadDataDir: await migratedPgliteDump() });
  }
  const template = inject('postgresTemplate');
  if (!postgresUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  return postgresDatabaseOfItsOwn((name) => `create database ${name} template ${template}`);
}

/**
 * A database of its own on TEST_DATABASE_URL's server, made by the statement `create` gives for its
 * name, and dropped on close.
 */
export async function postgresDatabaseOfItsOwn(
  create: (name: string) => string,
): Promise<TestDatabase> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kaushal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(create(name));
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: 'memory' });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export { GRIEVANCE_OFFICER, KARNATAKA_BUSINESS, LIVE_MERCHANT } from './merchant';

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kaushal-test-')),
    PUBLIC_URL: 'http://shop.test',
    ...env,
  });
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Time the test moves by hand, to reach expiry without waiting. Date itself is faked (timers are not), so
 * the app's clock and the rate-limit counters, which read Date.now, move together; `stop` gives the real
 * time back.
 */
export function manualClock(start = Date.UTC(2025, 0, 1)) {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return {
    now: () => new Date(),
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms);
    },
    stop() {
      vi.useRealTimers();
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

/** Redis expires keys by its own clock, so a test that moves time brings its keys' expiry nearer too. */
export async function advanceRedisKeys(redis: Redis, keys: string[], ms: number) {
  for (const key of keys) {
    const left = await redis.pttl(key);
    if (left < 0) continue;
    if (left <= ms) await redis.del(key);
    else await redis.pexpire(key, left - ms);
  }
}

export async function createTestApp(
  engine: TestEngine,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'clock' | 'logger' | 'backgroundJobs' | 'seatAlertEveryMs'> & {
    /** Through the replica: the address its server is reached at, when not TEST_REPLICA_URL's. */
    replicaServer?: string;
  } = {},
): Promise<TestApp> {
  const { replicaServer, ...appOptions } = options;
  const database = await createTestDatabase(engine === 'replica' ? 'postgres' : engine);
  const config = testConfig({
    // Through the replica: the test's database, as the replica replays it.
    ...(engine === 'replica' && {
      DATABASE_URL: database.url!,
      DATABASE_REPLICA_URL: replicaUrlOf(database.url!, replicaServer),
    }),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, ...appOptions });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface SignedInUser {
  id: number;
  email: string;
  password: string;
  /** The Cookie header value that carries this user's session. */
  cookie: string;
}

let userCounter = 0;

/** Creates an account directly in the database and signs it in, for tests about other features. */
export async function signedInUser(t: TestApp, role: Role = 'user'): Promise<SignedInUser> {
  userCounter += 1;
  const email = `${role}-${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Passw0rd!';
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), role, name: null })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const token = await t.app.sessions.create(row.id);
  return { id: row.id, email, password, cookie: `sid=${token}` };
}
