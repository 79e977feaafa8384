// The bag's summary: subtotal, seats, the promo code field, its discount, the GST and the total
// payable, and the way to checkout (docs/product.md §2.7).
import type { CartItem, CartSummary as CartSummaryFigures } from '@kaushal/shared/cart';
import { formatRupees } from '@kaushal/shared/money';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { paths } from '@kaushal/shared/routes';
import { useId } from 'react';
import { PayableBreakdown } from '../../../components/payable-breakdown';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cartSavings, cartTotals } from '../cart-totals';
import { useGetCartPromoQuery } from '../promo-api';
import { PromoCodeField } from './promo-code-field';

export function CartSummary({
  userId,
  lines,
  summary,
}: {
  userId: string;
  lines: readonly CartItem[];
  /** The server's figures, discount included, with the GST for the shop's own state (no address yet). */
  summary: CartSummaryFigures | undefined;
}) {
  const { subtotal, totalItems } = cartTotals(lines);
  const saved = cartSavings(lines) + (summary?.discount ?? 0);
  // The code in the bag, or why it no longer applies (read again after every change of the bag).
  const { data: promo } = useGetCartPromoQuery(userId);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Order summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="font-medium text-slate-900">{formatRupees(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Total Items</dt>
          <dd className="font-medium text-slate-900">{totalItems}</dd>
        </div>
        {saved > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-600">You save</dt>
            <dd className="font-medium text-green-700" data-testid="you-save">
              {formatRupeesAndPaise(saved)}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-5">
        <PromoCodeField userId={userId} promo={promo?.promo ?? null} />
      </div>
      <div className="mt-5 border-t border-slate-200 pt-4">
        {summary ? (
          <PayableBreakdown discount={summary.discount} tax={summary.tax} />
        ) : (
          <Spinner label="Working out the GST…" className="py-2" />
        )}
      </div>
      <ButtonLink to={paths.checkout()} size="lg" className="mt-6 w-full">
        Pay Securely
      </ButtonLink>
      <ButtonLink to={paths.home()} variant="ghost" className="mt-2 w-full">
        Continue Shopping
      </ButtonLink>
    </section>
  );
}
