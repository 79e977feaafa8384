// Opens the configured database and brings its schema up to date: what every entry point does first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { ConfigError, type AppConfig } from '../config';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

/** Waits between tries while PostgreSQL may still be starting (a container started together with us). */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000];

export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl) mkdirSync(pgliteDir, { recursive: true });
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir });
  try {
    if (config.databaseUrl) await reach(handle, config.databaseUrl);
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Makes sure PostgreSQL answers before anything else is asked of it, trying again while it cannot be
 * reached; a database that refuses us (no such database, wrong password) is not waited for.
 */
async function reach(handle: DatabaseHandle, url: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await handle.db.execute(sql`select 1`);
      return;
    } catch (error) {
      const retryIn = RETRY_DELAYS_MS[attempt];
      if (retryIn === undefined || !isDatabaseUnavailable(error)) {
        const tries = attempt + 1;
        throw new ConfigError(
          `Cannot use the database at DATABASE_URL=${withoutPassword(url)}: ${causeOf(error)}` +
            (tries > 1 ? ` (tried ${tries} times)` : ''),
        );
      }
      await delay(retryIn);
    }
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The innermost message of an error chain: the driver's own words, e.g. "connect ECONNREFUSED …". */
function causeOf(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return typeof code === 'string' && !current.message.includes(code)
    ? `${current.message} (${code})`
    : current.message;
}
