// /admin/orders: every order, with their statuses set from the table.
import { useCallback } from 'react';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { AdminOrders } from '../../features/admin-orders/components/admin-orders';
import { showToast } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

export default function AdminOrdersRoute() {
  usePageTitle('Admin: Orders');
  const dispatch = useAppDispatch();
  const onSaveFailed = useCallback(
    (message: string) => dispatch(showToast('error', message)),
    [dispatch],
  );
  return (
    <PageContainer>
      <PageHeading
        title="Orders"
        intro="Use the edit button of an order to change its status or payment status."
      />
      <div className="mt-10">
        <AdminOrders onSaveFailed={onSaveFailed} />
      </div>
    </PageContainer>
  );
}
