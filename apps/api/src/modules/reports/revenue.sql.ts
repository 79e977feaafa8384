// What the shop counts as money received and returned, said once for the dashboard and the exports.
import { sql } from 'drizzle-orm';
import { orders, payments, refunds } from './reports.read-model';

/**
 * An order paid for and kept, whether or not its money went back later by an order refund. An order
 * whose own recorded payment was given back unasked (paid after it had been cancelled, replaced, or
 * had expired and could not be taken again: docs/decisions/0035) was never revenue: its charge is
 * refunded automatically, as a second charge of a paid order is.
 */
export const ORDER_PAID = sql`(${orders.paymentStatus} in ('received', 'refunded') and not exists (
  select 1 from ${refunds} join ${payments} on ${payments.providerPaymentId} = ${refunds.providerPaymentId}
  where ${refunds.orderId} = ${orders.id} and ${payments.orderId} = ${orders.id}
    and ${refunds.kind} = 'duplicate_payment' and ${refunds.status} <> 'rejected'))`;

/** What the customer paid for an order, in paise: its total, the promo discount taken off. */
export const ORDER_PAID_PAISE = sql`${orders.totalPaise}::bigint`;

/** An order's payment returned (not a duplicate charge given back), the money gone. */
export const ORDER_REFUND_PROCESSED = sql`${refunds.kind} = 'order' and ${refunds.status} = 'processed'`;
