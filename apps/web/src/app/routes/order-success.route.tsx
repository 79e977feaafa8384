// /order-success/:id: the confirmation of a placed order with its batches and the way to My Learning;
// it clears the client's cart and current order, and sends anyone without such an order home
// (docs/product.md §2.9, §4.4).
import { paths } from '@kaushal/shared/routes';
import { formatWords } from '@kaushal/shared/workshop-format';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { PaymentFacts } from '../../components/payment-facts';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { PageContainer } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { modeText } from '../../lib/batch-mode';
import { invoiceUrl } from '../../lib/invoice-url';
import { formatSession } from '../../lib/ist-time';
import { productTitle } from '../../features/catalogue/product-display';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { useCurrentOrder, useGetOrderQuery } from '../../features/orders/orders-api';
import { api } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

export default function OrderSuccessRoute() {
  usePageTitle('Order placed');
  const { id = '' } = useParams();
  const { data: order, isError } = useGetOrderQuery(id);
  const [, { reset }] = useCurrentOrder();
  const dispatch = useAppDispatch();

  useEffect(() => {
    // The server took the paid workshops out of the cart; the badge and bag read it afresh.
    dispatch(api.util.invalidateTags(['Cart']));
    reset();
  }, [dispatch, reset]);

  if (isError) return <Navigate to={paths.landing()} replace />;
  if (!order) return <Spinner label="Loading your order…" />;
  return (
    <PageContainer className="max-w-2xl py-20 text-center">
      <Icon name="check" className="mx-auto size-16 text-green-600" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        Order Successfully Placed
      </h1>
      <p className="mt-4 text-lg font-semibold text-primary">Order Number #{order.id}</p>
      <p className="mt-2">
        <OrderStatusBadge order={order} now={new Date()} />
      </p>
      <p className="mt-2 text-slate-600">You can check your order in My Account My Orders</p>
      <ul className="mt-8 space-y-3 text-left">
        {order.items.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
            <p className="font-semibold text-slate-900">{productTitle(item)}</p>
            {item.format === 'self-paced' ? (
              <p className="text-sm text-slate-600">{formatWords(item.format, item.accessDays)}</p>
            ) : (
              <>
                <p className="text-sm text-slate-600">
                  {item.batch.name} · {modeText(item.batch)}
                </p>
                <p className="text-sm text-slate-600">
                  {item.batch.sessions[0]
                    ? `First session ${formatSession(item.batch.sessions[0].startsAt, item.batch.sessions[0].endsAt)}`
                    : 'Dates to be announced'}
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
      {order.paymentStatus === 'received' && (
        <>
          <section
            aria-label="Payment"
            className="mt-6 rounded-xl border border-slate-200 bg-white px-4 py-4 text-left"
          >
            <p className="flex flex-wrap justify-between gap-x-4 text-base font-bold text-slate-900">
              <span>Amount paid</span>
              <span data-testid="amount-paid">
                {formatRupeesAndPaise(order.totalAmount)}{' '}
                <span className="text-sm font-medium text-slate-600">(incl. GST)</span>
              </span>
            </p>
            {order.discount > 0 && (
              <p className="mt-1 text-sm text-slate-600">
                {formatRupeesAndPaise(order.subtotal)} less{' '}
                {order.promoCode ? `promo code ${order.promoCode}` : 'a promo discount'}:{' '}
                <span className="whitespace-nowrap">−{formatRupeesAndPaise(order.discount)}</span>
              </p>
            )}
            <div className="mt-3 border-t border-slate-200 pt-3">
              <PaymentFacts order={order} />
            </div>
            {order.invoiceNumber && (
              <p className="mt-3 text-sm text-slate-600">
                Your receipt and tax invoice {order.invoiceNumber} are on their way to your e-mail.{' '}
                <a
                  href={invoiceUrl(order.id)}
                  download
                  className="font-semibold text-primary underline-offset-2 hover:underline"
                >
                  Download invoice
                </a>
              </p>
            )}
          </section>
          <p className="mt-6 text-slate-600">
            Your sessions, joining links and materials are waiting in My Learning.
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {order.paymentStatus === 'received' && (
          <ButtonLink to={paths.myLearning()}>Go to My Learning</ButtonLink>
        )}
        <ButtonLink
          to={paths.landing()}
          variant={order.paymentStatus === 'received' ? 'secondary' : 'primary'}
        >
          Go back home
        </ButtonLink>
        <ButtonLink to={paths.myOrders()} variant="secondary">
          My Orders
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
