// /order-success/:id: the confirmation of a placed order; it clears the client's cart and current
// order, and sends anyone without such an order home (docs/product.md §2.9, §4.4).
import { paths } from '@kaushal/shared/routes';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { PageContainer } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
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
      <p className="mt-2 text-slate-600">You can check your order in My Account My Orders</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.landing()}>Go back home</ButtonLink>
        <ButtonLink to={paths.myOrders()} variant="secondary">
          My Orders
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
