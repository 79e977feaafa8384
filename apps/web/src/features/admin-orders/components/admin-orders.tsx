// Every order (or only those with a refund request waiting), ten per page in the chosen order, with
// the table and the order details dialog.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { Order } from '@kaushal/shared/order';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageParam } from '../../../lib/use-page-param';
import { useGetAdminOrderQuery, useGetAdminOrdersQuery } from '../orders-api';
import { useOrderSort } from '../use-order-sort';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersTable } from './orders-table';

export function AdminOrders({ onSaveFailed }: { onSaveFailed: (message: string) => void }) {
  const { page, pageHref } = usePageParam();
  const { sort, order, toggleSort } = useOrderSort();
  // Kept in the URL (`?refund=requested`) like the page and the sort.
  const [params, setParams] = useSearchParams();
  const refundRequested = params.get('refund') === 'requested';
  const { data, isLoading, isFetching, isError } = useGetAdminOrdersQuery({
    page,
    sort,
    order,
    refundRequested,
  });
  const [viewedId, setViewedId] = useState<string | null>(null);
  // The dialog shows the order as it stands now, so a change shows there too, even once a refund takes
  // it off the filtered list; the table's copy fills in while it loads.
  const { data: fetched } = useGetAdminOrderQuery(viewedId ?? skipToken);
  const viewed: Order | null =
    viewedId === null
      ? null
      : ((fetched?.id === viewedId ? fetched : undefined) ??
        data?.orders.find((entry) => entry.id === viewedId) ??
        null);

  const filter = (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        checked={refundRequested}
        onChange={(event) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (event.target.checked) next.set('refund', 'requested');
            else next.delete('refund');
            next.delete('page');
            return next;
          })
        }
        className="size-4 rounded border-slate-300 text-primary focus:ring-primary"
      />
      Refund requested only
    </label>
  );

  if (isLoading) return <Spinner label="Loading orders…" />;
  if (isError || !data) {
    return <Alert tone="error">The orders could not be loaded. Please try again.</Alert>;
  }
  return (
    <div aria-busy={isFetching}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {filter}
        {/* Every order the list shows, in its order; the browser saves the file itself. */}
        <a
          href={`/api/admin/exports/orders.csv?${new URLSearchParams({
            _sort: sort,
            _order: order,
            ...(refundRequested && { refund: 'requested' }),
          })}`}
          download
          className={buttonClasses('secondary')}
        >
          Export CSV
        </a>
      </div>
      {data.totalItems === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 py-16 text-center text-slate-600">
          {refundRequested ? 'No refund requests are waiting.' : 'No orders yet.'}
        </p>
      ) : (
        <>
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
        </>
      )}
      {/* Kept open when a refund takes the order off the filtered list. */}
      <OrderDetailsDialog order={viewed} onClose={() => setViewedId(null)} />
    </div>
  );
}
