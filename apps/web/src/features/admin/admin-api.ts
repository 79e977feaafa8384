// Admin endpoints: the whole catalogue (deleted products too) and its writes, image uploads, all orders.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { Order, OrderStatus, RefundDecisionInput } from '@kaushal/shared/order';
import type { adminPaymentStatuses } from '@kaushal/shared/constants';
import type { FilterOption, Product, ProductBody } from '@kaushal/shared/product';
import { api, totalCount } from '../../lib/api';

export interface AdminProductsArgs {
  page: number;
  categories: string[];
  brands: string[];
}

export interface AdminProductPage {
  products: Product[];
  totalItems: number;
}

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
const adminApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductPage, AdminProductsArgs>({
      query: ({ page, categories, brands }) => ({
        url: 'products',
        params: {
          admin: 'true',
          _page: page,
          _limit: LIST_PAGE_SIZE,
          ...(categories.length > 0 && { category: categories.join(',') }),
          ...(brands.length > 0 && { brand: brands.join(',') }),
        },
      }),
      transformResponse: (products: Product[], meta) => ({
        products,
        totalItems: totalCount(meta, products.length),
      }),
      providesTags: ['Product'],
    }),
    getAdminProduct: build.query<Product, string>({
      query: (id) => `products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getBrands: build.query<FilterOption[], void>({
      query: () => 'brands',
      providesTags: ['Product'],
    }),
    getCategories: build.query<FilterOption[], void>({
      query: () => 'categories',
      providesTags: ['Product'],
    }),
    // Every write refreshes all product reads, the shop's pages included: a price, a deletion or a
    // new brand shows up everywhere at once.
    createProduct: build.mutation<Product, ProductBody>({
      query: (body) => ({ url: 'products', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    updateProduct: build.mutation<Product, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({
        url: `products/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Product'],
    }),
    uploadImage: build.mutation<{ url: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: 'uploads', method: 'POST', body };
      },
    }),
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
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useGetBrandsQuery,
  useGetCategoriesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadImageMutation,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateOrderMutation,
  useDecideRefundMutation,
} = adminApi;
