// What each `npm run db:*` script does around its work: opens the configured database with its schema
// up to date, closes it after, and says in one line why it could not (a folder another process holds,
// a database that refuses us) instead of a stack trace.
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';

export async function withDatabase(work: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  let handle: DatabaseHandle | undefined;
  try {
    handle = await prepareDatabase(loadConfig());
    await work(handle);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}
