// Everything the shop knows about a workshop, for its public page and the signed-in product page:
// pictures, price, rating, what the buyer gets (its format, lessons and access), the batches to pick
// from with seats and a quantity (none for a self-paced workshop, which starts any time), Add to Cart
// and Buy now (or "Notify me" when sold out), the description, the curriculum with its free previews,
// the lists, and related workshops. No mentor line until workshops name their mentors.
import { QUANTITY_MAX } from '@kaushal/shared/constants';
import { REFUND_WINDOW_DAYS } from '@kaushal/shared/constants';
import type { Product } from '@kaushal/shared/product';
import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { StickyActionBar } from '../../../components/ui/sticky-action-bar';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { useOnScreen } from '../../../lib/use-on-screen';
import { QuantitySelect } from '../../../components/ui/quantity-select';
import { batchFacts, type SeatChoice } from '../batch-display';
import { useGetBatchesQuery, useGetCurriculumQuery } from '../course-api';
import { courseSummary } from '../curriculum-display';
import { detailImages, isSoldOut, productBrand, productTitle } from '../product-display';
import { BatchPicker } from './batch-picker';
import { Checklist } from './checklist';
import { CourseGallery } from './course-gallery';
import { NotifyMe } from './notify-me';
import { RelatedWorkshops } from './related-workshops';

// A chunk of its own: every new chunk the page's first download names lengthens the list of them that
// the landing page's download carries, which is at its budget (bundle-budget.test.ts). The server
// renders it in place all the same.
const CourseCurriculum = lazyChunk(() => import('./course-curriculum'));

export type CourseAction = (product: Product, seats: SeatChoice) => void;

/** The picked batch (the first with seats until the shopper picks) and a seat count it can hold. */
function useSeatChoice(product: Product) {
  const { data: batches, isLoading } = useGetBatchesQuery(product.id);
  const [picked, setPicked] = useState<string>();
  const [quantity, setQuantity] = useState(1);
  const withSeats = (batches ?? []).filter((batch) => batch.seatsLeft > 0);
  const chosen = withSeats.find((batch) => batch.id === picked) ?? withSeats[0];
  const maxSeats = Math.max(1, Math.min(QUANTITY_MAX, chosen?.seatsLeft ?? product.stock));
  const seats = Math.min(quantity, maxSeats);
  return {
    batches: batches ?? [],
    batchesLoading: isLoading,
    chosen: chosen?.id,
    pick: setPicked,
    seats,
    maxSeats,
    setQuantity,
    choice: { ...(chosen && { batch: chosen.id }), quantity: seats } satisfies SeatChoice,
  };
}

function Breadcrumbs({ product, title }: { product: Product; title: string }) {
  // The catalogue's trail may end with the product itself, which is shown as the current page.
  const trail = product.breadcrumbs.filter((crumb) => crumb.name !== product.title);
  return (
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
  );
}

export function ProductDetail({
  product,
  signedIn,
  onAddToCart,
  onBuyNow,
}: {
  product: Product;
  /** Signed in, "Notify me" is one button for the account's e-mail. */
  signedIn: boolean;
  onAddToCart: CourseAction;
  onBuyNow: CourseAction;
}) {
  const title = productTitle(product);
  const soldOut = isSoldOut(product);
  const seats = useSeatChoice(product);
  // A self-paced workshop sells through one standing batch without dates, whose seats never run out:
  // the buyer has no batch to pick and no seat count to read; Add to Cart takes that batch.
  const selfPaced = product.format === 'self-paced';
  // The same read as the curriculum's outline below (made by the server's render too).
  const { data: outline } = useGetCurriculumQuery(product.id);
  const discounted = product.discountPrice < product.price;
  const cannotBuy = soldOut || seats.batchesLoading;
  // On a phone the price and Buy now stay at hand once the page's own button scrolls away.
  const buyButton = useRef<HTMLButtonElement>(null);
  const buyInView = useOnScreen(buyButton, !soldOut);
  const buyNow = () => onBuyNow(product, seats.choice);
  // Length and mode as the batches on offer have them, in place of any typed line saying either.
  const facts = batchFacts(seats.batches);
  const details =
    seats.batchesLoading || selfPaced
      ? product.productDetails
      : [...facts.lines, ...product.productDetails.filter((line) => !facts.replaces(line))];
  return (
    <article>
      <Breadcrumbs product={product} title={title} />

      <div className="mt-6 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <CourseGallery images={detailImages(product)} title={title} />
        </div>

        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {productBrand(product)}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <div className="mt-3">
            <StarRating rating={product.rating} />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Price price={product.price} discountPrice={product.discountPrice} size="lg" />
            {discounted && (
              <Badge tone="success">{`${Math.round(product.discountPercentage)}% off`}</Badge>
            )}
            {soldOut && <Badge tone="danger">Sold out</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">Inclusive of GST</p>
          <p className="mt-3 font-medium text-slate-900" data-testid="course-summary">
            {courseSummary(product, outline)}
          </p>
          <p className="mt-4 text-slate-700">{product.description}</p>

          {!soldOut && !selfPaced && seats.batches.length > 0 && (
            <div className="mt-6">
              <BatchPicker batches={seats.batches} chosen={seats.chosen} onChoose={seats.pick} />
            </div>
          )}
          {!soldOut && (
            <div className="mt-4">
              <QuantitySelect
                value={seats.seats}
                seatsLeft={seats.maxSeats}
                title={title}
                onChange={seats.setQuantity}
              />
            </div>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button
              size="lg"
              className="flex-1"
              disabled={cannotBuy}
              onClick={() => onAddToCart(product, seats.choice)}
            >
              <Icon name="cart" className="size-5" />
              Add to Cart
            </Button>
            <Button
              ref={buyButton}
              size="lg"
              variant="accent"
              className="flex-1"
              disabled={cannotBuy}
              onClick={buyNow}
            >
              Buy now
            </Button>
          </div>
          {!soldOut && (
            <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />
              {REFUND_WINDOW_DAYS}-day money-back guarantee: ask for a full refund from My Orders{' '}
              {selfPaced
                ? `within ${REFUND_WINDOW_DAYS} days of payment.`
                : 'before the first session.'}
            </p>
          )}
          {soldOut && <NotifyMe product={product} signedIn={signedIn} />}
        </div>
      </div>

      <div className="mt-12 max-w-3xl">
        <div>
          {product.fullDescription && (
            <section>
              <h2 className="text-xl font-bold text-slate-900">About this workshop</h2>
              <p className="mt-3 whitespace-pre-line text-slate-700">{product.fullDescription}</p>
            </section>
          )}
          <Suspense>
            <CourseCurriculum productId={product.id} />
          </Suspense>
          <Checklist heading="Highlights" items={product.highlights} level="h2" />
          <Checklist heading="Product Details" items={details} level="h2" />
          <Checklist heading="Why Enroll in This Workshop?" items={product.whyEnroll} level="h2" />
        </div>
      </div>

      <RelatedWorkshops product={product} />
      {!soldOut && (
        <StickyActionBar shown={!buyInView} label={`Buy ${title}`}>
          <div className="min-w-0">
            <Price price={product.price} discountPrice={product.discountPrice} />
            <p className="text-xs text-slate-600">Inclusive of GST</p>
          </div>
          <Button size="lg" variant="accent" disabled={cannotBuy} onClick={buyNow}>
            Buy now
          </Button>
        </StickyActionBar>
      )}
    </article>
  );
}
