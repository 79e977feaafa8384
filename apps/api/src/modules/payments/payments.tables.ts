// The tables modules/payments owns: payment attempts, captured payments and provider events.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { orders } from '../orders/orders.tables';

/**
 * The order opened at the payment provider for one of our orders (Razorpay's `order_…`); owned by
 * modules/payments.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'test'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order_unique').on(table.provider, table.providerOrderId),
    uniqueIndex('payment_orders_order_provider_unique').on(table.orderId, table.provider),
  ],
);

/** A captured payment, at most one per order and per provider payment id; owned by modules/payments. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_provider_payment_unique').on(table.providerPaymentId),
  ],
);

/** Provider webhook events already handled, so a replay is recognised; owned by modules/payments. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
  ],
);
