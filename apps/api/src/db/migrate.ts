// Applies the committed migrations; instances starting together against one PostgreSQL take turns.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsDir } from '../paths';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK = 727_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  await handle.exclusive(MIGRATION_LOCK, () =>
    handle.engine === 'pglite'
      ? migratePglite(handle.db as unknown as PgliteDatabase, config)
      : migratePostgres(handle.db as unknown as NodePgDatabase, config),
  );
}
