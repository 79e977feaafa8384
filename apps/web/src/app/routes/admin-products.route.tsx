// /admin: the admin's product list with its filters and the way to add a product.
import { adminPaths } from '@kaushal/shared/admin-routes';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { AdminProductList } from '../../features/admin-catalogue/components/admin-product-list';
import { formatLabel } from '../../features/catalogue/product-display';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminProductsRoute() {
  usePageTitle('Admin: Products');
  return (
    <PageContainer>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title="Products" intro="Every workshop in the catalogue, deleted ones too." />
        <ButtonLink to={adminPaths.adminNewProduct()}>Add New Product</ButtonLink>
      </div>
      <div className="mt-10">
        <AdminProductList formatLabel={formatLabel} />
      </div>
    </PageContainer>
  );
}
