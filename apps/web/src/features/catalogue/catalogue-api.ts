// Catalogue reads: a page of products with its total, and one product.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { Product } from '@kaushal/shared/product';
import { api } from '../../lib/api';

export interface ProductPageArgs {
  page: number;
  limit?: number;
}

export interface ProductPage {
  products: Product[];
  totalItems: number;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductPageArgs>({
      query: ({ page, limit = LIST_PAGE_SIZE }) => ({
        url: 'products',
        params: { _page: page, _limit: limit },
      }),
      transformResponse: (products: Product[], meta) => ({
        products,
        totalItems: Number(meta?.response?.headers.get('X-Total-Count') ?? products.length),
      }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogueApi;

export const usePrefetchProducts = () => catalogueApi.usePrefetch('getProducts');
