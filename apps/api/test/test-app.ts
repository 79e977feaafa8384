// Test fixtures: a real database per test file (in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), the app built on it, and signed-in users.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@kaushal/shared';
import pg from 'pg';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The engines every API suite runs on: PGlite always, PostgreSQL when CI (or you) provide one. */
export const testEngines: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** A connection string for the test's own PostgreSQL database (absent on PGlite). */
  url?: string;
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database dropped on close. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory' });
    await runMigrations(handle);
    return handle;
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kaushal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: 'memory' });
  await runMigrations(handle);
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

/** A clock the test moves by hand, to reach expiry times without waiting. */
export function manualClock(start = Date.UTC(2025, 0, 1)) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'clock' | 'logger'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = testConfig(env);
  const app = await buildApp({ config, database, logger: false, ...options });
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
