// What the shop counts as money received and returned, said once for the dashboard and the exports.
import { sql } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema';

/** An order paid for, whether or not its money went back later. */
export const ORDER_PAID = sql`${orders.paymentStatus} in ('received', 'refunded')`;

/** What the customer paid for an order, in paise: its total less its promo discount. */
export const ORDER_PAID_PAISE = sql`(${orders.totalAmount}::bigint * 100 - ${orders.discountPaise})`;

/** An order's payment returned (not a duplicate charge given back), the money gone. */
export const ORDER_REFUND_PROCESSED = sql`${refunds.kind} = 'order' and ${refunds.status} = 'processed'`;
