// The e-mails a customer receives about a refund: money on its way back, or a request turned down.
import { formatIstDate, formatRupeesAndPaise } from '@kaushal/shared';
import type { MailMessage } from '../../lib/mailer';

export interface RefundMailFacts {
  orderId: number;
  kind: 'order' | 'duplicate_payment';
  amountPaise: number;
  /** Returned by hand (the order was paid by hand), not through the payment provider. */
  byHand: boolean;
  creditNoteNumber: string | null;
}

export function refundProcessedMail(to: string, facts: RefundMailFacts): MailMessage {
  const amount = formatRupeesAndPaise(facts.amountPaise / 100);
  const what =
    facts.kind === 'order'
      ? `your order #${facts.orderId}`
      : `a payment for order #${facts.orderId} that the order did not need`;
  return {
    to,
    subject: `Refund of ${amount} for order #${facts.orderId}`,
    text: [
      facts.byHand
        ? `We have recorded the refund of ${amount} for ${what}.`
        : `We have refunded ${amount} for ${what}.`,
      facts.byHand
        ? 'As you paid us directly, our team returns it the same way and will confirm when it is sent.'
        : 'It goes back to the card or UPI account you paid with and usually reaches you within 5–7 working days.',
      '',
      ...(facts.kind === 'order'
        ? [
            'The order is cancelled and its seats are released.',
            ...(facts.creditNoteNumber
              ? [`Our credit note ${facts.creditNoteNumber} is attached; it is also in My Orders.`]
              : []),
          ]
        : ['Your order itself is not affected.']),
    ].join('\n'),
  };
}

export function refundRejectedMail(
  to: string,
  orderId: number,
  note: string | null,
  requestedAt: Date,
): MailMessage {
  return {
    to,
    subject: `Your refund request for order #${orderId}`,
    text: [
      `We have looked at your refund request of ${formatIstDate(requestedAt)} for order #${orderId} and cannot refund it.`,
      ...(note ? ['', `Our note: ${note}`] : []),
      '',
      'Your order stays confirmed. Reply to this e-mail if you would like to talk about it.',
    ].join('\n'),
  };
}
