// Catalogue reads: a page of products with its total, one product by its id or by its slug, and the
// list's filter choices.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { FilterOption, Product } from '@kaushal/shared/product';
import { api, totalCount } from '../../lib/api';

export interface ProductPageArgs {
  page: number;
  limit?: number;
  /** Search, filters and sort as GET /api/products names them (list-query.ts). */
  filters?: Record<string, string>;
}

/** The list's filter choices the API offers beside the products. */
export const listOptions = ['categories', 'products/months'] as const;
export type ListOptions = (typeof listOptions)[number];

export interface ProductPage {
  products: Product[];
  totalItems: number;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductPageArgs>({
      // Paging first: the plain list's address is the one the server preloads (data-preloads.ts).
      query: ({ page, limit = LIST_PAGE_SIZE, filters }) => ({
        url: 'products',
        params: { _page: page, _limit: limit, ...filters },
      }),
      transformResponse: (products: Product[], meta) => ({
        products,
        totalItems: totalCount(meta, products.length),
      }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** A slug the workshop had before answers with its current one (the API redirects). */
    getProductBySlug: build.query<Product, string>({
      query: (slug) => `products/slug/${encodeURIComponent(slug)}`,
      providesTags: (product) => (product ? [{ type: 'Product', id: product.id }] : ['Product']),
    }),
    /** GET /api/categories or GET /api/products/months: `{ label, value }` choices. */
    getListOptions: build.query<FilterOption[], ListOptions>({
      query: (list) => list,
      providesTags: ['Product'],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetProductBySlugQuery,
  useGetListOptionsQuery,
} = catalogueApi;

export const usePrefetchProducts = () => catalogueApi.usePrefetch('getProducts');
