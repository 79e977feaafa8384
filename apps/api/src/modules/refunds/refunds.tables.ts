// The tables modules/refunds owns: money returned to customers.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, updatedAt } from '../../db/columns';
import { orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * Owned by modules/refunds: money returned to a customer. An `order` refund returns an order's payment
 * (the 7-day guarantee: requested by the customer and decided by an admin, or an admin's own); a
 * `duplicate_payment` refund returns a charge the order did not owe (a second payment, or one for a
 * cancelled order), made without asking anyone.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['order', 'duplicate_payment'] }).notNull(),
    // requested → (rejected | processing) → processed (or failed, to be tried again by an admin).
    status: text('status', {
      enum: ['requested', 'rejected', 'processing', 'processed', 'failed'],
    }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    // The charge returned, and the provider's refund once asked for. Both null for an order an admin
    // marked paid by hand: its money went back by hand too, outside the shop.
    provider: text('provider', { enum: ['razorpay', 'test'] }),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    // The customer's reason, and the admin's note with the decision.
    reason: text('reason'),
    decisionNote: text('decision_note'),
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('refunds_kind_known', sql`${table.kind} in ('order', 'duplicate_payment')`),
    check(
      'refunds_status_known',
      sql`${table.status} in ('requested', 'rejected', 'processing', 'processed', 'failed')`,
    ),
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    // An order's money is returned at most once: one live order refund (a rejected request may be
    // followed by another), and one refund per charge.
    uniqueIndex('refunds_live_order_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'order' and ${table.status} <> 'rejected'`),
    uniqueIndex('refunds_payment_unique')
      .on(table.providerPaymentId)
      .where(sql`${table.status} <> 'rejected'`),
    uniqueIndex('refunds_provider_refund_unique').on(table.providerRefundId),
    // An order's latest refund, which every order in a list reads.
    index('refunds_order_idx').on(table.orderId, table.id),
    index('refunds_status_requested_idx').on(table.status, table.requestedAt),
    index('refunds_processed_at_idx')
      .on(table.processedAt)
      .where(sql`${table.status} = 'processed'`),
  ],
);
