// Migrates once per run, so each test database starts as a copy of a migrated one instead of running
// every migration again: a dumped PGlite data folder, and on PostgreSQL a template database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import type { PgliteThread } from '../src/db/pglite-client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the migrated PGlite data folder. */
    migratedPglite: string;
    /** Name of the migrated template database on TEST_DATABASE_URL's server, when it is set. */
    postgresTemplate: string | undefined;
  }
}

async function dumpMigratedPglite(file: string) {
  const handle = await openDatabase({ dataDir: 'memory' });
  await runMigrations(handle);
  // Drizzle keeps the PGlite client it was given; the handle types it as any engine's database.
  const { $client: client } = handle.db as unknown as { $client: PgliteThread };
  const dump = await client.dumpDataDir();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

async function onServer(postgresUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated database that test databases are created from. It must have no connection when they are
 * (PostgreSQL refuses to copy a database in use), so the migrating pool is closed before it is named.
 */
async function createPostgresTemplate(postgresUrl: string, name: string) {
  await onServer(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: 'memory' });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

export default async function migrateOnce({ provide }: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'kaushal-migrated-'));
  const file = join(dir, 'pglite.tar');
  await dumpMigratedPglite(file);
  provide('migratedPglite', file);

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = postgresUrl ? `kaushal_template_${randomBytes(6).toString('hex')}` : undefined;
  if (postgresUrl && template) await createPostgresTemplate(postgresUrl, template);
  provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgresUrl && template) {
      await onServer(postgresUrl, `drop database if exists ${template} with (force)`);
    }
  };
}
