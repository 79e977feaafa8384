// The tables modules/learning owns: enrolments, attendance, certificates, reminders and batch materials.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, bytea } from '../../db/columns';
import { batches, products } from '../catalogue/catalogue.tables';
import { orderItems, orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * Owned by modules/learning: one seat of a paid order line, held by its learner (the buyer, for now).
 * Written in the transaction that records the payment, ended in the one that cancels the order.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    // Which of the line's seats (1..quantity): with the line, what makes a replayed payment a no-op.
    seat: integer('seat').notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    // A seat the buyer gave to someone else: held by the buyer's account until that person claims it
    // with the mailed link (whose token is kept only as a hash), then by theirs.
    attendeeName: text('attendee_name'),
    attendeeEmail: text('attendee_email'),
    claimTokenHash: text('claim_token_hash'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // A self-paced course bought for a number of days opens its lessons until then; null: no end.
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('enrolments_item_seat_unique').on(table.orderItemId, table.seat),
    index('enrolments_user_idx').on(table.userId),
    index('enrolments_order_idx').on(table.orderId),
    // The section-opening job finds self-paced courses bought lately (section-openings.read-model.ts).
    index('enrolments_created_idx').on(table.createdAt),
    check('enrolments_status_known', sql`${table.status} in ('active', 'ended')`),
    check('enrolments_seat_positive', sql`${table.seat} >= 1`),
    uniqueIndex('enrolments_claim_token_unique').on(table.claimTokenHash),
  ],
);

/**
 * Owned by modules/learning: a reminder e-mail claimed for one learner, session and lead time. The unique
 * key is what lets every instance run the reminder job and still send each reminder once.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    sessionStartsAt: timestamp('session_starts_at', { withTimezone: true }).notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sent_reminders_unique').on(
      table.enrolmentId,
      table.sessionStartsAt,
      table.leadMinutes,
    ),
  ],
);

/** Owned by modules/learning: a learner marked present at one session (by its place in the batch). */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    sessionIndex: integer('session_index').notNull(),
    markedBy: integer('marked_by').references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('session_attendance_unique').on(table.enrolmentId, table.sessionIndex),
    check('session_attendance_index_range', sql`${table.sessionIndex} >= 0`),
  ],
);

/**
 * Owned by modules/learning: a certificate of attendance, with the facts it states kept as issued, so
 * its verification page never changes when the workshop or the learner's name does later.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id),
    code: text('code').notNull(),
    learnerName: text('learner_name').notNull(),
    workshopTitle: text('workshop_title').notNull(),
    batchName: text('batch_name').notNull(),
    firstSessionAt: timestamp('first_session_at', { withTimezone: true }).notNull(),
    lastSessionEndsAt: timestamp('last_session_ends_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    // Set in the transaction that ends the enrolment (its order cancelled or refunded): the code then
    // verifies as revoked and the PDF is no longer served.
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('certificates_enrolment_unique').on(table.enrolmentId),
    uniqueIndex('certificates_code_unique').on(table.code),
  ],
);

/**
 * Owned by modules/learning: a file (PDF, slides) for a batch's learners only, in the storage under
 * `storage_key`; a material uploaded before files moved there keeps its bytes in `content` until the
 * start-up move takes them (docs/decisions/0071).
 */
export const batchMaterials = pgTable(
  'batch_materials',
  {
    id: id(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content'),
    storageKey: text('storage_key'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('batch_materials_batch_idx').on(table.batchId),
    check(
      'batch_materials_kept_somewhere',
      sql`${table.content} is not null or ${table.storageKey} is not null`,
    ),
  ],
);
