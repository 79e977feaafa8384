// An admin's change of an order's status or payment status, in one transaction: the order's own rules
// (seats, promo use, audit), its tax invoice and its learners' seats in step with it. Cancelling ends
// the order's enrolments; an order left or made paid and not cancelled is invoiced and has them active,
// as a payment gives.
import type { Order, OrderStatus, PaymentStatus } from '@kaushal/shared';
import type { BusinessConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { invoiceNumberOf, issueInvoice } from '../invoices/invoice.service';
import { endEnrolmentsOfOrder, enrolPaidOrder } from '../learning/enrolment.service';
import { changeOrderByAdmin, orderForInvoice, type OrderService } from '../orders/order.service';

export async function changeOrderAsAdmin(
  db: Database,
  orders: OrderService,
  actor: AuditActor,
  id: number,
  change: { status?: OrderStatus | undefined; paymentStatus?: PaymentStatus | undefined },
  business: BusinessConfig,
  now: Date,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const { cancelled, kept } = await changeOrderByAdmin(
      tx,
      actor,
      id,
      change,
      now,
      orders.payByFrom(now),
    );
    if (cancelled) await endEnrolmentsOfOrder(tx, id, now);
    if (kept) {
      // Marked paid by hand, or reopened: invoiced now, unless its payment already was.
      if (!(await invoiceNumberOf(tx, id))) {
        await issueInvoice(tx, await orderForInvoice(tx, id), business, now);
      }
      await enrolPaidOrder(tx, kept, now);
    }
  });
  return orders.getAny(id);
}
