// Payment rules: open a provider order for an unpaid order, verify results, and confirm a payment once.
import {
  CARD_EXPIRED_MESSAGE,
  cardHasExpired,
  formatIstTime,
  type PaymentConfig,
  type PaymentOrder,
  type PaymentProviderName,
  type PaymentSuccess,
  type TestGatewayPayment,
} from '@kaushal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { orderForPayment, paymentWindowClosed } from '../orders/order.service';
import type { ConfiguredProvider } from './configured-provider';
import { hmacHex, signatureMatches } from './payment-signature';
import type { TestInstrument, TestPaymentResult } from './test-gateway-provider';
import { paymentRepository, type PaymentOrderRow } from './payment.repository';

/** The part of Razorpay's `payment.captured`, `order.paid` and `refund.*` events we act on. */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number() }),
        })
        .optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string(),
            payment_id: z.string(),
            amount: z.number(),
            // Razorpay sends an object of the notes the refund was made with, or [] for none.
            notes: z.unknown().optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);
const REFUND_OUTCOMES = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;
const isRefundEvent = (event: string): event is keyof typeof REFUND_OUTCOMES =>
  Object.hasOwn(REFUND_OUTCOMES, event);

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

// The refunds workflow asks the configured provider for refunds.
export { paymentProviderFor } from './configured-provider';
export type { PaymentProvider } from './payment-provider';

/**
 * Confirms a captured payment of a provider order (the payment-confirmation workflow): recorded once,
 * the order marked paid, the customer told.
 */
export type ConfirmPayment = (
  paymentOrder: PaymentOrderRow,
  providerPaymentId: string,
) => Promise<void>;

/**
 * Records the provider's word on a refund it was asked for (the refunds workflow): false when no refund
 * of ours matches it.
 */
export type SettleRefund = (refund: {
  providerPaymentId: string;
  providerRefundId: string;
  amountPaise: number;
  /** The key the refund was asked for with, as its notes carry it back (`notes.refund`), if any. */
  reference: string | null;
  outcome: 'processed' | 'failed';
}) => Promise<boolean>;

/** The `refund` note a refund entity carries back (the provider's refund call writes it). */
function referenceOf(notes: unknown): string | null {
  if (typeof notes !== 'object' || notes === null || !('refund' in notes)) return null;
  return typeof notes.refund === 'string' ? notes.refund : null;
}

export interface PaymentServiceOptions {
  configured: ConfiguredProvider;
  confirm: ConfirmPayment;
  settleRefund: SettleRefund;
  log: FastifyBaseLogger;
  /** Decides whether a test card has expired, and whether an order's payment window has closed. */
  clock: Clock;
}

const badSignature = () =>
  new AppError(
    'INVALID_PAYMENT_SIGNATURE',
    'The payment could not be verified: its signature does not match',
  );

export function paymentService(db: Database, options: PaymentServiceOptions) {
  const { configured, confirm, settleRefund, log, clock } = options;
  const provider = configured.provider;
  const payments = paymentRepository(db);

  const toPaymentOrder = (row: PaymentOrderRow): PaymentOrder => ({
    id: row.providerOrderId,
    orderId: String(row.orderId),
    amount: row.amountPaise,
    currency: 'INR',
    keyId: provider.keyId,
    provider: provider.name,
  });

  /** The customer's own provider order, or 404 (another customer's looks the same as none). */
  const ownProviderOrder = async (userId: number, providerOrderId: string) => {
    const paymentOrder = await payments.findByProviderOrderId(provider.name, providerOrderId);
    const order = paymentOrder && (await orderForPayment(db, paymentOrder.orderId));
    if (!paymentOrder || order?.userId !== userId) throw notFound('Payment order', providerOrderId);
    return paymentOrder;
  };

  return {
    config: (): PaymentConfig => ({ provider: provider.name, keyId: provider.keyId }),

    async openPaymentOrder(userId: number, orderId: number): Promise<PaymentOrder> {
      const order = await orderForPayment(db, orderId);
      if (!order || order.userId !== userId) throw notFound('Order', orderId);
      if (order.paymentStatus === 'received') {
        throw new AppError('ORDER_NOT_PAYABLE', `Order ${orderId} is already paid`);
      }
      if (order.status === 'cancelled') {
        throw new AppError(
          'ORDER_NOT_PAYABLE',
          `Order ${orderId} was cancelled and cannot be paid`,
        );
      }
      // The instant the expiry job cancels it, which may run up to a minute later.
      if (order.paymentStatus === 'pending' && paymentWindowClosed(order.payBy, clock())) {
        throw new AppError(
          'ORDER_NOT_PAYABLE',
          `The time to pay for order ${orderId} ended at ${formatIstTime(order.payBy)} IST: ` +
            'place the order again to hold its seats',
        );
      }
      const existing = await payments.findForOrder(orderId, provider.name);
      if (existing) return toPaymentOrder(existing);
      const amountPaise = order.totalPaise;
      const created = await provider.createOrder({ amountPaise, receipt: `order_${orderId}` });
      await payments.insertPaymentOrder({
        orderId,
        provider: provider.name,
        providerOrderId: created.id,
        amountPaise,
      });
      const kept = await payments.findForOrder(orderId, provider.name);
      if (!kept) throw notFound('Payment order', created.id);
      return toPaymentOrder(kept);
    },

    /** The browser's report of a successful checkout; trusted only if the signature is genuine. */
    async verify(userId: number, success: PaymentSuccess): Promise<{ orderId: string }> {
      const paymentOrder = await ownProviderOrder(userId, success.razorpay_order_id);
      const genuine = provider.isGenuine(
        paymentOrder.providerOrderId,
        success.razorpay_payment_id,
        success.razorpay_signature,
      );
      if (!genuine) throw badSignature();
      await confirm(paymentOrder, success.razorpay_payment_id);
      return { orderId: String(paymentOrder.orderId) };
    },

    /** Razorpay's server-to-server notice of a payment; replays of one event id are recognised. */
    async webhook(rawBody: Buffer, signature: string, eventId: string): Promise<WebhookOutcome> {
      if (configured.kind !== 'razorpay' || !configured.webhookSecret) {
        throw new AppError('NOT_FOUND', 'Payment webhooks are not configured');
      }
      if (!signatureMatches(hmacHex(rawBody, configured.webhookSecret), signature)) {
        throw badSignature();
      }
      const name: PaymentProviderName = 'razorpay';
      if (await payments.eventSeen(name, eventId)) return 'duplicate';
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON');
      }
      const parsed = webhookEventSchema.safeParse(json);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not an event');
      const { event, payload } = parsed.data;
      const payment = payload?.payment?.entity;
      const refund = payload?.refund?.entity;
      let outcome: WebhookOutcome = 'ignored';
      if (isRefundEvent(event) && refund) {
        const settled = await settleRefund({
          providerPaymentId: refund.payment_id,
          providerRefundId: refund.id,
          amountPaise: refund.amount,
          reference: referenceOf(refund.notes),
          outcome: REFUND_OUTCOMES[event],
        });
        if (settled) outcome = 'processed';
        else {
          log.warn(
            { event, refund: refund.id, payment: refund.payment_id, amount: refund.amount },
            'webhook for a refund the shop did not ask for',
          );
        }
      } else if (PAID_EVENTS.has(event) && payment) {
        const found = await payments.findByProviderOrderId(name, payment.order_id);
        if (!found) {
          log.warn({ event, order: payment.order_id }, 'webhook for an unknown Razorpay order');
        } else if (payment.amount !== found.amountPaise) {
          log.error({ event, payment: payment.id }, 'webhook amount differs from the order');
        } else {
          await confirm(found, payment.id);
          outcome = 'processed';
        }
      }
      // Recorded only after the work is done, so a failure above lets Razorpay's retry try again.
      await payments.recordEvent(name, eventId, event);
      return outcome;
    },

    /** The offline gateway's checkout: charges a test card or UPI ID for a customer's provider order. */
    async payOnTestGateway(
      userId: number,
      payment: TestGatewayPayment,
    ): Promise<TestPaymentResult> {
      if (configured.kind !== 'test') throw new AppError('NOT_FOUND', 'The test gateway is off');
      const { providerOrderId } = payment;
      // Checked before the order, as the form would, so the answer names the card's problem first.
      if (payment.method === 'card' && cardHasExpired(payment.card.expiry, clock())) {
        throw new AppError('VALIDATION_FAILED', CARD_EXPIRED_MESSAGE);
      }
      const paymentOrder = await ownProviderOrder(userId, providerOrderId);
      if (await payments.paymentFor(paymentOrder.orderId)) {
        return { ok: false, failure: configured.provider.alreadyPaid(providerOrderId) };
      }
      const instrument: TestInstrument =
        payment.method === 'card'
          ? { method: 'card', number: payment.card.number }
          : { method: 'upi', vpa: payment.vpa };
      return configured.provider.pay(providerOrderId, instrument);
    },
  };
}

/**
 * Records the captured payment inside the caller's transaction; false when this order or this payment
 * id was already recorded (a repeat, or the browser's verify racing the webhook).
 */
export function recordPayment(
  tx: Database,
  paymentOrder: PaymentOrderRow,
  providerPaymentId: string,
): Promise<boolean> {
  return paymentRepository(tx).insertPayment({
    orderId: paymentOrder.orderId,
    paymentOrderId: paymentOrder.id,
    providerPaymentId,
    amountPaise: paymentOrder.amountPaise,
  });
}

/** The captured payment recorded for the order and the provider that took it, if any. */
export async function paymentOfOrder(db: Database, orderId: number) {
  return paymentRepository(db).paymentWithProvider(orderId);
}

/** The provider payment id recorded for the order, if any. */
export async function recordedPaymentId(
  db: Database,
  orderId: number,
): Promise<string | undefined> {
  return (await paymentRepository(db).paymentFor(orderId))?.providerPaymentId;
}
