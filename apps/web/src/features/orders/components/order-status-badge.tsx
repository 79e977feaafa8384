// An order's status in the learner's words (docs/product.md §4.4): yellow while awaiting payment,
// blue confirmed, green completed, red cancelled, grey refunded.
import { learnerStatus, type LearnerStatusKind } from '@kaushal/shared/order-words';
import type { Order } from '@kaushal/shared/order';
import { clsx } from 'clsx/lite';

const tones: Record<LearnerStatusKind, string> = {
  awaiting: 'bg-yellow-100 text-yellow-900',
  confirmed: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-slate-100 text-slate-700',
};

export function OrderStatusBadge({ order, now }: { order: Order; now: Date }) {
  const { kind, text } = learnerStatus(order, now);
  return (
    <span
      data-testid="order-status"
      className={clsx(
        'inline-flex items-center rounded-2xl px-2.5 py-0.5 text-xs font-semibold',
        tones[kind],
      )}
    >
      <span className="sr-only">Status: </span>
      {text}
    </span>
  );
}
