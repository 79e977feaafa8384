// The admin catalogue: the search over filters beside a page of ten products (deleted ones included) and
// the pagination.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { usePageParam } from '../../../lib/use-page-param';
import {
  useGetAdminProductsQuery,
  useGetBrandsQuery,
  useGetCategoriesQuery,
} from '../products-api';
import { useProductFilters } from '../use-product-filters';
import { AdminProductCard, type FormatLabel } from './admin-product-card';
import { ProductFilters } from './product-filters';
import { ProductSearch } from './product-search';

export function AdminProductList({ formatLabel }: { formatLabel: FormatLabel }) {
  const { page, pageHref } = usePageParam();
  const { categories, brands, search, setFilter, setSearch } = useProductFilters();
  const { data, isLoading, isFetching, isError } = useGetAdminProductsQuery({
    page,
    search,
    categories,
    brands,
  });
  const categoryOptions = useGetCategoriesQuery().data ?? [];
  const brandOptions = useGetBrandsQuery().data ?? [];

  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
      <div className="space-y-6">
        <ProductSearch search={search} onSearch={setSearch} />
        <ProductFilters
          groups={[
            { key: 'category', name: 'Category', options: categoryOptions, selected: categories },
            { key: 'brand', name: 'Brand', options: brandOptions, selected: brands },
          ]}
          onChange={setFilter}
        />
      </div>
      <div aria-busy={isFetching}>
        {isLoading ? (
          <Spinner label="Loading products…" />
        ) : isError || !data ? (
          <Alert tone="error">The products could not be loaded. Please try again.</Alert>
        ) : (
          <>
            {data.products.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 py-16 text-center text-slate-600">
                {search !== ''
                  ? `No workshops match “${search}”${categories.length + brands.length > 0 ? ' with these filters' : ''}.`
                  : categories.length + brands.length > 0
                    ? 'No product matches these filters.'
                    : 'No products yet.'}
              </p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {data.products.map((product) => (
                  <li key={product.id} className="flex">
                    <AdminProductCard product={product} formatLabel={formatLabel} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={page}
              pageSize={LIST_PAGE_SIZE}
              totalItems={data.totalItems}
              hrefFor={pageHref}
            />
          </>
        )}
      </div>
    </div>
  );
}
