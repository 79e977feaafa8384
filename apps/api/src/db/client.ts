// Opens the database: embedded PGlite by default, PostgreSQL through a pool when a URL is given.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type repositories are written against, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /**
   * Runs `task` while holding a lock that every instance sharing this database respects, so work such
   * as migrations runs in one instance at a time. PGlite has a single client, so it needs no lock.
   */
  exclusive<T>(lockKey: number, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded engine is used. */
  url?: string | undefined;
  /** PGlite data folder, or 'memory' for a throwaway database. */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its server must not take the process down; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    const exclusive = async <T>(lockKey: number, task: () => Promise<T>): Promise<T> => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [lockKey]);
        return await task();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
        lockClient.release();
      }
    };
    return { db, engine: 'postgres', exclusive, close: () => pool.end() };
  }
  const client = options.dataDir === 'memory' ? new PGlite() : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, engine: 'pglite', exclusive: (_key, task) => task(), close: () => client.close() };
}
