// One of the shopper's orders: id, status, payment, items with their batch (or, self-paced, the access
// bought), totals with the GST inside
// them, the address (docs/product.md §2.10), and what happens next: paying, or the way to My Learning, the
// tax invoice and the money-back guarantee once paid, and what became of a refund.
import { addressLine } from '@kaushal/shared/account';
import { formatRupees } from '@kaushal/shared/money';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import type { Order, OrderItem } from '@kaushal/shared/order';
import { paths } from '@kaushal/shared/routes';
import { formatWords } from '@kaushal/shared/workshop-format';
import type { ReactNode } from 'react';
import { PayableBreakdown } from '../../../components/payable-breakdown';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { modeText } from '../../../lib/batch-mode';
import { invoiceUrl } from '../../../lib/invoice-url';
import { formatStart } from '../../../lib/ist-time';
import { refundClosedReason, refundRequestDeadline, type OrderStanding } from '../refund-window';
import { OrderStatusBadge } from './order-status-badge';
import { RefundRequest } from './refund-request';
import { RefundStatus } from './refund-status';
import { PaymentFacts } from '../../../components/payment-facts';

export const PENDING_NOTE =
  "Your order is being processed. You will receive an update once it's confirmed.";

/** How an ordered workshop reads; the page supplies it with the catalogue's fallbacks. */
export interface OrderLineDisplay {
  title: string;
  brand: string;
  image: ReactNode;
}

export const PAID_NOTE =
  'Your seats are booked. Session dates, joining links and materials are in My Learning.';

/** When the batch meets: its first session in IST, or that the dates are still to come. */
function batchStart(batch: OrderItem['batch']): string {
  const first = batch.sessions[0];
  return first ? `Starts ${formatStart(first.startsAt)}` : 'Dates to be announced';
}

export function OrderCard({
  order,
  display,
  action,
  standing,
}: {
  order: Order;
  display: (item: OrderItem) => OrderLineDisplay;
  /** Shown with the pending note, e.g. the way to pay an unpaid order. */
  action?: ReactNode;
  /** What the order's seats say of it now, which decides whether a refund is still offered. */
  standing?: OrderStanding | undefined;
}) {
  const { subtotal, totalItems } = order;
  const address = order.selectedAddress;
  // Nothing is shipped for an online workshop: the address is the buyer's billing details.
  const allOnline = order.items.every((item) => item.batch.mode === 'online');
  const paid = order.paymentStatus === 'received' && order.status !== 'cancelled';
  const now = new Date();
  const refundableUntil = refundRequestDeadline(order, now, standing);
  const refundClosed = refundClosedReason(order, now, standing);
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-6">
        <h2 id={`order-${order.id}`} className="text-lg font-bold text-slate-900">
          Order #{order.id}
        </h2>
        <OrderStatusBadge order={order} now={now} />
      </header>

      <ul className="divide-y divide-slate-200 px-4 sm:px-6">
        {order.items.map((item) => {
          const { title, brand, image } = display(item);
          return (
            <li key={item.id} className="flex gap-4 py-4">
              <div className="w-20 shrink-0 overflow-hidden rounded-lg sm:w-28">{image}</div>
              <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="text-sm text-slate-500">{brand}</p>
                  {item.format === 'self-paced' ? (
                    <p className="mt-1 text-sm text-slate-600">
                      {formatWords(item.format, item.accessDays)}
                    </p>
                  ) : (
                    <>
                      <p className="mt-1 text-sm text-slate-600">
                        {item.batch.name} · {modeText(item.batch)}
                      </p>
                      <p className="text-sm text-slate-600">{batchStart(item.batch)}</p>
                    </>
                  )}
                  <p className="mt-1 text-sm text-slate-600">Qty: {item.quantity}</p>
                </div>
                <p className="font-semibold text-slate-900">{formatRupees(item.price)}</p>
              </div>
            </li>
          );
        })}
      </ul>

      <div className="grid gap-6 border-t border-slate-200 px-4 py-5 sm:px-6 md:grid-cols-2">
        <div>
          <PaymentFacts order={order} />
          <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Subtotal</dt>
              <dd className="font-semibold text-slate-900">{formatRupees(subtotal)}</dd>
            </div>
            {/* An order placed before its GST was recorded can still show what its promo took off. */}
            {!order.tax && order.discount > 0 && (
              <>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Promo discount</dt>
                  <dd className="font-semibold text-green-700">
                    −{formatRupeesAndPaise(order.discount)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Amount payable</dt>
                  <dd className="font-semibold text-slate-900">
                    {formatRupeesAndPaise(order.totalAmount)}
                  </dd>
                </div>
              </>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Total Items</dt>
              <dd className="font-semibold text-slate-900">{totalItems}</dd>
            </div>
          </dl>
          {order.tax && (
            <div className="mt-4 border-t border-slate-200 pt-4">
              <PayableBreakdown
                discount={order.discount}
                promoCode={order.promoCode}
                tax={order.tax}
              />
            </div>
          )}
        </div>
        <div className="text-sm text-slate-600">
          <h3 className="font-semibold text-slate-900">
            {allOnline ? 'Billing details' : 'Shipping details'}
          </h3>
          <p className="mt-1">{address.name}</p>
          {address.street && <p>{address.street}</p>}
          <p>
            {addressLine({ city: address.city, state: address.state, pinCode: address.pinCode })}
          </p>
          {address.phone && <p>Phone: {address.phone}</p>}
          <p className="break-all">Email: {address.email || 'Not provided'}</p>
        </div>
      </div>

      {paid && (
        <footer className="flex flex-col gap-3 border-t border-indigo-100 bg-indigo-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="text-sm text-indigo-900">
            <p>{PAID_NOTE}</p>
            {refundClosed && <p className="mt-1 text-indigo-800">{refundClosed}</p>}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {order.invoiceNumber && (
              <a
                href={invoiceUrl(order.id)}
                download
                className={buttonClasses('secondary', 'sm')}
                title={`Tax invoice ${order.invoiceNumber}`}
              >
                Download invoice
              </a>
            )}
            {refundableUntil && <RefundRequest orderId={order.id} deadline={refundableUntil} />}
            <ButtonLink to={paths.myLearning()} size="sm">
              Go to My Learning
            </ButtonLink>
          </div>
        </footer>
      )}
      <RefundStatus order={order} />
      {order.status === 'pending' && !paid && (
        <footer className="flex flex-col gap-3 border-t border-amber-200 bg-amber-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-amber-900">{PENDING_NOTE}</p>
          {action}
        </footer>
      )}
    </article>
  );
}
