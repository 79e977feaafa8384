// An order's refund in the admin's order view: the customer's request (reason, date) to approve or
// reject with a note, the decision and its outcome, and a Refund action for a paid order without one.
import type { Order, OrderRefund } from '@kaushal/shared/order';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { creditNoteUrl } from '../../../lib/invoice-url';
import { useDecideRefundMutation } from '../orders-api';
import { formatDateTime } from '../../../lib/date-time';

const STATUS_LABELS: Record<OrderRefund['status'], string> = {
  requested: 'Requested',
  rejected: 'Rejected',
  processing: 'Processing at the payment provider',
  processed: 'Refunded',
  failed: 'Failed at the payment provider',
};

function RefundFacts({ refund }: { refund: OrderRefund }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-900">Refund</dt>
      <dd>
        {refund.kind === 'duplicate_payment' ? 'Refunded automatically: ' : ''}
        {STATUS_LABELS[refund.status]} · {formatRupeesAndPaise(refund.amount)}
      </dd>
      <dt className="font-semibold text-slate-900">
        {refund.kind === 'duplicate_payment' ? 'Charge received' : 'Requested'}
      </dt>
      <dd>{formatDateTime(refund.requestedAt)}</dd>
      {refund.reason && (
        <>
          <dt className="font-semibold text-slate-900">Reason</dt>
          <dd className="whitespace-pre-line">{refund.reason}</dd>
        </>
      )}
      {refund.note && (
        <>
          <dt className="font-semibold text-slate-900">Note</dt>
          <dd className="whitespace-pre-line">{refund.note}</dd>
        </>
      )}
      {refund.processedAt && (
        <>
          <dt className="font-semibold text-slate-900">Refunded</dt>
          <dd>{formatDateTime(refund.processedAt)}</dd>
        </>
      )}
    </dl>
  );
}

export function RefundPanel({ order }: { order: Order }) {
  const [note, setNote] = useState('');
  const [decideRefund, { isLoading, error, originalArgs }] = useDecideRefundMutation();
  const { refund } = order;
  const live = refund?.kind === 'order' && refund.status !== 'rejected' ? refund : null;
  const requested = live?.status === 'requested';
  // A paid order can be refunded on the admin's own initiative; a failed refund is tried again.
  const refundable =
    order.paymentStatus === 'received' && (live === null || live.status === 'failed');
  if (!refund && !refundable) return null;

  const decide = async (approve: boolean) => {
    const result = await decideRefund({ id: order.id, approve, note: note.trim() });
    if (!result.error) setNote('');
  };
  const busy = (approve: boolean) => isLoading && originalArgs?.approve === approve;

  return (
    <section aria-labelledby="refund-heading" className="space-y-4">
      <h3 id="refund-heading" className="flex items-center gap-2 font-bold text-slate-900">
        Refund
        {requested && <Badge tone="accent">Refund requested</Badge>}
      </h3>
      {refund && <RefundFacts refund={refund} />}
      {order.creditNoteNumber && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Credit note {order.creditNoteNumber}
          <a href={creditNoteUrl(order.id)} download className={buttonClasses('secondary', 'sm')}>
            Download credit note
          </a>
        </p>
      )}
      {(requested || refundable) && (
        <div className="space-y-3">
          <TextAreaField
            label={requested ? 'Note to the customer (with your decision)' : 'Note for the refund'}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {error && (
            <Alert tone="error">
              {errorMessage(error, `The refund of order #${order.id} could not be made.`)}
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={isLoading} onClick={() => void decide(true)}>
              {busy(true)
                ? 'Refunding…'
                : requested
                  ? 'Approve refund'
                  : live?.status === 'failed'
                    ? 'Retry refund'
                    : 'Refund'}
            </Button>
            {requested && (
              <Button
                size="sm"
                variant="secondary"
                disabled={isLoading}
                onClick={() => void decide(false)}
              >
                {busy(false) ? 'Rejecting…' : 'Reject'}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
