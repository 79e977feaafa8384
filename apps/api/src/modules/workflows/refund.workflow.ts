// Refunds: the 7-day money-back guarantee (a customer's request, an admin's decision or an admin's own
// refund) and the automatic return of a charge an order did not owe. Each refund is one row, decided
// under the order's row lock, asked of the provider outside any transaction with an idempotency key
// made from the row's id, and completed once, when the provider confirms it (docs/decisions/0035).
import { REFUND_WINDOW_DAYS, formatIstDate } from '@kaushal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AfterAnswer } from '../../lib/after-answer';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailBrand } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { invoiceFile, issueCreditNote, type IssuedInvoice } from '../invoices/invoice.service';
import {
  lockOrder,
  lockOrderForRefund,
  markPaymentRefunded,
  orderForPayment,
  refundOrder,
} from '../orders/order.service';
import {
  paymentOfOrder,
  recordedPaymentId,
  type PaymentProvider,
  type SettleRefund,
} from '../payments/payment.service';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { attendanceOfOrder, endEnrolmentsOfOrder } from '../learning/enrolment.service';
import type { MailOutbox } from '../outbox/outbox.service';
import { emailOf, contactsOf } from '../users/user.service';
import {
  refundProcessedMail,
  refundRejectedMail,
  refundRequestedMail,
  refundRequestForShopMail,
} from './refund.mail';
import { refundService, type RefundRow } from '../refunds/refund.service';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RefundWorkflowOptions {
  provider: PaymentProvider;
  outbox: MailOutbox;
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Whose name the mails carry; its mailbox hears of every refund request. */
  brand: MailBrand;
}

/** A charge the order did not owe: a second payment of a paid order, or one of a cancelled order. */
export interface UnowedPayment {
  orderId: number;
  provider: PaymentProvider['name'];
  providerPaymentId: string;
  amountPaise: number;
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/** The key the provider knows this refund by: one row, one refund, however often it is asked. */
const idempotencyKeyOf = (refund: Pick<RefundRow, 'id'>) => `kaushal_refund_${refund.id}`;

/**
 * The rules of the guarantee the order breaks, each as the refusal states it: the window and the first
 * session judged at `askedAt` (when the customer asked), attendance and certificates as they stand.
 */
/** The order locked for a refund decision, and what its learners have had of the workshop. */
async function lockedForDecision(tx: Database, orderId: number) {
  const order = await lockOrderForRefund(tx, orderId);
  return order && { ...order, ...(await attendanceOfOrder(tx, orderId)) };
}
type OrderForDecision = NonNullable<Awaited<ReturnType<typeof lockedForDecision>>>;

function guaranteeBroken(order: OrderForDecision, askedAt: Date): string[] {
  const broken: string[] = [];
  if (order.paidAt) {
    const windowEnds = new Date(order.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
    if (askedAt >= windowEnds) {
      broken.push(
        `Refunds are possible for ${REFUND_WINDOW_DAYS} days after payment; for order ${order.id} that ended on ${formatIstDate(windowEnds)}`,
      );
    }
  }
  if (order.certificateIssuedAt) {
    broken.push(
      `Order ${order.id} can no longer be refunded: a certificate of attendance was issued for it on ${formatIstDate(order.certificateIssuedAt)}`,
    );
  }
  if (order.attended) {
    broken.push(
      `Order ${order.id} can no longer be refunded: attendance was marked at a session of its workshop`,
    );
  }
  if (order.firstSessionAt && askedAt >= order.firstSessionAt) {
    broken.push(
      `Refunds are possible only before the first session; order ${order.id}'s workshop began on ${formatIstDate(order.firstSessionAt)}`,
    );
  }
  return broken;
}

export function refundWorkflow(db: Database, options: RefundWorkflowOptions) {
  const { provider, outbox, afterAnswer, log, clock, brand } = options;

  /** The order, its row locked until the transaction ends; 404 when there is no such order. */
  async function lockedOrder(tx: Database, orderId: number) {
    const order = await lockedForDecision(tx, orderId);
    if (!order) throw notFound('Order', orderId);
    return order;
  }

  /** The order's whole payment as a new refund's values: the provider's charge, or null when paid by hand. */
  async function paymentToReturn(tx: Database, orderId: number, amountPaise: number) {
    const payment = await paymentOfOrder(tx, orderId);
    return payment
      ? {
          provider: payment.provider,
          providerPaymentId: payment.providerPaymentId,
          amountPaise: payment.amountPaise,
        }
      : { provider: null, providerPaymentId: null, amountPaise };
  }

  /** Writes the mail to the order's buyer within `tx`, so it exists exactly when the change does. */
  const notify = async (
    tx: Database,
    orderId: number,
    mail: (to: string) => Promise<MailMessage>,
  ) => {
    const order = await orderForPayment(tx, orderId);
    const to = order && (await emailOf(tx, order.userId));
    if (to) await outbox.add(tx, await mail(to));
  };
  /** Sends the mails written after the answer (and later, should the relay refuse them). */
  const deliver = () =>
    afterAnswer.run(
      () => outbox.deliverDue(),
      (error) => log.error({ err: error }, 'sending the outbox failed'),
    );

  /**
   * The provider confirmed the refund: in one transaction, under the order's lock, the row becomes
   * processed (only from processing or failed, so a replay finds nothing to do), and an order refund
   * frees the seats, ends the enrolments, cancels the order as refunded and issues the credit note;
   * the customer's mail is written with it and goes out after commit.
   */
  async function complete(refundId: number, providerRefundId: string | null): Promise<void> {
    const done = await db.transaction(async (tx) => {
      const refunds = refundService(tx);
      const pending = await refunds.find(refundId);
      // Only the order's row: the batches' rows are about to be written (their seats freed), and a
      // share lock taken first would deadlock with another refund of the same batch doing the same.
      if (!pending || !(await lockOrder(tx, pending.orderId))) return undefined;
      const now = clock();
      const refund = await refunds.move(refundId, ['processing', 'failed'], {
        status: 'processed',
        processedAt: now,
        ...(providerRefundId && { providerRefundId }),
      });
      if (!refund) return undefined;
      let creditNote: IssuedInvoice | undefined;
      if (refund.kind === 'order') {
        await refundOrder(tx, refund.orderId, now);
        await endEnrolmentsOfOrder(tx, refund.orderId, now);
        creditNote = await issueCreditNote(tx, refund.orderId, now);
      } else if (
        refund.providerPaymentId !== null &&
        (await recordedPaymentId(tx, refund.orderId)) === refund.providerPaymentId
      ) {
        // The order's own payment, taken while it was cancelled: the order owes nothing any more.
        await markPaymentRefunded(tx, refund.orderId);
      }
      await notify(tx, refund.orderId, async (to) => {
        const message = await refundProcessedMail(
          to,
          {
            orderId: refund.orderId,
            kind: refund.kind,
            amountPaise: refund.amountPaise,
            byHand: refund.providerPaymentId === null,
            creditNoteNumber: creditNote?.number ?? null,
          },
          brand,
        );
        if (creditNote) message.attachments = [await invoiceFile(creditNote)];
        return message;
      });
      return refund;
    });
    if (done) deliver();
  }

  /**
   * Asks the provider for a refund that is processing (outside any transaction: the call may take
   * seconds). A processed answer completes it; a pending one waits for the provider's webhook; a
   * failure leaves it failed for an admin to try again, with the same key.
   */
  async function settle(refundId: number): Promise<void> {
    const refund = await refundService(db).find(refundId);
    if (!refund || refund.status !== 'processing') return;
    if (refund.providerPaymentId === null) return complete(refund.id, null);
    if (refund.provider !== provider.name) {
      // Taken by a provider this shop no longer uses: only that provider can return it.
      await refundService(db).move(refund.id, ['processing'], { status: 'failed' });
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `Order ${refund.orderId} was paid through ${refund.provider}, which is not configured now`,
      );
    }
    let answer;
    try {
      answer = await provider.refund({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: idempotencyKeyOf(refund),
      });
    } catch (error) {
      await refundService(db).move(refund.id, ['processing'], { status: 'failed' });
      throw error;
    }
    if (answer.status === 'processed') return complete(refund.id, answer.id);
    if (answer.status === 'pending') {
      await refundService(db).move(refund.id, ['processing'], { providerRefundId: answer.id });
      return;
    }
    await refundService(db).move(refund.id, ['processing'], {
      status: 'failed',
      providerRefundId: answer.id,
    });
    throw new AppError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      `The payment provider could not refund order ${refund.orderId}; try again later`,
    );
  }

  return {
    /**
     * A customer asks for their money back under the guarantee: their own paid order, within the
     * window from its payment, before its first session (as its batches stand now) and before anyone
     * attended or was certified on it, once.
     */
    async request(userId: number, orderId: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockedForDecision(tx, orderId);
        // Someone else's order answers as a missing one, so order ids reveal nothing.
        if (!order || order.userId !== userId) throw notFound('Order', orderId);
        const refunds = refundService(tx);
        const live = await refunds.liveOfOrder(orderId);
        if (live) {
          throw conflict(
            live.status === 'processed'
              ? `Order ${orderId} was already refunded`
              : `A refund of order ${orderId} was already requested on ${formatIstDate(live.requestedAt)}`,
          );
        }
        if (order.paymentStatus === 'refunded')
          throw conflict(`Order ${orderId} was already refunded`);
        if (order.paymentStatus !== 'received' || !order.paidAt) {
          throw conflict(`Order ${orderId} is not paid, so there is nothing to refund`);
        }
        if (order.status === 'cancelled') {
          throw conflict(
            `Order ${orderId} was cancelled; its payment is refunded without a request`,
          );
        }
        const now = clock();
        const [broken] = guaranteeBroken(order, now);
        if (broken) throw conflict(broken);
        const returned = await paymentToReturn(tx, orderId, order.amountPaise);
        await refunds.insert({
          orderId,
          kind: 'order',
          status: 'requested',
          ...returned,
          reason,
          requestedBy: userId,
          requestedAt: now,
        });
        // The buyer hears that the request is in, and the shop that it waits for a decision.
        const request = { orderId, amountPaise: returned.amountPaise, reason, requestedAt: now };
        const buyer = (await contactsOf(tx, [userId])).get(userId);
        if (buyer) {
          await outbox.add(tx, await refundRequestedMail(buyer.email, request, brand));
          await outbox.add(tx, await refundRequestForShopMail(buyer, request, brand));
        }
      });
      deliver();
    },

    /**
     * An admin's decision: a request rejected (with the note) or approved; approving with no request
     * is the admin's own refund of a paid order, and approving a failed refund tries it again. Only one
     * caller moves the refund to processing, so only one asks the provider.
     */
    async decide(
      actor: AuditActor,
      orderId: number,
      decision: { approve: boolean; note: string },
    ): Promise<void> {
      const note = decision.note === '' ? null : decision.note;
      const decided = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, orderId);
        const refunds = refundService(tx);
        const live = await refunds.liveOfOrder(orderId);
        const now = clock();
        const decidedNow = { decidedBy: actor.id, decidedAt: now, decisionNote: note };
        const decide = async () => {
          if (!decision.approve) {
            if (live?.status !== 'requested') {
              throw conflict(`Order ${orderId} has no refund request to reject`);
            }
            return refunds.move(live.id, ['requested'], { status: 'rejected', ...decidedNow });
          }
          if (live?.status === 'processing') {
            throw conflict(`Order ${orderId}'s refund is already being processed`);
          }
          if (live?.status === 'processed' || order.paymentStatus === 'refunded') {
            throw conflict(`Order ${orderId} was already refunded`);
          }
          if (live) {
            return refunds.move(live.id, [live.status], { status: 'processing', ...decidedNow });
          }
          if (order.paymentStatus !== 'received') {
            throw conflict(`Order ${orderId} is not paid, so there is nothing to refund`);
          }
          return refunds.insert({
            orderId,
            kind: 'order',
            status: 'processing',
            ...(await paymentToReturn(tx, orderId, order.amountPaise)),
            requestedAt: now,
            ...decidedNow,
          });
        };
        const result = await decide();
        if (result) {
          // Approving a refund the guarantee would refuse is the admin's exception, recorded with the
          // rules it overrides (dates judged when the refund was first asked for).
          const exception =
            result.status === 'processing' ? guaranteeBroken(order, live?.requestedAt ?? now) : [];
          await recordAudit(tx, {
            actor,
            action: 'refund.decision',
            entityType: 'order',
            entityId: orderId,
            before: { refund: live?.status ?? null },
            after: {
              refund: result.status,
              note,
              ...(exception.length > 0 && { exception }),
            },
          });
          if (result.status === 'rejected') {
            await notify(tx, orderId, (to) =>
              refundRejectedMail(
                to,
                { orderId, note: result.decisionNote, requestedAt: result.requestedAt },
                brand,
              ),
            );
          }
        }
        return result;
      });
      if (!decided) throw conflict(`Order ${orderId}'s refund was decided meanwhile`);
      if (decided.status === 'rejected') {
        deliver();
        return;
      }
      await settle(decided.id);
    },

    /**
     * Inside the caller's transaction (the payment confirmation): records the refund of a charge the
     * order did not owe, once per charge. Returns the refund to settle after commit, or undefined when
     * this charge is already refunded.
     */
    async recordUnowedPayment(tx: Database, payment: UnowedPayment): Promise<number | undefined> {
      const refunds = refundService(tx);
      const inserted = await refunds.insert({
        kind: 'duplicate_payment',
        status: 'processing',
        requestedAt: clock(),
        ...payment,
      });
      if (inserted) return inserted.id;
      // Seen before (a replayed webhook): an unfinished refund is asked for again, with the same key.
      const earlier = await refunds.ofPayment(payment.providerPaymentId);
      if (earlier?.status === 'processing') return earlier.id;
      if (earlier?.status !== 'failed') return undefined;
      return (await refunds.move(earlier.id, ['failed'], { status: 'processing' }))?.id;
    },

    /** Settles a refund recorded by recordUnowedPayment; a failure is logged and left failed. */
    async settleUnowed(refundId: number): Promise<void> {
      try {
        await settle(refundId);
      } catch (error) {
        log.error({ err: error, refund: refundId }, 'automatic refund failed');
      }
    },

    /**
     * The provider's webhook about a refund it processed or failed. It settles ours only when it is
     * about ours: the same charge and amount, and our refund's id at the provider, or, while we do not
     * know that id yet (the answer to our call was lost), our key in the refund's notes. A refund made
     * elsewhere (in the provider's dashboard, of part of the charge or all of it) settles nothing.
     */
    settleFromProvider: (async (notice) => {
      const refund = await refundService(db).findForProvider(
        notice.providerPaymentId,
        notice.providerRefundId,
      );
      const ours =
        refund !== undefined &&
        refund.providerPaymentId === notice.providerPaymentId &&
        refund.amountPaise === notice.amountPaise &&
        (refund.providerRefundId === null
          ? notice.reference === idempotencyKeyOf(refund)
          : refund.providerRefundId === notice.providerRefundId);
      if (!ours) return false;
      if (notice.outcome === 'processed') await complete(refund.id, notice.providerRefundId);
      else {
        await refundService(db).move(refund.id, ['processing'], {
          status: 'failed',
          providerRefundId: notice.providerRefundId,
        });
      }
      return true;
    }) satisfies SettleRefund,
  };
}

export type RefundWorkflow = ReturnType<typeof refundWorkflow>;
