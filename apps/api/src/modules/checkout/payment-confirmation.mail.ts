// The e-mails a customer receives once their payment is recorded.
import { formatRupees, type Order } from '@kaushal/shared';
import type { MailMessage } from '../../lib/mailer';

function summary(order: Order): string[] {
  const address = order.selectedAddress;
  return [
    ...order.items.map(
      (item) => `  ${item.title} × ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
    ),
    '',
    `Total: ${formatRupees(order.totalAmount)} for ${order.totalItems} seat(s)`,
    '',
    'Shipping to:',
    `  ${address.name}, ${address.street}, ${address.city}, ${address.state} ${address.pinCode}`,
    `  ${address.phone}`,
  ];
}

export function orderConfirmationMail(to: string, order: Order): MailMessage {
  return {
    to,
    subject: `Your Kaushal order #${order.id} is confirmed`,
    text: [
      `Thank you! We have received your payment for order #${order.id}.`,
      '',
      ...summary(order),
      '',
      'You can follow it under My Orders.',
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
      'were no longer available. Our team will contact you and refund the payment in full.',
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
      'stays cancelled. Our team will contact you and refund the payment in full.',
      '',
      ...summary(order),
    ].join('\n'),
  };
}
