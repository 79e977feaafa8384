// Probes for the health and readiness checks: the database answers, and every migration is applied.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export function healthRepository(db: Database) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /** How many migrations the database records as applied (drizzle-kit's own bookkeeping table). */
    async appliedMigrations(): Promise<number> {
      const [row] = await db
        .select({ applied: sql<number>`count(*)::int`.mapWith(Number) })
        .from(sql`drizzle.__drizzle_migrations`);
      return row?.applied ?? 0;
    },
  };
}
