// The checkout's right column: the lines, subtotal, seat count, the GST for the billing address
// and the amount payable, and the button that pays it (docs/product.md §2.8).
import { formatRupees } from '@kaushal/shared/money';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { paths } from '@kaushal/shared/routes';
import type { ReactNode, RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** "Pay ₹1,499", or "Pay" until the amount is known. */
export const payLabel = (payable: number | undefined) =>
  payable === undefined ? 'Pay' : `Pay ${formatRupeesAndPaise(payable)}`;

export function CheckoutSummary({
  subtotal,
  totalItems,
  payable,
  breakdown,
  placing,
  onOrderNow,
  problem,
  payRef,
  children,
}: {
  subtotal: number;
  totalItems: number;
  /** The amount payable in rupees, once the server has figured it. */
  payable: number | undefined;
  /** The GST inside the amount payable. */
  breakdown: ReactNode;
  /** The order is being placed or its payment opened. */
  placing: boolean;
  onOrderNow: () => void;
  /** Why Pay cannot go ahead, shown next to it. */
  problem?: string | null;
  /** The Pay button, watched by the phone's pay bar. */
  payRef?: RefObject<HTMLButtonElement | null>;
  /** The cart lines. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-bold text-slate-900">
        Order summary
      </h2>
      {children}
      <dl className="space-y-3 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="font-semibold text-slate-900" data-testid="checkout-subtotal">
            {formatRupees(subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Total Items</dt>
          <dd className="font-semibold text-slate-900">{totalItems}</dd>
        </div>
      </dl>
      <div className="mt-3 border-t border-slate-200 pt-4">{breakdown}</div>
      {problem && (
        <div className="mt-4">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      {placing && <Spinner label="Placing your order…" className="py-4" />}
      <Button
        ref={payRef}
        size="lg"
        className="mt-5 w-full"
        disabled={placing}
        onClick={onOrderNow}
      >
        {payLabel(payable)}
      </Button>
      <ButtonLink to={paths.home()} variant="ghost" className="mt-2 w-full">
        Continue Shopping
      </ButtonLink>
    </section>
  );
}
