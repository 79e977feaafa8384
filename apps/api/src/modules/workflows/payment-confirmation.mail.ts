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
import { renderMail, type MailBlock, type MailBrand } from '../../lib/mail-layout';
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

/** What was bought, line by line: workshops are attended, not shipped, so no delivery address is shown. */
const itemLines = (order: Order): string[] =>
  order.items.flatMap((item, index) => [
    ...(index > 0 ? [''] : []),
    `  ${item.title} × ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
    ...batchLines(item),
  ]);

/** What the order came to and how it was paid, in the figures of the order, its invoice and My Orders. */
function payment(order: Order): MailBlock[] {
  const seats = `${order.totalItems} ${order.totalItems === 1 ? 'seat' : 'seats'}`;
  const gst = order.tax
    ? ` (GST included: ${formatRupeesAndPaise(order.tax.cgst + order.tax.sgst + order.tax.igst)})`
    : '';
  return [
    {
      facts: [
        ...(order.discount > 0
          ? ([
              ['Subtotal', formatRupeesAndPaise(order.subtotal)],
              [
                order.promoCode ? `Promo code ${order.promoCode}` : 'Promo discount',
                `-${formatRupeesAndPaise(order.discount)}`,
              ],
            ] satisfies [string, string][])
          : []),
        ['Amount paid', `${formatRupeesAndPaise(order.totalAmount)} for ${seats}${gst}`],
      ],
    },
    `Paid by ${paymentMethodWords[order.paymentMethod]}` +
      (order.paidAt
        ? ` on ${formatIstDate(order.paidAt)}, ${formatIstTime(order.paidAt)} IST`
        : '') +
      (order.paymentReference ? `, payment reference ${order.paymentReference}` : ''),
  ];
}

const summary = (order: Order): MailBlock[] => [{ lines: itemLines(order) }, ...payment(order)];

/** Every mail about an order goes to the address of the account that placed it. */
const BUYER_REASON = 'You get this e-mail because you placed this order with your Kaushal account.';

/** The receipt: what was paid and how, the invoice attached, and the way to the workshops. */
export function orderConfirmationMail(to: string, order: Order, brand: MailBrand) {
  const online = order.items.some((item) => item.batch.mode === 'online');
  const yours = online
    ? 'sessions, joining links and calendar files'
    : 'sessions and calendar files';
  return renderMail(
    {
      to,
      subject: `Your Kaushal order #${order.id} is confirmed`,
      blocks: [
        `Thank you! We have received your payment for order #${order.id}.`,
        ...summary(order),
        { button: 'Go to My Learning', href: myLearningUrl(brand.publicUrl) },
        [
          'What happens next:',
          `Your ${yours} are in My Learning. We will also e-mail you a reminder before each session.`,
        ].join('\n'),
        [
          ...(order.invoiceNumber
            ? [`Your tax invoice ${order.invoiceNumber} is attached; it is also in My Orders.`]
            : []),
          'You can follow your order under My Orders.',
        ].join('\n'),
      ],
      reason: BUYER_REASON,
    },
    brand,
  );
}

/** The shop's word of a new paid order, to the business's mailbox. */
export function newOrderForShopMail(
  order: Order,
  buyer: { email: string; name: string | null },
  brand: MailBrand,
) {
  return renderMail(
    {
      to: brand.email,
      replyTo: buyer.email,
      subject: `New order #${order.id}: ${formatRupeesAndPaise(order.totalAmount)} paid`,
      blocks: [
        `${buyer.name ? `${buyer.name} (${buyer.email})` : buyer.email} paid for order #${order.id}.`,
        ...summary(order),
        { button: 'Open the orders', href: `${brand.publicUrl}/admin/orders` },
      ],
      reason: `You get this e-mail because this address is the shop's (BUSINESS_EMAIL); answering it writes to the buyer.`,
    },
    brand,
  );
}

/** A payment the order could not take: why, the refund to come, and what the order was. */
const paymentReturnedMail = (
  to: string,
  order: Order,
  brand: MailBrand,
  { subject, why }: { subject: string; why: string[] },
) =>
  renderMail(
    { to, subject, blocks: [why.join(' '), ...summary(order)], reason: BUYER_REASON },
    brand,
  );

/** A payment that arrived after the order had expired and its seats were sold to someone else. */
export const latePaymentMail = (to: string, order: Order, brand: MailBrand) =>
  paymentReturnedMail(to, order, brand, {
    subject: `Payment received for expired order #${order.id}`,
    why: [
      `We received your payment for order #${order.id}, but the order had expired and its seats`,
      'were no longer available. We are refunding the payment in full to the way you paid, and will',
      'e-mail you once the refund is made.',
    ],
  });

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
  brand: MailBrand,
) {
  const code = limit ? `promo code ${limit.code}` : 'promo code';
  return paymentReturnedMail(to, order, brand, {
    subject: `Payment received for expired order #${order.id}`,
    why: [
      `We received your payment for order #${order.id}, but the order had expired before it was paid,`,
      `and the ${code} it used ${promoReasonText[limit?.reached ?? 'uses']}. So the order stays`,
      'cancelled. We are refunding the payment in full to the way you paid, and will e-mail you once',
      'the refund is made. You are welcome to order the workshops again.',
    ],
  });
}

/** A payment for an order an admin cancelled, or the customer replaced by ordering again. */
export const cancelledOrderPaymentMail = (to: string, order: Order, brand: MailBrand) =>
  paymentReturnedMail(to, order, brand, {
    subject: `Payment received for cancelled order #${order.id}`,
    why: [
      `We received your payment for order #${order.id}, but the order had been cancelled, so it`,
      'stays cancelled. We are refunding the payment in full to the way you paid, and will e-mail you',
      'once the refund is made.',
    ],
  });
