// The shopper's order endpoints. Ordering prices the cart on the server; the result is the current
// order, shared through one cache key so the success page can clear it (docs/product.md §4.4).
import type { Order, OrderCreateInput, RefundRequestInput } from '@kaushal/shared/order';
import { api } from '../../lib/api';

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, OrderCreateInput>({
      query: (body) => ({ url: 'orders', method: 'POST', body }),
      invalidatesTags: (order) => (order ? ['Order'] : []),
    }),
    getOwnOrders: build.query<Order[], string>({
      query: () => 'orders/own',
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

export const { useGetOwnOrdersQuery, useGetOrderQuery, useRequestRefundMutation } = ordersApi;

const CURRENT_ORDER = 'current-order';

/** Places an order; every caller sees the same current order until one of them resets it. */
export function useCurrentOrder() {
  return ordersApi.useCreateOrderMutation({ fixedCacheKey: CURRENT_ORDER });
}
