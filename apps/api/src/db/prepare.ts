// Opens the configured database and brings its schema up to date: what every entry point does first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl) mkdirSync(pgliteDir, { recursive: true });
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
