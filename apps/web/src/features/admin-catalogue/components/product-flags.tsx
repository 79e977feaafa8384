// The admin's warnings on a product: soft-deleted, and out of stock when no seat is left (docs/product.md §4.6).
import type { Product } from '@kaushal/shared/product';

export function ProductFlags({ product }: { product: Pick<Product, 'deleted' | 'stock'> }) {
  const outOfStock = product.stock <= 0;
  if (!product.deleted && !outOfStock) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 text-sm font-semibold text-red-700">
      {product.deleted && <li>product deleted</li>}
      {outOfStock && <li>out of stock</li>}
    </ul>
  );
}
