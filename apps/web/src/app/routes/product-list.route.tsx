// /productList: the signed-in product grid; each card leads to its product page.
import { paths } from '@kaushal/shared/routes';
import { BackLink } from '../../components/ui/back-link';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { ProductCatalogue } from '../../features/catalogue/components/product-catalogue';
import { usePageTitle } from '../../lib/use-page-title';
import { usePurchase } from '../purchase/use-purchase';

export default function ProductListRoute() {
  usePageTitle('Workshops');
  const actions = usePurchase();
  return (
    <PageContainer>
      <BackLink to={paths.home()} />
      <div className="mt-4">
        <PageHeading title="Workshops" intro="Pick a workshop to see its details and enrol." />
      </div>
      <div className="mt-10">
        <ProductCatalogue hrefFor={(product) => paths.productDetail(product.id)} {...actions} />
      </div>
    </PageContainer>
  );
}
