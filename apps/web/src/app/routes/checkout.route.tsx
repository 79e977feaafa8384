// /checkout: address, payment method and the bag with its GST, then Pay places the order and opens its
// payment (docs/product.md §2.8, §4.4). An empty cart goes home; a verified payment goes to the order's success page.
import { ADDRESS_AND_PAYMENT_MESSAGE } from '@kaushal/shared/constants';
import { findIndianState } from '@kaushal/shared/india';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { paths } from '@kaushal/shared/routes';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { PayableBreakdown } from '../../components/payable-breakdown';
import { Spinner } from '../../components/ui/spinner';
import { Button } from '../../components/ui/button';
import { StickyActionBar } from '../../components/ui/sticky-action-bar';
import { useAuth } from '../../features/auth/auth-api';
import { useCart } from '../../features/cart/cart-api';
import { useCartSummary } from '../../features/cart/cart-summary-api';
import { cartTotals } from '../../features/cart/cart-totals';
import { CartLines } from '../../features/cart/components/cart-lines';
import { initialAddressId, rememberOrderAddress } from '../../features/checkout/address-choice';
import { isReusableOrder } from '../../features/checkout/checkout-order';
import { CheckoutSummary, payLabel } from '../../features/checkout/components/checkout-summary';
import {
  PaymentMethodPicker,
  type PaymentMethod,
} from '../../features/checkout/components/payment-method-picker';
import { useCurrentOrder } from '../../features/orders/orders-api';
import { usePayOrder } from '../../features/payment/use-pay-order';
import { AddressForm } from '../../features/user/components/address-form';
import { AddressPicker } from '../../features/user/components/address-picker';
import { useAddresses } from '../../features/user/use-addresses';
import { useOwnUser } from '../../features/user/user-api';
import { errorCode, errorMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast-slice';
import { useOnScreen } from '../../lib/use-on-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';
import { LegalAgreement } from './legal-agreement';
import { productLine } from './line-display';

export default function CheckoutRoute() {
  usePageTitle('Checkout');
  const dispatch = useAppDispatch();
  const { user: session } = useAuth();
  const { lines, loaded, current } = useCart(session?.id);
  const { addresses, add } = useAddresses(useOwnUser(session?.id));
  const [chosenAddressId, setAddressId] = useState<string | null>(null);
  const [addedAddressId, setAddedAddressId] = useState<string | null>(null);
  const addressId = chosenAddressId ?? (session ? initialAddressId(session.id, addresses) : null);
  // The GST follows the billing address's state, or a registered buyer's GSTIN's state; an address
  // saved with a state off the list is taxed where the shop is, as the order will be.
  const billing = addresses.find((address) => address.id === addressId);
  const summary = useCartSummary(
    session?.id,
    billing && findIndianState(billing.state)?.code,
    billing?.gstin ?? undefined,
  );
  // Set by a press of Pay without them; the message stays until both are chosen.
  const [askedForChoices, setAskedForChoices] = useState(false);
  const [method, setMethod] = useState<PaymentMethod | null>('card');
  const [createOrder, { data: currentOrder }] = useCurrentOrder();
  const [paidOrderId, setPaidOrderId] = useState<string | null>(null);
  const { pay, opening, dialog, notice } = usePayOrder({ onPaid: setPaidOrderId });
  const [placing, setPlacing] = useState(false);
  // State updates land after a render; a ref stops a double click from placing two orders.
  const busy = useRef(false);
  // The server's refusal of the bag as it stands (too many seats held unpaid), shown next to Pay
  // until the bag changes.
  const bagKey = lines.map((line) => `${line.id}×${line.quantity}`).join(',');
  const [refusal, setRefusal] = useState<{ bagKey: string; message: string } | null>(null);
  // On a phone the summary comes after the forms: a bar at the foot of the screen pays while the
  // summary's own Pay button is out of view.
  const payButton = useRef<HTMLButtonElement>(null);
  const payInView = useOnScreen(payButton, loaded && lines.length > 0);

  const orderNow = async () => {
    if (busy.current) return;
    if (!addressId || !method) {
      setAskedForChoices(true);
      return;
    }
    busy.current = true;
    setPlacing(true);
    try {
      const order = isReusableOrder(currentOrder, lines, addressId, method)
        ? currentOrder
        : await createOrder({ addressId, paymentMethod: method }).unwrap();
      if (session) rememberOrderAddress(session.id, addressId);
      setPlacing(false);
      await pay(order.id, method);
    } catch (error) {
      if (errorCode(error) === 'UNPAID_SEAT_LIMIT') {
        setRefusal({ bagKey, message: errorMessage(error) });
      } else {
        console.error('Placing the order failed', error);
        dispatch(showToast('error', errorMessage(error)));
      }
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  };

  if (paidOrderId) return <Navigate to={paths.orderSuccess(paidOrderId)} replace />;
  if (!loaded || (lines.length === 0 && !current)) return <Spinner label="Loading your bag…" />;
  if (lines.length === 0) return <Navigate to={paths.landing()} replace />;

  const { subtotal, totalItems } = cartTotals(lines);
  const payable = summary?.tax.total;
  const problem =
    askedForChoices && (!addressId || !method)
      ? ADDRESS_AND_PAYMENT_MESSAGE
      : refusal?.bagKey === bagKey
        ? refusal.message
        : null;
  return (
    <PageContainer>
      <PageHeading title="Checkout" />
      <div className="mt-8 grid gap-8 lg:grid-cols-5 lg:items-start">
        <div className="space-y-8 lg:col-span-3">
          <section
            aria-labelledby="new-address-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="new-address-heading" className="text-xl font-bold text-slate-900">
              Add a new address
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              It is saved to your profile for next time.
            </p>
            <div className="mt-5">
              <AddressForm
                submitLabel="Add address"
                onSave={async (address) => {
                  const id = await add(address);
                  if (id) {
                    setAddressId(id);
                    setAddedAddressId(id);
                  }
                  return id !== null;
                }}
              />
            </div>
          </section>
          <section
            aria-labelledby="saved-addresses-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="saved-addresses-heading" className="text-xl font-bold text-slate-900">
              Saved addresses
            </h2>
            <p className="mb-4 mt-1 text-sm text-slate-600">
              Choose the address your tax invoice is made out to.
            </p>
            <AddressPicker
              addresses={addresses}
              selectedId={addressId}
              onSelect={setAddressId}
              focusId={addedAddressId}
            />
          </section>
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <PaymentMethodPicker value={method} onChange={setMethod} />
          </section>
        </div>
        <div className="space-y-4 lg:sticky lg:top-20 lg:col-span-2">
          {notice}
          <CheckoutSummary
            subtotal={subtotal}
            totalItems={totalItems}
            payable={payable}
            payRef={payButton}
            breakdown={
              summary ? (
                <>
                  <PayableBreakdown discount={summary.discount} tax={summary.tax} />
                  <p className="mt-2 text-xs text-slate-600" data-testid="checkout-tax-note">
                    {summary.taxNote}
                  </p>
                </>
              ) : (
                <Spinner label="Working out the GST…" className="py-2" />
              )
            }
            placing={placing || opening}
            onOrderNow={() => void orderNow()}
            problem={problem}
          >
            <CartLines lines={lines} display={productLine} />
          </CheckoutSummary>
          <LegalAgreement action="placing this order" also="refundPolicy" />
        </div>
      </div>
      <StickyActionBar shown={!payInView} label="Pay for this order">
        <p className="min-w-0 text-sm text-slate-600">
          {problem ? (
            <span className="font-medium text-red-700">{problem}</span>
          ) : (
            <>
              Total payable{' '}
              <span className="block text-base font-bold text-slate-900">
                {payable === undefined ? '…' : formatRupeesAndPaise(payable)}
              </span>
            </>
          )}
        </p>
        <Button size="lg" disabled={placing || opening} onClick={() => void orderNow()}>
          {payLabel(payable)}
        </Button>
      </StickyActionBar>
      {dialog}
    </PageContainer>
  );
}
