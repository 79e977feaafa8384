// The workshop detail modal: larger picture, full description, price, Buy now and the two lists.
// Loaded on first open through product-modal-loader.tsx, so list pages do not download it up front.
import type { Product } from '@kaushal/shared/product';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { cardImage, isSoldOut, productTitle } from '../product-display';
import { ProductImage } from './product-image';

function Checklist({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-6">
      <h3 className="text-base font-bold text-slate-900">{heading}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-700">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

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
          </div>
        </div>
      )}
    </Dialog>
  );
}
