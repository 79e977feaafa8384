// The audit trail: every admin change is recorded in the transaction that makes it, and only read after
// (docs/decisions/0036-audit-trail.md).
import { IST_OFFSET_MS, type AuditEntry, type AuditListQuery } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { auditRepository, type AuditEntryRow } from './audit.repository';

/** The admin acting: the session's user serves as one. */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor;
  /** `<entity>.<change>`, such as `product.update` or `refund.decision`. */
  action: string;
  entityType: string;
  entityId: number | string;
  /** The entity's fields before the change (undefined when created), as the API shows them. */
  before?: unknown;
  /** Its fields after the change (undefined when deleted). */
  after?: unknown;
}

/**
 * Records an admin's change inside the caller's transaction `tx`, so the entry and the change are kept
 * or rolled back together. Every admin write calls this once per change it makes.
 */
export function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  return auditRepository(tx).insert({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** An entry as recorded; the route adds the admin's name from their account. */
export type RecordedAuditEntry = Omit<AuditEntry, 'actorName'>;

const toAuditEntry = (row: AuditEntryRow): RecordedAuditEntry => ({
  id: String(row.id),
  actorId: String(row.actorId),
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});

/** The start of an IST calendar day (YYYY-MM-DD) as an instant, `days` later. */
const istDayStart = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + days * 24 * 60 * 60_000);

export function auditService(db: Database) {
  const repository = auditRepository(db);
  return {
    /** A page of entries, newest first, and how many match the filters. */
    async list(query: AuditListQuery): Promise<{ entries: RecordedAuditEntry[]; total: number }> {
      const { rows, total } = await repository.page(
        {
          actorEmailContains: query.actor,
          entityType: query.entityType,
          action: query.action,
          from: query.from === undefined ? undefined : istDayStart(query.from),
          before: query.to === undefined ? undefined : istDayStart(query.to, 1),
        },
        query._limit,
        (query._page - 1) * query._limit,
      );
      return { entries: rows.map(toAuditEntry), total };
    },
  };
}
