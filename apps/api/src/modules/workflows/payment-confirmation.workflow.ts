// Confirming a captured payment: recorded once, the order paid (its seats taken again if it had expired
// and its promo code still allows it), the paid workshops out of the cart, the code's use counted, the
// buyer enrolled, the tax invoice issued and the customer's mail (with the invoice) and the shop's word
// of the order written to the outbox, in one transaction; the mail goes out after the answer, and again later if the relay fails. A charge the order did not owe (a second payment, or one for an order that stays cancelled)
// is refunded automatically, and is no use of a promo code.
import type { FastifyBaseLogger } from 'fastify';
import type { BusinessConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AfterAnswer } from '../../lib/after-answer';
import type { Clock } from '../../lib/clock';
import { mailBrandOf } from '../../lib/mail-layout';
import { removePaidFromCart } from '../cart/cart.service';
import { invoiceFile, issueInvoice, type IssuedInvoice } from '../invoices/invoice.service';
import { enrolPaidOrder } from '../learning/enrolment.service';
import {
  applyPayment,
  countPromoUse,
  orderForInvoice,
  type PaymentApplied,
} from '../orders/order.service';
import type { MailOutbox } from '../outbox/outbox.service';
import { recordedPaymentId, recordPayment, type ConfirmPayment } from '../payments/payment.service';
import type { RefundWorkflow } from './refund.workflow';
import { contactsOf } from '../users/user.service';
import {
  cancelledOrderPaymentMail,
  latePaymentMail,
  newOrderForShopMail,
  orderConfirmationMail,
  promoUsedUpPaymentMail,
} from './payment-confirmation.mail';

export interface PaymentConfirmationOptions {
  outbox: MailOutbox;
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The shop's address, for the mail's link to My Learning. */
  publicUrl: string;
  /** The supplier on the tax invoice. */
  business: BusinessConfig;
  /** Returns charges the order did not owe. */
  refunds: RefundWorkflow;
}

export function paymentConfirmationWorkflow(
  db: Database,
  { outbox, afterAnswer, log, clock, publicUrl, business, refunds }: PaymentConfirmationOptions,
): ConfirmPayment {
  const brand = mailBrandOf({ publicUrl, business });
  const mailFor = {
    held: (to: string, { order }: PaymentApplied) => orderConfirmationMail(to, order, brand),
    seatsGone: (to: string, { order }: PaymentApplied) => latePaymentMail(to, order, brand),
    promoUsedUp: (to: string, { order, promoLimit }: PaymentApplied) =>
      promoUsedUpPaymentMail(to, order, promoLimit, brand),
    cancelled: (to: string, { order }: PaymentApplied) =>
      cancelledOrderPaymentMail(to, order, brand),
  };
  /**
   * Writes the customer's mail within `tx`, so it exists exactly when the payment's effects do, and
   * for an order that is kept, the shop's word of it to the business's mailbox.
   */
  const notify = async (tx: Database, applied: PaymentApplied & { invoice?: IssuedInvoice }) => {
    const { order, outcome, invoice } = applied;
    const buyer = (await contactsOf(tx, [Number(order.user)])).get(Number(order.user));
    if (!buyer) return;
    const message = await mailFor[outcome](buyer.email, applied);
    if (invoice) message.attachments = [await invoiceFile(invoice)];
    await outbox.add(tx, message);
    if (outcome === 'held') {
      await outbox.add(tx, await newOrderForShopMail(order, buyer, brand));
    }
  };

  /**
   * Unique constraints make a repeat (or a race between the browser's verify and the webhook) a no-op;
   * only the call that recorded the payment writes the e-mail, which goes out after commit without
   * holding up the answer.
   */
  return async (paymentOrder, providerPaymentId) => {
    const unowed = {
      orderId: paymentOrder.orderId,
      provider: paymentOrder.provider,
      providerPaymentId,
      amountPaise: paymentOrder.amountPaise,
    };
    const applied = await db.transaction(async (tx) => {
      if (!(await recordPayment(tx, paymentOrder, providerPaymentId))) return undefined;
      const now = clock();
      const paid = await applyPayment(tx, paymentOrder.orderId, now, providerPaymentId);
      // Only a kept order uses its code: the limits held it at placement or when it was taken again.
      if (paid.outcome === 'held' && !(await countPromoUse(tx, paid.promoUse))) {
        log.warn(paid.promoUse, 'promo code paid beyond its total uses');
      }
      await removePaidFromCart(
        tx,
        Number(paid.order.user),
        paid.order.items.map((item) => Number(item.product.id)),
      );
      // Only an order that holds its seats gives places and is invoiced; the others stay cancelled and
      // their payment goes back.
      if (paid.outcome !== 'held') {
        await notify(tx, paid);
        return { ...paid, refundId: await refunds.recordUnowedPayment(tx, unowed) };
      }
      await enrolPaidOrder(tx, paid.order, now);
      const invoice = await issueInvoice(
        tx,
        await orderForInvoice(tx, paymentOrder.orderId),
        business,
        now,
      );
      await notify(tx, {
        ...paid,
        order: { ...paid.order, invoiceNumber: invoice.number },
        invoice,
      });
      return paid;
    });
    if (applied) {
      afterAnswer.run(
        () => outbox.deliverDue(),
        (error) => log.error({ err: error }, 'sending the outbox failed'),
      );
      if ('refundId' in applied && applied.refundId !== undefined) {
        await refunds.settleUnowed(applied.refundId);
      }
      return;
    }
    const kept = await recordedPaymentId(db, paymentOrder.orderId);
    if (kept !== undefined && kept !== providerPaymentId) {
      // The provider charged twice for one order: the second charge goes back.
      log.warn(
        { order: paymentOrder.orderId, payment: providerPaymentId, kept },
        'second payment for an already paid order: refunding it',
      );
      const refundId = await refunds.recordUnowedPayment(db, unowed);
      if (refundId !== undefined) await refunds.settleUnowed(refundId);
    }
  };
}
