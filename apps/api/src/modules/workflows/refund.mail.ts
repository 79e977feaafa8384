// The e-mails about a refund: a request acknowledged to the buyer and announced to the shop, then money
// on its way back, or a request turned down.
import { formatIstDate, formatRupeesAndPaise } from '@kaushal/shared';
import { paths } from '@kaushal/shared/routes';
import { renderMail, type MailBrand } from '../../lib/mail-layout';

export interface RefundMailFacts {
  orderId: number;
  kind: 'order' | 'duplicate_payment';
  amountPaise: number;
  /** Returned by hand (the order was paid by hand), not through the payment provider. */
  byHand: boolean;
  creditNoteNumber: string | null;
}

/** A request as the buyer made it. */
export interface RefundRequestFacts {
  orderId: number;
  amountPaise: number;
  reason: string;
  requestedAt: Date;
}

const BUYER_REASON = 'You get this e-mail because you placed this order with your Kaushal account.';

export function refundRequestedMail(to: string, request: RefundRequestFacts, brand: MailBrand) {
  const amount = formatRupeesAndPaise(request.amountPaise / 100);
  return renderMail(
    {
      to,
      subject: `We have your refund request for order #${request.orderId}`,
      blocks: [
        `We have received your request of ${formatIstDate(request.requestedAt)} to refund order #${request.orderId} (${amount}) under our 7-day money-back guarantee.`,
        'Our team looks at it and e-mails you the decision. If it is approved, the money goes back the way you paid. Until then your seats stay yours.',
        { button: 'Go to My Orders', href: `${brand.publicUrl}${paths.myOrders()}` },
      ],
      reason: BUYER_REASON,
    },
    brand,
  );
}

/** The shop's word of a refund request, to the business's mailbox; answering it writes to the buyer. */
export function refundRequestForShopMail(
  buyer: { email: string; name: string | null },
  request: RefundRequestFacts,
  brand: MailBrand,
) {
  const amount = formatRupeesAndPaise(request.amountPaise / 100);
  return renderMail(
    {
      to: brand.email,
      replyTo: buyer.email,
      subject: `Refund requested for order #${request.orderId} (${amount})`,
      blocks: [
        `${buyer.name ? `${buyer.name} (${buyer.email})` : buyer.email} asked for a refund of order #${request.orderId} (${amount}) on ${formatIstDate(request.requestedAt)}. Their reason:`,
        { quote: request.reason },
        {
          button: 'Decide on the request',
          href: `${brand.publicUrl}/admin/orders?refund=requested`,
        },
      ],
      reason:
        "You get this e-mail because this address is the shop's (BUSINESS_EMAIL); answering it writes to the buyer.",
    },
    brand,
  );
}

export function refundProcessedMail(to: string, facts: RefundMailFacts, brand: MailBrand) {
  const amount = formatRupeesAndPaise(facts.amountPaise / 100);
  const what =
    facts.kind === 'order'
      ? `your order #${facts.orderId}`
      : `a payment for order #${facts.orderId} that the order did not need`;
  return renderMail(
    {
      to,
      subject: `Refund of ${amount} for order #${facts.orderId}`,
      blocks: [
        [
          facts.byHand
            ? `We have recorded the refund of ${amount} for ${what}.`
            : `We have refunded ${amount} for ${what}.`,
          facts.byHand
            ? 'As you paid us directly, our team returns it the same way and will confirm when it is sent.'
            : 'It goes back to the card or UPI account you paid with and usually reaches you within 5–7 working days.',
        ].join('\n'),
        facts.kind === 'order'
          ? [
              'The order is cancelled and its seats are released.',
              ...(facts.creditNoteNumber
                ? [
                    `Our credit note ${facts.creditNoteNumber} is attached; it is also in My Orders.`,
                  ]
                : []),
            ].join('\n')
          : 'Your order itself is not affected.',
      ],
      reason: BUYER_REASON,
    },
    brand,
  );
}

export function refundRejectedMail(
  to: string,
  request: { orderId: number; note: string | null; requestedAt: Date },
  brand: MailBrand,
) {
  return renderMail(
    {
      to,
      subject: `Your refund request for order #${request.orderId}`,
      blocks: [
        `We have looked at your refund request of ${formatIstDate(request.requestedAt)} for order #${request.orderId} and cannot refund it.`,
        ...(request.note ? [`Our note: ${request.note}`] : []),
        'Your order stays confirmed. Reply to this e-mail if you would like to talk about it.',
      ],
      reason: BUYER_REASON,
    },
    brand,
  );
}
