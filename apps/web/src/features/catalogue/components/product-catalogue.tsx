// A page of the catalogue, ten products at a time, with the page number kept in the URL (docs/product.md §9).
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { Product } from '@kaushal/shared/product';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { usePageParam } from '../../../lib/use-page-param';
import { useGetProductsQuery } from '../catalogue-api';
import type { ProductActions } from './product-card';
import { ProductGrid } from './product-grid';

interface ProductCatalogueProps extends ProductActions {
  onOpen?: (product: Product) => void;
  hrefFor?: (product: Product) => string;
}

export function ProductCatalogue(props: ProductCatalogueProps) {
  const { page, pageHref } = usePageParam();
  const { data, isLoading, isFetching, isError } = useGetProductsQuery({ page });

  if (isLoading) return <Spinner label="Loading workshops…" />;
  if (isError || !data) {
    return <Alert tone="error">The workshops could not be loaded. Please try again.</Alert>;
  }
  return (
    <div aria-busy={isFetching}>
      {data.products.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No workshops on this page.</p>
      ) : (
        // The cards come straight under the page's h1.
        <ProductGrid products={data.products} headingLevel="h2" {...props} />
      )}
      <Pagination
        page={page}
        pageSize={LIST_PAGE_SIZE}
        totalItems={data.totalItems}
        hrefFor={pageHref}
      />
    </div>
  );
}
