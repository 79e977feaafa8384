// A database as an earlier release left it, for tests of what a migration does to data already sold:
// an empty database of its own migrated up to (not including) a given migration, then the rest run
// and the app opened on it.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle, type Engine } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { migrationsDir } from '../../src/paths';
import { postgresDatabaseOfItsOwn, testConfig, type SignedInUser, type TestApp } from '../test-app';

/** The committed migrations before the one numbered `index`, as their own folder. */
function migrationsBefore(index: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'kaushal-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database of its own on the engine, dropped on close. */
function emptyDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite' || !process.env.TEST_DATABASE_URL) {
    return openDatabase({ dataDir: 'memory' });
  }
  return postgresDatabaseOfItsOwn((name) => `create database ${name}`);
}

/** A database of its own on the engine, migrated up to (not including) migration `index`. */
export async function databaseBeforeMigration(
  engine: Engine,
  index: number,
): Promise<DatabaseHandle> {
  const database = await emptyDatabase(engine);
  const config = { migrationsFolder: migrationsBefore(index) };
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(database.db as unknown as NodePgDatabase, config);
  }
  return database;
}

/** Rows of a raw query; both drivers answer with a `rows` array the common Drizzle type does not name. */
export async function rowsOf<T>(
  handle: DatabaseHandle,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Runs the remaining migrations and opens the app on the database, closing both with it. */
export async function appAfterMigrations(database: DatabaseHandle): Promise<TestApp> {
  await runMigrations(database);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config: app.config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A session for a user inserted into the earlier database. */
export async function signedInAs(t: TestApp, id: number, email: string): Promise<SignedInUser> {
  return { id, email, password: 'x', cookie: `sid=${await t.app.sessions.create(id)}` };
}
