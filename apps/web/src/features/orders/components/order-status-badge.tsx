// An order's status as the shopper sees it: green delivered, yellow pending, red cancelled, blue
// otherwise (docs/product.md §4.4).
import type { OrderStatus } from '@kaushal/shared/order';
import { clsx } from 'clsx/lite';

const tones: Partial<Record<OrderStatus, string>> = {
  delivered: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        tones[status] ?? 'bg-blue-100 text-blue-800',
      )}
    >
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
