// The product page's body: breadcrumbs, up to three pictures, price, rating, description, highlights.
import type { Product } from '@kaushal/shared/product';
import { clsx } from 'clsx/lite';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { detailImages, isSoldOut, productBrand, productTitle } from '../product-display';
import { ProductImage } from './product-image';

export function ProductDetail({
  product,
  onAddToCart,
}: {
  product: Product;
  onAddToCart: (product: Product) => void;
}) {
  const title = productTitle(product);
  const soldOut = isSoldOut(product);
  const [main, ...others] = detailImages(product);
  // The catalogue's trail may end with the product itself, which is shown as the current page.
  const trail = product.breadcrumbs.filter((crumb) => crumb.name !== product.title);
  return (
    <article>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {trail.map((crumb) => (
            <li key={crumb.id} className="flex items-center gap-2">
              <Link to={crumb.href} className="hover:text-primary hover:underline">
                {crumb.name}
              </Link>
              <Icon name="chevron-right" className="size-4 text-slate-400" />
            </li>
          ))}
          <li aria-current="page" className="font-medium text-slate-900">
            {title}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {main && (
          <ProductImage
            src={main}
            alt={title}
            loading="eager"
            className={clsx(
              'rounded-2xl',
              others.length > 0 ? 'sm:col-span-2 sm:row-span-2' : 'sm:col-span-3',
            )}
          />
        )}
        {others.map((src, index) => (
          <ProductImage
            key={src}
            src={src}
            alt={`${title}, picture ${index + 2}`}
            className="hidden rounded-2xl sm:block"
          />
        ))}
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {productBrand(product)}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-6 text-lg text-slate-700">{product.description}</p>
          {product.highlights.length > 0 && (
            <section className="mt-8">
              <h2 className="text-base font-bold text-slate-900">Details*</h2>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-primary">
                {product.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="sr-only">Product information</h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Price price={product.price} discountPrice={product.discountPrice} size="lg" />
            {soldOut && <Badge tone="danger">Sold out</Badge>}
          </div>
          <div className="mt-4">
            <StarRating rating={product.rating} />
          </div>
          <Button
            size="lg"
            className="mt-6 w-full"
            disabled={soldOut}
            onClick={() => onAddToCart(product)}
          >
            <Icon name="cart" className="size-5" />
            Add to Cart
          </Button>
        </aside>
      </div>
    </article>
  );
}
