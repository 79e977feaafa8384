// The audit trail's contracts: one admin change as recorded, and the filters of its list.
import { z } from 'zod';
import { limitSchema, pageSchema } from './common';

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  /** The admin's e-mail address when they acted. */
  actorEmail: z.string(),
  /** The admin's name as their account gives it now; null when it gives none or is gone. */
  actorName: z.string().nullable(),
  /** What was done, as `<entity>.<change>`: `product.update`, `user.role_change`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The entity's recorded fields before the change; null when it was created. */
  before: z.unknown().nullable(),
  /** Its recorded fields after the change; null when it was deleted. */
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = z
  .string()
  .regex(DAY, 'Give a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Give a date as YYYY-MM-DD');

export const auditListQuerySchema = z.strictObject({
  /** Part of the acting admin's e-mail address. */
  actor: z.string().trim().max(254).optional(),
  entityType: z.string().trim().max(50).optional(),
  action: z.string().trim().max(50).optional(),
  /** The first and last day (in IST) to list, both included. */
  from: daySchema.optional(),
  to: daySchema.optional(),
  _page: pageSchema,
  _limit: limitSchema,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
