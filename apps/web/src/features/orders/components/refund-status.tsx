// What became of an order's refund, as its buyer reads it: requested, declined (with the shop's note),
// on its way, or refunded with the credit note to download.
import type { Order, OrderRefund } from '@kaushal/shared/order';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { clsx } from 'clsx/lite';
import { buttonClasses } from '../../../components/ui/button';
import { creditNoteUrl } from '../../../lib/invoice-url';
import { formatDate } from '../../../lib/ist-time';

function describe(refund: OrderRefund): { title: string; text: string | null; done: boolean } {
  const amount = formatRupeesAndPaise(refund.amount);
  if (refund.kind === 'duplicate_payment') {
    return {
      title:
        refund.status === 'processed' ? 'Extra payment refunded' : 'Extra payment being refunded',
      text: `We received a payment of ${amount} this order did not need and return it to the way you paid.`,
      done: refund.status === 'processed',
    };
  }
  switch (refund.status) {
    case 'requested':
      return {
        title: 'Refund requested',
        text: `Asked on ${formatDate(refund.requestedAt)}. We will e-mail you once it is decided.`,
        done: false,
      };
    case 'rejected':
      return { title: 'Refund request declined', text: refund.note, done: false };
    case 'processing':
    case 'failed':
      return {
        title: 'Refund approved',
        text: `${amount} is on its way back to the way you paid.`,
        done: false,
      };
    case 'processed':
      return {
        title: 'Refunded',
        text: `${amount} returned on ${formatDate(refund.processedAt ?? refund.requestedAt)} to the way you paid; it usually arrives within 5–7 working days.`,
        done: true,
      };
  }
}

export function RefundStatus({ order }: { order: Order }) {
  const { refund } = order;
  if (!refund) return null;
  const { title, text, done } = describe(refund);
  return (
    <section
      aria-label="Refund"
      className={clsx(
        'flex flex-col gap-3 border-t px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6',
        done ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="text-sm">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {text && <p className="mt-0.5 text-slate-700">{text}</p>}
      </div>
      {order.creditNoteNumber && (
        <a
          href={creditNoteUrl(order.id)}
          download
          className={clsx(buttonClasses('secondary', 'sm'), 'shrink-0')}
          title={`Credit note ${order.creditNoteNumber}`}
        >
          Credit note
        </a>
      )}
    </section>
  );
}
