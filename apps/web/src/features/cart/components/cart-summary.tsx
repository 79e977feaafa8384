// The bag's summary: subtotal, seats, the promo code field and its discount, total and the way to
// checkout (docs/product.md §2.7).
import type { CartItem } from '@kaushal/shared/cart';
import { formatRupees } from '@kaushal/shared/money';
import { formatRupeesAndPaise } from '@kaushal/shared/paise';
import { paths } from '@kaushal/shared/routes';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { cartTotals } from '../cart-totals';
import { useGetCartPromoQuery } from '../promo-api';
import { PromoCodeField } from './promo-code-field';

export function CartSummary({ userId, lines }: { userId: string; lines: readonly CartItem[] }) {
  const { subtotal, totalItems } = cartTotals(lines);
  // The discount is the server's, for the bag as it now is (read again after every change of it).
  const { data: promo } = useGetCartPromoQuery(userId);
  const discount = promo?.discount ?? 0;
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
      </dl>
      <div className="mt-5">
        <PromoCodeField userId={userId} promo={promo?.promo ?? null} />
      </div>
      {discount > 0 && (
        <div className="mt-4 flex justify-between text-sm">
          <span className="text-slate-600">Discount ({promo?.promo?.code})</span>
          <span data-testid="cart-discount" className="font-medium text-green-700">
            −{formatRupeesAndPaise(discount)}
          </span>
        </div>
      )}
      <div className="mt-5 flex justify-between border-t border-slate-200 pt-4 text-base font-bold text-slate-900">
        <span>Total</span>
        <span data-testid="cart-total">{formatRupeesAndPaise(subtotal - discount)}</span>
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
