// The e-mails a customer receives once their payment is recorded.
import {
  formatIstDate,
  formatIstSession,
  formatIstTime,
  formatRupees,
  type Order,
  type OrderItem,
} from '@kaushal/shared';
import { paymentMethodWords } from '@kaushal/shared/constants';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import type { MailMessage } from '../../lib/mailer';
import type { PromoLimit } from '../promotions/promo.service';
import { JOINING_LINK_EARLY_MS, myLearningUrl } from '../learning/enrolment.service';

/** A line's batch as the buyer reads it: its name, every session in IST, and where it meets. */
function batchLines({ batch }: OrderItem): string[] {
  const sessions = batch.sessions.map(
    (session) => `      ${formatIstSession(session.startsAt, session.endsAt)}`,
  );
  return [
    `    Batch: ${batch.name}`,
    ...(sessions.length > 0 ? ['    Sessions:', ...sessions] : ['    Dates to be announced']),
    batch.mode === 'offline'
      ? `    Venue: ${batch.venue ?? 'to be announced'}`
      : `    Online: the joining link appears in My Learning ${JOINING_LINK_EARLY_MS / 60_000} minutes before each session`,
  ];
}

/**
 * What was bought and what it came to, in the figures of the order, its invoice and My Orders:
 * workshops are attended, not shipped, so no delivery address is shown.
 */
function summary(order: Order): string[] {
  const seats = `${order.totalItems} ${order.totalItems === 1 ? 'seat' : 'seats'}`;
  return [
    ...order.items.flatMap((item) => [
      `  ${item.title} × ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
      ...batchLines(item),
      '',
    ]),
    ...(order.discount > 0
      ? [
          `Subtotal: ${formatRupeesAndPaise(order.subtotal)}`,
          `${order.promoCode ? `Promo code ${order.promoCode}` : 'Promo discount'}: -${formatRupeesAndPaise(order.discount)}`,
        ]
      : []),
    `Amount paid: ${formatRupeesAndPaise(order.totalAmount)} for ${seats}` +
      (order.tax
        ? ` (GST included: ${formatRupeesAndPaise(order.tax.cgst + order.tax.sgst + order.tax.igst)})`
        : ''),
    `Paid by ${paymentMethodWords[order.paymentMethod]}` +
      (order.paidAt
        ? ` on ${formatIstDate(order.paidAt)}, ${formatIstTime(order.paidAt)} IST`
        : '') +
      (order.paymentReference ? `, payment reference ${order.paymentReference}` : ''),
  ];
}

export function orderConfirmationMail(to: string, order: Order, publicUrl: string): MailMessage {
  const online = order.items.some((item) => item.batch.mode === 'online');
  const yours = online
    ? 'sessions, joining links and calendar files'
    : 'sessions and calendar files';
  return {
    to,
    subject: `Your Kaushal order #${order.id} is confirmed`,
    text: [
      `Thank you! We have received your payment for order #${order.id}.`,
      '',
      ...summary(order),
      '',
      'What happens next:',
      `  Your ${yours} are in My Learning: ${myLearningUrl(publicUrl)}`,
      '  We will also e-mail you a reminder before each session.',
      '',
      ...(order.invoiceNumber
        ? [`Your tax invoice ${order.invoiceNumber} is attached; it is also in My Orders.`]
        : []),
      'You can follow your order under My Orders.',
    ].join('\n'),
  };
}

/** A payment that arrived after the order had expired and its seats were sold to someone else. */
export function latePaymentMail(to: string, order: Order): MailMessage {
  return {
    to,
    subject: `Payment received for expired order #${order.id}`,
    text: [
      `We received your payment for order #${order.id}, but the order had expired and its seats`,
      'were no longer available. We are refunding the payment in full to the way you paid, and will',
      'e-mail you once the refund is made.',
      '',
      ...summary(order),
    ].join('\n'),
  };
}

/** Why the code an expired order was placed with cannot be used for it any more. */
const promoReasonText = {
  uses: 'has been used as many times as it allows while your order was waiting',
  perCustomer: 'has already been used as many times as it allows on your other orders',
};

/**
 * A payment that arrived after the order had expired, when its promo code had meanwhile reached a
 * limit: the order cannot be kept at its discounted price.
 */
export function promoUsedUpPaymentMail(
  to: string,
  order: Order,
  limit: PromoLimit | undefined,
): MailMessage {
  const code = limit ? `promo code ${limit.code}` : 'promo code';
  return {
    to,
    subject: `Payment received for expired order #${order.id}`,
    text: [
      `We received your payment for order #${order.id}, but the order had expired before it was paid,`,
      `and the ${code} it used ${promoReasonText[limit?.reached ?? 'uses']}. So the order stays`,
      'cancelled. We are refunding the payment in full to the way you paid, and will e-mail you once',
      'the refund is made. You are welcome to order the workshops again.',
      '',
      ...summary(order),
    ].join('\n'),
  };
}

/** A payment for an order an admin cancelled, or the customer replaced by ordering again. */
export function cancelledOrderPaymentMail(to: string, order: Order): MailMessage {
  return {
    to,
    subject: `Payment received for cancelled order #${order.id}`,
    text: [
      `We received your payment for order #${order.id}, but the order had been cancelled, so it`,
      'stays cancelled. We are refunding the payment in full to the way you paid, and will e-mail you',
      'once the refund is made.',
      '',
      ...summary(order),
    ].join('\n'),
  };
}
