// The workshop detail modal: larger picture, full description, price, Buy now, the two lists and a
// link to the workshop's public page.
// Loaded on first open through product-modal-loader.tsx, so list pages do not download it up front.
import type { Product } from '@kaushal/shared/product';
import { paths } from '@kaushal/shared/routes';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Price } from '../../../components/ui/price';
import { cardImage, isSoldOut, productTitle } from '../product-display';
import { Checklist } from './checklist';
import { ProductImage } from './product-image';

export default function ProductModal({
  product,
  onClose,
  onBuyNow,
}: {
  product: Product | null;
  onClose: () => void;
  onBuyNow: (product: Product) => void;
}) {
  return (
    <Dialog open={product !== null} onClose={onClose} title={product ? productTitle(product) : ''}>
      {product && (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <ProductImage
              src={cardImage(product)}
              alt={productTitle(product)}
              className="rounded-xl"
            />
            <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
              <Price price={product.price} discountPrice={product.discountPrice} size="lg" />
              {isSoldOut(product) && <Badge tone="danger">Sold out</Badge>}
              <Button size="lg" disabled={isSoldOut(product)} onClick={() => onBuyNow(product)}>
                Buy now
              </Button>
            </div>
          </div>
          <div>
            <p className="text-slate-700">{product.fullDescription || product.description}</p>
            <Checklist heading="Product Details:" items={product.productDetails} />
            <Checklist heading="Why Enroll in This Workshop?" items={product.whyEnroll} />
            <Link
              to={paths.workshop(product.slug)}
              className="mt-6 inline-block font-semibold text-primary hover:text-primary-dark hover:underline"
            >
              See dates, batches and all details
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
