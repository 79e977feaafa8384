// The shopper's order endpoints. Ordering prices the cart on the server; the result is the current
// order, shared through one cache key so the success page can clear it (docs/product.md §4.4).
import type { Order, OrderCreateInput, RefundRequestInput } from '@kaushal/shared/order';
import { api, totalCount } from '../../lib/api';

/** Orders per page of My Orders. */
const OWN_ORDERS_PAGE_SIZE = 10;

export interface OwnOrdersPage {
  orders: Order[];
  /** How many orders the shopper has in all. */
  total: number;
}

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, OrderCreateInput>({
      query: (body) => ({ url: 'orders', method: 'POST', body }),
      invalidatesTags: (order) => (order ? ['Order'] : []),
    }),
    // The shopper's orders a page at a time, newest first; the next page is asked for while the
    // shopper scrolls (my-orders.route.tsx). The argument is the account, so a new sign-in starts over.
    getOwnOrders: build.infiniteQuery<OwnOrdersPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) =>
          lastPage * OWN_ORDERS_PAGE_SIZE < last.total ? lastPage + 1 : undefined,
      },
      query: ({ pageParam }) => `orders/own?_page=${pageParam}&_limit=${OWN_ORDERS_PAGE_SIZE}`,
      transformResponse: (orders: Order[], meta) => ({
        orders,
        total: totalCount(meta, orders.length),
      }),
      providesTags: ['Order'],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `orders/${id}`,
      providesTags: ['Order'],
    }),
    requestRefund: build.mutation<Order, RefundRequestInput & { id: string }>({
      query: ({ id, reason }) => ({
        url: `orders/${encodeURIComponent(id)}/refund-request`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (order) => (order ? ['Order'] : []),
    }),
  }),
});

export const { useGetOwnOrdersInfiniteQuery, useGetOrderQuery, useRequestRefundMutation } =
  ordersApi;

const CURRENT_ORDER = 'current-order';

/** Places an order; every caller sees the same current order until one of them resets it. */
export function useCurrentOrder() {
  return ordersApi.useCreateOrderMutation({ fixedCacheKey: CURRENT_ORDER });
}
