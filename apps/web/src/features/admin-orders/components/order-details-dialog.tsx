// One order in full for the admin: what was bought, for how much and the GST in it, where it goes (with
// the buyer's GSTIN), its statuses, its tax invoice, and its refund with the actions it allows.
import { formatRupees } from '@kaushal/shared/money';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import type { Order } from '@kaushal/shared/order';
import { PayableBreakdown } from '../../../components/payable-breakdown';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/date-time';
import { invoiceUrl } from '../../../lib/invoice-url';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, statusTone } from '../order-display';
import { RefundPanel } from './refund-panel';
import { ShippingAddress } from './shipping-address';
import { PaymentFacts, paymentMethodLabel } from '../../../components/payment-facts';

export function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={order !== null} onClose={onClose} title={order ? `Order #${order.id}` : ''}>
      {order && (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-3 text-sm">
            <span>
              Order status:{' '}
              <Badge tone={statusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</Badge>
            </span>
            <span>
              Payment:{' '}
              <Badge tone={statusTone(order.paymentStatus)}>
                {PAYMENT_STATUS_LABELS[order.paymentStatus]}
              </Badge>{' '}
              by {paymentMethodLabel(order.paymentMethod)}
            </span>
            {order.invoiceNumber && (
              <span className="flex items-center gap-2">
                Tax invoice {order.invoiceNumber}
                <a
                  href={invoiceUrl(order.id)}
                  download
                  className={buttonClasses('secondary', 'sm')}
                >
                  Download invoice
                </a>
              </span>
            )}
          </div>
          <PaymentFacts order={order} />
          <RefundPanel key={order.id} order={order} />
          <section>
            <h3 className="font-bold text-slate-900">Items</h3>
            <ul className="mt-3 divide-y divide-slate-100">
              {order.items.map((item) => (
                <li key={item.id} className="flex items-center gap-4 py-3">
                  <img
                    src={item.thumbnail}
                    alt=""
                    width={96}
                    height={60}
                    className="aspect-[8/5] w-24 rounded-md bg-slate-100 object-cover"
                  />
                  <div className="flex-1">
                    <p className="font-medium text-slate-900">{item.title}</p>
                    <p className="text-sm text-slate-500">
                      {item.brand} · product #{item.product.id}
                    </p>
                  </div>
                  <p className="text-right text-sm text-slate-700">
                    {item.quantity} × {formatRupees(item.price)}
                    <br />
                    <span className="font-semibold text-slate-900">
                      {formatRupees(item.quantity * item.price)}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-bold text-slate-900">
              <span>
                Subtotal ({order.totalItems} {order.totalItems === 1 ? 'seat' : 'seats'})
              </span>
              <span>{formatRupees(order.subtotal)}</span>
            </p>
            {/* An order placed before its GST was recorded still shows what its promo took off. */}
            {!order.tax && order.discount > 0 && (
              <p className="mt-2 flex justify-between font-bold text-slate-900">
                <span>Amount payable</span>
                <span data-testid="total-payable">{formatRupeesAndPaise(order.totalAmount)}</span>
              </p>
            )}
            {order.tax && (
              <div className="mt-4 border-t border-slate-200 pt-4">
                <PayableBreakdown
                  discount={order.discount}
                  promoCode={order.promoCode}
                  tax={order.tax}
                />
              </div>
            )}
          </section>
          <section className="grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="font-bold text-slate-900">Shipping address</h3>
              <div className="mt-2 text-sm">
                <ShippingAddress address={order.selectedAddress} />
              </div>
            </div>
            <dl className="text-sm">
              <dt className="font-bold text-slate-900">Customer</dt>
              <dd className="text-slate-700">User #{order.user}</dd>
              <dt className="mt-3 font-bold text-slate-900">Ordered</dt>
              <dd className="text-slate-700">{formatDateTime(order.createdAt)}</dd>
              <dt className="mt-3 font-bold text-slate-900">Last updated</dt>
              <dd className="text-slate-700">{formatDateTime(order.updatedAt)}</dd>
            </dl>
          </section>
        </div>
      )}
    </Dialog>
  );
}
