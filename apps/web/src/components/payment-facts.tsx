// When an order was placed and paid, how it was paid and the payment's reference, in IST: the same
// facts the receipt e-mail and the invoice state, wherever the buyer or the shop looks at an order.
import { paymentMethodLabels } from '@kaushal/shared/constants';
import type { Order } from '@kaushal/shared/order';
import { formatStart } from '../lib/ist-time';

export function paymentMethodLabel(method: Order['paymentMethod']): string {
  return paymentMethodLabels[method];
}

type PaidOrder = Pick<Order, 'createdAt' | 'paidAt' | 'paymentMethod' | 'paymentReference'>;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-all font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function PaymentFacts({ order }: { order: PaidOrder }) {
  return (
    <dl className="space-y-2 text-sm" data-testid="payment-facts">
      <Fact label="Placed">{formatStart(order.createdAt)}</Fact>
      {order.paidAt && (
        <Fact label="Paid">
          {formatStart(order.paidAt)} by {paymentMethodLabel(order.paymentMethod)}
        </Fact>
      )}
      {order.paymentReference && <Fact label="Payment reference">{order.paymentReference}</Fact>}
    </dl>
  );
}
