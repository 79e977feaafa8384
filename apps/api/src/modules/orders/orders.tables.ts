// The tables modules/orders owns: orders and their lines, each with the facts it was placed on.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { workshopFormats } from '@kaushal/shared/constants';
import { id, createdAt, updatedAt } from '../../db/columns';
import { batches, products, type BatchSessionRow } from '../catalogue/catalogue.tables';
import { promoCodes } from '../promotions/promotions.tables';
import type { OrderTaxRow } from '../tax/order-tax.service';
import { users } from '../users/users.tables';

/** An order item's copy of its batch. */
export interface OrderedBatch {
  id: string;
  name: string;
  mode: 'online' | 'offline';
  venue: string | null;
  sessions: BatchSessionRow[];
}

/** Whom the order is billed to: the name and state always, the rest when given or needed (§4.7). */
export interface ShippingAddress {
  id?: string;
  name: string;
  email?: string;
  phone?: string;
  street?: string;
  city?: string;
  state: string;
  pinCode?: string;
  /** The buyer's GSTIN, when they bought as a business. */
  gstin?: string;
}

/** Owned by modules/orders. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'dispatched', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', { enum: ['pending', 'received', 'refunded'] })
      .notNull()
      .default('pending'),
    // When the payment was received (by the provider or recorded by an admin); kept once refunded.
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: ['card', 'upi'] })
      .notNull()
      .default('card'),
    // What the seats cost at their prices, in whole rupees, before any promo code.
    subtotal: integer('subtotal').notNull(),
    // The promo code's discount, in paise (a percentage of rupees may leave paise).
    discountPaise: integer('discount_paise').notNull().default(0),
    // The amount payable (and, once paid, charged), derived by the database so that nothing can store
    // a total that disagrees with the subtotal and discount (docs/decisions/0057).
    totalPaise: integer('total_paise')
      .notNull()
      .generatedAlwaysAs(sql`subtotal * 100 - discount_paise`),
    promoCodeId: integer('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    // Whether the code's use is counted in its `uses`: once the order is kept (paid and not cancelled),
    // exactly once however often its payment is confirmed; given back when it no longer is.
    promoUseCounted: boolean('promo_use_counted').notNull().default(false),
    // The code as the buyer applied it, kept with the order like its prices: documents name it.
    promoCode: text('promo_code'),
    // The payment provider's id of the payment that paid the order (null until then, and for an order
    // an admin marked paid): receipts and invoices state it as the payment's reference.
    paymentReference: text('payment_reference'),
    // The GST in the amount payable, as computed when the order was placed (GST-inclusive prices).
    tax: jsonb('tax').$type<OrderTaxRow>(),
    totalItems: integer('total_items').notNull(),
    // A copy, not a reference: later edits of the address book must not rewrite where an order went.
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    // The order's items as the API lists them, written with the items (order.repository.ts): items never
    // change once ordered, and lists then read one value per order instead of aggregating rows.
    items: json('items')
      .notNull()
      .default(sql`'[]'::json`),
    // Set while the order's seats are held; cleared once they are released (cancel or expiry).
    seatsHeld: boolean('seats_held').notNull().default(true),
    // When the payment window of the order's seat hold closes: set when a hold begins (the order's
    // placing, ORDER_PAYMENT_TIMEOUT_MINUTES later) and kept by an order that replaces an unpaid one
    // whose window is still open, so ordering again never extends a hold; an admin reopening an unpaid
    // order begins a new one. The expiry job, the payment check and what the learner is told ("pay by
    // 18:21 IST") all read this one instant.
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    // Why a cancelled order was cancelled: a payment arriving later takes the seats again only after
    // an expiry (docs/decisions/0003); after an admin's cancel, a replacement or a refund it stays
    // cancelled (0019, 0035).
    cancelledBy: text('cancelled_by', { enum: ['expiry', 'admin', 'replacement', 'refund'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'orders_status_known',
      sql`${table.status} in ('pending', 'dispatched', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_known',
      sql`${table.paymentStatus} in ('pending', 'received', 'refunded')`,
    ),
    check('orders_payment_method_known', sql`${table.paymentMethod} in ('card', 'upi')`),
    check('orders_discount_not_negative', sql`${table.discountPaise} >= 0`),
    check(
      'orders_cancelled_by_known',
      sql`${table.cancelledBy} in ('expiry', 'admin', 'replacement', 'refund')`,
    ),
    check('orders_totals_not_negative', sql`${table.subtotal} >= 0 and ${table.totalItems} > 0`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The admin's sorts, each with the id that breaks its ties, so a page is read straight off the
    // index in either direction.
    index('orders_created_id_idx').on(table.createdAt, table.id),
    index('orders_total_id_idx').on(table.totalPaise, table.id),
    index('orders_updated_id_idx').on(table.updatedAt, table.id),
    index('orders_paid_at_idx')
      .on(table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    // The orders the expiry job may cancel, and no others: a history's unpaid orders that hold no
    // seats any more would otherwise be read and passed over on every minute's pass.
    index('orders_unpaid_idx')
      .on(table.payBy)
      .where(
        sql`${table.paymentStatus} = 'pending' and ${table.status} = 'pending' and ${table.seatsHeld}`,
      ),
  ],
);

/** Owned by modules/orders. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    // Snapshot at order time: later catalogue edits leave past orders unchanged.
    title: text('title').notNull(),
    thumbnail: text('thumbnail').notNull(),
    brand: text('brand').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    // The batch as it stood when ordered (name, mode, venue, sessions), like the product's snapshot.
    batch: jsonb('batch').$type<OrderedBatch>().notNull(),
    // The format and days of access bought, like the product's snapshot.
    format: text('format', { enum: workshopFormats }).notNull().default('live'),
    accessDays: integer('access_days'),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_range', sql`${table.quantity} between 1 and 5`),
    check('order_items_price_not_negative', sql`${table.unitPrice} >= 0`),
  ],
);
