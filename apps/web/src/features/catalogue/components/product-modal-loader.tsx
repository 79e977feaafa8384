// Fetches the product modal the first time a visitor opens a product, and renders it from then on.
import type { Product } from '@kaushal/shared/product';
import { lazy, Suspense } from 'react';

const ProductModal = lazy(() => import('./product-modal'));

interface ProductModalProps {
  product: Product | null;
  onClose: () => void;
  onBuyNow: (product: Product) => void;
}

export function ProductModalLoader(props: ProductModalProps) {
  if (!props.product) return null;
  return (
    <Suspense fallback={null}>
      <ProductModal {...props} />
    </Suspense>
  );
}
