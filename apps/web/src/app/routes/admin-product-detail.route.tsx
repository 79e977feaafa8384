// /admin/product-detail/:id: one product as the admin sees it, deleted or not.
import { adminPaths } from '@kaushal/shared/admin-routes';
import { formatWords } from '@kaushal/shared/workshop-format';
import { useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { PageContainer } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useGetAdminProductQuery } from '../../features/admin-catalogue/products-api';
import { AdminProductDetail } from '../../features/admin-catalogue/components/admin-product-detail';
import { ProductLoadError } from '../../features/admin-catalogue/components/product-load-error';
import { productTitle } from '../../features/catalogue/product-display';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminProductDetailRoute() {
  const { id = '' } = useParams();
  const { data: product, isLoading, error } = useGetAdminProductQuery(id);
  usePageTitle(`Admin: ${product ? productTitle(product) : 'Product'}`);

  return (
    <PageContainer>
      <BackLink to={adminPaths.adminProducts()} label="All products" />
      <div className="mt-6">
        {isLoading ? (
          <Spinner label="Loading product…" />
        ) : product ? (
          <AdminProductDetail
            product={product}
            formatText={formatWords(product.format, product.accessDays)}
          />
        ) : (
          <ProductLoadError error={error} />
        )}
      </div>
    </PageContainer>
  );
}
