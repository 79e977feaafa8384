// A product as the admin list shows it: picture, title, rating, prices, its flags, its batches and seats
// (or that it is self-paced, whose seats never run out), 'Edit Product' and the way to its public page.
import type { BatchSeats } from '@kaushal/shared/batch';
import type { Product } from '@kaushal/shared/product';
import { paths } from '@kaushal/shared/routes';
import { clsx } from 'clsx/lite';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { SvgIcon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { ProductFlags } from './product-flags';

const NEW_TAB_ICON = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';

const count = (amount: number, one: string) => `${amount} ${one}${amount === 1 ? '' : 'es'}`;

/** Seats over the batches taking enrolments, as the stock counts them, then every batch. */
function seatsText({ batches, capacity, seatsLeft }: BatchSeats): string {
  if (batches === 0) return 'No batches yet';
  const seats =
    capacity === 0 ? 'No batch taking enrolments' : `${seatsLeft} of ${capacity} seats left`;
  return `${seats} · ${count(batches, 'batch')}`;
}

/** How a product's format reads; the page supplies it with the catalogue's words. */
export type FormatLabel = (product: Product) => string | null;

export function AdminProductCard({
  product,
  formatLabel,
}: {
  product: Product;
  formatLabel: FormatLabel;
}) {
  const label = formatLabel(product);
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
        {label && (
          <p>
            <Badge tone="purple">{label}</Badge>
          </p>
        )}
        {/* A self-paced workshop's seats never run out: its label says all there is to say. */}
        {product.format !== 'self-paced' && product.batchSeats && (
          <p className="text-sm font-medium text-slate-700">{seatsText(product.batchSeats)}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <ButtonLink
            to={adminPaths.adminEditProduct(product.id)}
            variant="secondary"
            size="sm"
            aria-label={`Edit Product ${product.title}`}
          >
            Edit Product
          </ButtonLink>
          {/* A deleted workshop has no public page. */}
          {!product.deleted && (
            <ButtonLink to={paths.workshop(product.slug)} target="_blank" variant="ghost" size="sm">
              {/* The name starts with what the button shows, as speech input users say it. */}
              View on site
              <span className="sr-only">{` for ${product.title} (opens in a new tab)`}</span>
              <SvgIcon path={NEW_TAB_ICON} className="size-4" />
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
