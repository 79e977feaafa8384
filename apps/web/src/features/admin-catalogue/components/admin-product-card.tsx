// A product as the admin list shows it: picture, title, rating, prices, its flags and 'Edit Product'.
import type { Product } from '@kaushal/shared/product';
import { clsx } from 'clsx/lite';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { ProductFlags } from './product-flags';

export function AdminProductCard({ product }: { product: Product }) {
  return (
    <article
      className={clsx(
        'flex w-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm',
        product.deleted ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <img
        src={product.thumbnail}
        alt=""
        width={800}
        height={500}
        loading="lazy"
        className={clsx(
          'aspect-[8/5] w-full bg-slate-100 object-cover',
          product.deleted && 'opacity-60',
        )}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-bold leading-snug text-slate-900">
          <Link
            to={adminPaths.adminProductDetail(product.id)}
            className="rounded hover:text-primary hover:underline"
          >
            {product.title}
          </Link>
        </h3>
        <StarRating rating={product.rating} />
        <Price price={product.price} discountPrice={product.discountPrice} />
        <ProductFlags product={product} />
        <p className="text-xs text-slate-500">
          <Badge tone="neutral">{product.category}</Badge> {product.brand}
        </p>
        <ButtonLink
          to={adminPaths.adminEditProduct(product.id)}
          variant="secondary"
          size="sm"
          className="mt-auto"
          aria-label={`Edit Product ${product.title}`}
        >
          Edit Product
        </ButtonLink>
      </div>
    </article>
  );
}
