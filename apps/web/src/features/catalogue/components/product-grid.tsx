// Products in one, two or three columns by screen width (docs/product.md §2.3).
import type { Product } from '@kaushal/shared/product';
import { ProductCard, type ProductActions } from './product-card';

interface ProductGridProps extends ProductActions {
  products: readonly Product[];
  onOpen?: (product: Product) => void;
  hrefFor?: (product: Product) => string;
  headingLevel?: 'h2' | 'h3';
}

export function ProductGrid({
  products,
  onOpen,
  hrefFor,
  headingLevel,
  ...actions
}: ProductGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="flex w-full">
            <ProductCard
              product={product}
              onOpen={onOpen}
              href={hrefFor?.(product)}
              eager={index < 3}
              headingLevel={headingLevel}
              {...actions}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
