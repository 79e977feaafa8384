// The tables modules/audit owns: what admins changed.
// Only its repositories read and write them (docs/decisions/0064).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';

/**
 * Owned by modules/audit: what an admin changed, when, and the entity before and after, written in the
 * transaction of the change itself. Append-only: the database refuses to update or delete an entry
 * (docs/decisions/0036-audit-trail.md).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    // The admin's account, without a foreign key: the trail sits below every module that writes to it,
    // users included, and an entry stands on its own (docs/decisions/0065).
    actorId: integer('actor_id').notNull(),
    // The admin's e-mail as it was, so an entry keeps naming who acted after the account changes.
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_entries_created_idx').on(table.createdAt, table.id),
    index('audit_entries_entity_idx').on(table.entityType, table.entityId),
    index('audit_entries_actor_idx').on(table.actorId),
  ],
);
