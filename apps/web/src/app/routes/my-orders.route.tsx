// /my-orders ('Your Orders'): every order of the shopper; an unpaid pending one can be paid from here.
import type { Order } from '@kaushal/shared/order';
import { paths } from '@kaushal/shared/routes';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { OrderCard } from '../../features/orders/components/order-card';
import { useGetOwnOrdersQuery } from '../../features/orders/orders-api';
import { usePayOrder } from '../../features/payment/use-pay-order';
import { usePageTitle } from '../../lib/use-page-title';
import { orderLine } from './line-display';

export default function MyOrdersRoute() {
  usePageTitle('Your Orders');
  const { user } = useAuth();
  const { data: orders, isLoading, isError } = useGetOwnOrdersQuery(user?.id ?? skipToken);
  const navigate = useNavigate();
  const { pay, dialog, notice } = usePayOrder({
    onPaid: (orderId) => void navigate(paths.orderSuccess(orderId)),
  });
  // The order whose payment is open; `pay` itself ignores a second click meanwhile.
  const [paying, setPaying] = useState<string | null>(null);

  const completePayment = async (order: Order) => {
    setPaying(order.id);
    await pay(order.id, order.paymentMethod);
    setPaying(null);
  };

  return (
    <PageContainer>
      <div className="mx-auto max-w-5xl">
        <PageHeading title="Your Orders" />
        <div className="mt-8 space-y-6">
          {notice}
          {isLoading ? (
            <Spinner label="Loading your orders…" />
          ) : isError ? (
            <Alert tone="error">Your orders could not be loaded. Please try again.</Alert>
          ) : !orders?.length ? (
            <EmptyState
              icon="cart"
              title="No orders yet"
              message="Looks like you haven't made any purchases yet."
              action={<ButtonLink to={paths.home()}>Browse Workshops</ButtonLink>}
            />
          ) : (
            orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                display={orderLine}
                action={
                  order.paymentStatus === 'pending' && (
                    <Button
                      size="sm"
                      className="shrink-0"
                      disabled={paying !== null}
                      onClick={() => void completePayment(order)}
                    >
                      {paying === order.id ? 'Opening payment…' : 'Complete payment'}
                    </Button>
                  )
                }
              />
            ))
          )}
        </div>
      </div>
      {dialog}
    </PageContainer>
  );
}
