// Queries on the audit trail: appending an entry, and reading pages of entries; never changing one.
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEntries } from './audit.tables';
import { containing } from '../../lib/like-pattern';

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntryRow = typeof auditEntries.$inferInsert;

export interface AuditFilters {
  actorEmailContains?: string | undefined;
  entityType?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

function whereOf(filters: AuditFilters): SQL | undefined {
  return and(
    filters.actorEmailContains
      ? ilike(auditEntries.actorEmail, containing(filters.actorEmailContains))
      : undefined,
    filters.entityType ? eq(auditEntries.entityType, filters.entityType) : undefined,
    filters.action ? eq(auditEntries.action, filters.action) : undefined,
    filters.from ? gte(auditEntries.createdAt, filters.from) : undefined,
    filters.before ? lt(auditEntries.createdAt, filters.before) : undefined,
  );
}

export function auditRepository(db: Database) {
  return {
    async insert(entry: NewAuditEntryRow) {
      await db.insert(auditEntries).values(entry);
    },

    /** A page of entries, newest first, and how many match. */
    async page(filters: AuditFilters, limit: number, offset: number) {
      const where = whereOf(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(auditEntries).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
