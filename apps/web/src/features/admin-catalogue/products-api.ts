// Admin endpoints: the whole catalogue (deleted products too) and its writes, image uploads.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { FilterOption, Product, ProductBody } from '@kaushal/shared/product';
import { api, totalCount } from '../../lib/api';

export interface AdminProductsArgs {
  page: number;
  /** Words of the title, category or brand; empty for every product. */
  search: string;
  categories: string[];
  brands: string[];
}

export interface AdminProductPage {
  products: Product[];
  totalItems: number;
}

const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductPage, AdminProductsArgs>({
      query: ({ page, search, categories, brands }) => ({
        url: 'products',
        params: {
          admin: 'true',
          _page: page,
          _limit: LIST_PAGE_SIZE,
          ...(search !== '' && { q: search }),
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
} = adminProductsApi;
