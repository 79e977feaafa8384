// /product-detail/:id: one workshop with its pictures, price, rating and Add to Cart.
import { paths } from '@kaushal/shared/routes';
import { useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useGetProductQuery } from '../../features/catalogue/catalogue-api';
import { ProductDetail } from '../../features/catalogue/components/product-detail';
import { productTitle } from '../../features/catalogue/product-display';
import { errorStatus } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';
import { usePurchase } from '../purchase/use-purchase';

export default function ProductDetailRoute() {
  const { id = '' } = useParams();
  const { data: product, isLoading, error } = useGetProductQuery(id);
  const { onAddToCart } = usePurchase({ onProductPage: true });
  usePageTitle(product ? productTitle(product) : 'Workshop');

  return (
    <PageContainer>
      <BackLink to={paths.productList()} />
      <div className="mt-6">
        {isLoading ? (
          <Spinner label="Loading workshop…" />
        ) : product ? (
          <ProductDetail product={product} onAddToCart={onAddToCart} />
        ) : (
          <div className="py-16 text-center">
            <h1 className="text-2xl font-bold text-slate-900">
              {errorStatus(error) === 404 || errorStatus(error) === 400
                ? 'This workshop does not exist'
                : 'The workshop could not be loaded'}
            </h1>
            <ButtonLink to={paths.viewAllProducts()} className="mt-6">
              Browse all workshops
            </ButtonLink>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
