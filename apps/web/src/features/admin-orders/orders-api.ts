// Admin endpoints: all orders, their status changes and refund decisions.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { Order, OrderStatus, RefundDecisionInput } from '@kaushal/shared/order';
import type { adminPaymentStatuses } from '@kaushal/shared/constants';
import { api, totalCount } from '../../lib/api';

export type OrderSortField = 'id' | 'totalAmount' | 'createdAt' | 'updatedAt';
export type SortOrder = 'asc' | 'desc';

export interface AdminOrdersArgs {
  page: number;
  sort: OrderSortField;
  order: SortOrder;
  /** Only orders with a refund request waiting for a decision. */
  refundRequested: boolean;
}

export interface AdminOrderPage {
  orders: Order[];
  totalItems: number;
}

/** What an admin may set by hand: `refunded` follows only from a refund the provider confirmed. */
export type AdminPaymentStatus = (typeof adminPaymentStatuses)[number];

export interface OrderChange {
  id: string;
  status?: OrderStatus;
  paymentStatus?: AdminPaymentStatus;
}

// Orders are only ever listed here, so their tag is declared with the endpoints that use it.
const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderPage, AdminOrdersArgs>({
      query: ({ page, sort, order, refundRequested }) => ({
        url: 'orders',
        params: {
          _sort: sort,
          _order: order,
          _page: page,
          _limit: LIST_PAGE_SIZE,
          ...(refundRequested && { refund: 'requested' }),
        },
      }),
      transformResponse: (orders: Order[], meta) => ({
        orders,
        totalItems: totalCount(meta, orders.length),
      }),
      providesTags: ['Order'],
    }),
    /** One order as it stands, whether or not the list's page or filter still shows it. */
    getAdminOrder: build.query<Order, string>({
      query: (id) => `orders/${encodeURIComponent(id)}`,
      providesTags: ['Order'],
    }),
    updateOrder: build.mutation<Order, OrderChange>({
      query: ({ id, ...change }) => ({
        url: `orders/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: ['Order'],
    }),
    /** Approves or rejects a refund request, or (approving with none) refunds a paid order. */
    decideRefund: build.mutation<Order, RefundDecisionInput & { id: string }>({
      query: ({ id, ...decision }) => ({
        url: `orders/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body: decision,
      }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateOrderMutation,
  useDecideRefundMutation,
} = adminOrdersApi;
