// Opens the database: embedded PGlite by default, PostgreSQL through a pool when a URL is given.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { openPgliteThread } from './pglite-client';
import { replicaRouter, type ReplicaLog } from './replica';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type repositories are written against, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw statement: both engines answer `execute` with them under `rows`. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /**
   * A database for reads that may be a few seconds old, answered by the streaming replica at `url`
   * while it keeps within `maxLagMs` of this one, else by this one (docs/decisions/0053). Single
   * statements only, never a transaction or a write. PGlite has no replica: its reads are its own.
   */
  replicaReads(url: string, options: { maxLagMs: number; log: ReplicaLog }): ReplicaReads;
  /**
   * Runs `task` while holding a lock that every instance sharing this database respects, so work such
   * as migrations runs in one instance at a time. PGlite has a single client, so it needs no lock.
   */
  exclusive<T>(lockKey: number, task: () => Promise<T>): Promise<T>;
  /**
   * Hears the NOTIFY messages of `channel` until the returned function is called. `listening(false)` says
   * messages may be missed from then on (the connection was lost); `listening(true)` that they are heard
   * again, which is said once the first time they are.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ReplicaReads {
  db: Database;
  close(): Promise<void>;
}

export interface NoticeHandlers {
  notice(payload: string): void;
  listening(heard: boolean): void;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded engine is used. */
  url?: string | undefined;
  /** PGlite data folder, or 'memory' for a throwaway database. */
  dataDir: string;
  /**
   * A dumped PGlite data folder (`dumpDataDir`) the throwaway database starts as, so tests can start
   * each database from one migrated copy.
   */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its server must not take the process down; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    const replicaReads = (
      replicaUrl: string,
      { maxLagMs, log }: { maxLagMs: number; log: ReplicaLog },
    ) => {
      const router = replicaRouter(pool, replicaUrl, {
        maxLagMs,
        log,
        poolSize: options.poolSize ?? 10,
      });
      const reads = drizzlePostgres(router as unknown as pg.Pool, {
        schema,
      }) as unknown as Database;
      return { db: reads, close: () => router.close() };
    };
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
    const listen = (channel: string, handlers: NoticeHandlers) =>
      listenOnPostgres(url, channel, handlers);
    return { db, engine: 'postgres', replicaReads, exclusive, listen, close: () => pool.end() };
  }
  const unlock = options.dataDir === 'memory' ? () => undefined : lockDataFolder(options.dataDir);
  // PGlite runs in a thread of its own, so its statements never hold the server's (ADR 0043).
  const client = await openPgliteThread(options).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    replicaReads: () => ({ db, close: () => Promise.resolve() }),
    exclusive: (_key, task) => task(),
    // The embedded database lives in this process, so its notices cannot be lost.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (payload) => handlers.notice(payload));
      handlers.listening(true);
      return () => stop();
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool, held for as long as we listen. When it drops,
 * the handlers hear so at once and a new one is tried every second.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined); // 'end' follows, and that is where the loss is handled
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => undefined);
      return connectLater();
    }
    if (stopped) return client.end();
    current = client;
    handlers.listening(true);
    client.once('end', () => {
      current = undefined;
      handlers.listening(false);
      connectLater();
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}
