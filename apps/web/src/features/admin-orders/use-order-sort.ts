// The orders table's sort column and direction, kept in the URL (`?sort=totalAmount&order=asc`).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderSortField, SortOrder } from './orders-api';

const SORT_FIELDS: readonly OrderSortField[] = ['id', 'totalAmount', 'createdAt', 'updatedAt'];
// Newest orders first until the admin picks another order.
const DEFAULT_SORT: OrderSortField = 'id';
const DEFAULT_ORDER: SortOrder = 'desc';

const isSortField = (value: string | null): value is OrderSortField =>
  SORT_FIELDS.some((field) => field === value);

export function useOrderSort() {
  const [params, setParams] = useSearchParams();
  const requestedSort = params.get('sort');
  const requestedOrder = params.get('order');
  const sort = isSortField(requestedSort) ? requestedSort : DEFAULT_SORT;
  const order: SortOrder =
    requestedOrder === 'asc' || requestedOrder === 'desc' ? requestedOrder : DEFAULT_ORDER;

  /** The current column flips its direction; another column starts ascending. */
  const toggleSort = useCallback(
    (field: OrderSortField) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('sort', field);
        next.set('order', field === sort && order === 'asc' ? 'desc' : 'asc');
        next.delete('page');
        return next;
      }),
    [order, setParams, sort],
  );

  return { sort, order, toggleSort };
}
