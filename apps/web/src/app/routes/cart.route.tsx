// /cart ('Your Bag'): the lines with quantity and remove, the summary, and the empty state (docs/product.md §2.7).
import { paths } from '@kaushal/shared/routes';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { useCart } from '../../features/cart/cart-api';
import { useCartSummary } from '../../features/cart/cart-summary-api';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { usePageTitle } from '../../lib/use-page-title';
import { productLine } from './line-display';

export default function CartRoute() {
  usePageTitle('Your Bag');
  const { user } = useAuth();
  const { lines, loaded } = useCart(user?.id);
  const summary = useCartSummary(user?.id);

  return (
    <PageContainer>
      <PageHeading title="Your Bag" />
      <div className="mt-8">
        {lines.length > 0 ? (
          <div className="grid gap-8 lg:grid-cols-3 lg:items-start">
            <section
              aria-labelledby="bag-lines-heading"
              className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6 lg:col-span-2"
            >
              {/* The lines' h3 titles sit under an h2, like the summary's. */}
              <h2 id="bag-lines-heading" className="sr-only">
                Workshops in your bag
              </h2>
              <CartLines lines={lines} display={productLine} />
            </section>
            {user && <CartSummary userId={user.id} lines={lines} summary={summary} />}
          </div>
        ) : loaded ? (
          <EmptyState
            icon="cart"
            title="Your cart is empty"
            message="Looks like you haven't added any workshops to your cart yet."
            action={<ButtonLink to={paths.home()}>Browse Workshops</ButtonLink>}
          />
        ) : (
          <Spinner label="Loading your bag…" />
        )}
      </div>
    </PageContainer>
  );
}
