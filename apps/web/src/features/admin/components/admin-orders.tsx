// Every order, ten per page in the chosen order, with the table and the order details dialog.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { Order } from '@kaushal/shared/order';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageParam } from '../../../lib/use-page-param';
import { useGetAdminOrdersQuery } from '../admin-api';
import { useOrderSort } from '../use-order-sort';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersTable } from './orders-table';

export function AdminOrders({ onSaveFailed }: { onSaveFailed: (message: string) => void }) {
  const { page, pageHref } = usePageParam();
  const { sort, order, toggleSort } = useOrderSort();
  const { data, isLoading, isFetching, isError } = useGetAdminOrdersQuery({ page, sort, order });
  const [viewedId, setViewedId] = useState<string | null>(null);
  // The dialog shows the order as the table has it now, so a status change shows there too.
  const viewed: Order | null = data?.orders.find((entry) => entry.id === viewedId) ?? null;

  if (isLoading) return <Spinner label="Loading orders…" />;
  if (isError || !data) {
    return <Alert tone="error">The orders could not be loaded. Please try again.</Alert>;
  }
  if (data.totalItems === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 py-16 text-center text-slate-600">
        No orders yet.
      </p>
    );
  }
  return (
    <div aria-busy={isFetching}>
      <div className="mb-4 flex justify-end">
        {/* Every order, in the table's order; the browser saves the file itself. */}
        <a
          href={`/api/admin/exports/orders.csv?${new URLSearchParams({ _sort: sort, _order: order })}`}
          download
          className={buttonClasses('secondary')}
        >
          Export CSV
        </a>
      </div>
      <OrdersTable
        orders={data.orders}
        sort={sort}
        order={order}
        onSort={toggleSort}
        onView={(entry) => setViewedId(entry.id)}
        onSaveFailed={onSaveFailed}
      />
      <Pagination
        page={page}
        pageSize={LIST_PAGE_SIZE}
        totalItems={data.totalItems}
        hrefFor={pageHref}
      />
      <OrderDetailsDialog order={viewed} onClose={() => setViewedId(null)} />
    </div>
  );
}
