// A workshop card: picture, title, description, format, next batch (or "Start any time" for a
// self-paced workshop) and price open the product; its buttons only act, and not at all on a sold-out
// workshop.
import type { Product } from '@kaushal/shared/product';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { cardImage, formatLabel, isSoldOut, nextBatchText, productTitle } from '../product-display';
import { ProductImage } from './product-image';

export interface ProductActions {
  onAddToCart: (product: Product) => void;
  onBuyNow: (product: Product) => void;
}

interface ProductCardProps extends ProductActions {
  product: Product;
  /** Opens the product in place (the detail modal) … */
  onOpen?: (product: Product) => void;
  /** … or on its own page. */
  href?: string;
  /** Above the fold: fetched at once and first. */
  eager?: boolean;
  /** h2 where the cards sit right under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
}

// The opener stretches over the whole card; the action buttons sit above it, so a click on them
// never opens the card (docs/product.md §2.3) and no interactive element is nested in another. Its focus ring is
// drawn inside the card's edge, which clips anything outside it.
const opener =
  'text-left after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-primary';

export function ProductCard({
  product,
  onOpen,
  href,
  onAddToCart,
  onBuyNow,
  eager,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const title = productTitle(product);
  const soldOut = isSoldOut(product);
  const label = formatLabel(product);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <ProductImage
        src={cardImage(product)}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className="transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-bold leading-snug text-slate-900">
          {href ? (
            <Link to={href} className={opener}>
              {title}
            </Link>
          ) : (
            <button type="button" className={opener} onClick={() => onOpen?.(product)}>
              {title}
            </button>
          )}
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600">{product.description}</p>
        {label && (
          <p>
            <Badge tone="purple">{label}</Badge>
          </p>
        )}
        {product.format === 'self-paced' ? (
          <p className="text-sm font-medium text-slate-800">Start any time</p>
        ) : (
          product.nextBatch &&
          !soldOut && (
            <p className="text-sm font-medium text-slate-800">{nextBatchText(product.nextBatch)}</p>
          )
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <Price price={product.price} discountPrice={product.discountPrice} />
          {soldOut && <Badge tone="danger">Sold out</Badge>}
        </div>
        <div className="relative z-10 flex gap-2">
          <Button
            variant="primary"
            className="flex-1"
            disabled={soldOut}
            onClick={() => onBuyNow(product)}
          >
            Buy now
          </Button>
          <Button variant="secondary" disabled={soldOut} onClick={() => onAddToCart(product)}>
            <Icon name="cart" className="size-5" />
            <span className="sr-only">{`Add ${title} to cart`}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
