// /checkout: whom the order is billed to, payment method and the bag with its GST, then Pay places the
// order and opens its payment (docs/product.md §2.8, §4.4, §4.7). An empty cart goes home; a verified payment goes to the order's success page.
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
import { isReusableOrder, type NameAndState } from '../../features/checkout/checkout-order';
import {
  BillToChoice,
  NAME_AND_STATE_MESSAGE,
  NameAndStateFields,
  nameAndStateErrors,
  type BillTo,
} from '../../features/checkout/components/billing-details';
import { CheckoutSection } from '../../features/checkout/components/checkout-section';
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
  // Online workshops alone may be billed to a name and a state, which a buyer without a saved address
  // starts with; any classroom batch needs the full address.
  const onlineOnly = lines.length > 0 && lines.every((line) => line.batch.mode === 'online');
  const [chosenBillTo, setBillTo] = useState<BillTo | null>(null);
  const billTo: BillTo = !onlineOnly
    ? 'address'
    : (chosenBillTo ?? (addresses.length > 0 ? 'address' : 'name-and-state'));
  const ownName = useOwnUser(session?.id)?.name ?? '';
  const [typedDetails, setDetails] = useState<NameAndState | null>(null);
  const details = typedDetails ?? { name: ownName, state: '' };
  const detailsErrors = nameAndStateErrors(details);
  const detailsComplete = Object.keys(detailsErrors).length === 0;
  const billingMissing = billTo === 'name-and-state' ? !detailsComplete : !addressId;
  const nameField = useRef<HTMLInputElement>(null);
  const stateField = useRef<HTMLSelectElement>(null);
  // The GST follows the billing state, or a registered buyer's GSTIN's state; an address saved with a
  // state off the list is taxed where the shop is, as the order will be.
  const billing = addresses.find((address) => address.id === addressId);
  const summary = useCartSummary(
    session?.id,
    billTo === 'name-and-state'
      ? findIndianState(details.state)?.code
      : billing && findIndianState(billing.state)?.code,
    billTo === 'name-and-state' ? undefined : (billing?.gstin ?? undefined),
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
    if (billingMissing || !method) {
      setAskedForChoices(true);
      // The first field left empty takes the focus, so the buyer sees what is missing.
      if (billTo === 'name-and-state' && !detailsComplete) {
        (detailsErrors.name ? nameField : stateField).current?.focus();
      }
      return;
    }
    const chosen =
      billTo === 'name-and-state' ? { ...details, name: details.name.trim() } : addressId!;
    busy.current = true;
    setPlacing(true);
    try {
      const order = isReusableOrder(currentOrder, lines, chosen, method)
        ? currentOrder
        : await createOrder(
            typeof chosen === 'string'
              ? { addressId: chosen, paymentMethod: method }
              : { selectedAddress: chosen, paymentMethod: method },
          ).unwrap();
      if (session && typeof chosen === 'string') rememberOrderAddress(session.id, chosen);
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
    askedForChoices && billTo === 'name-and-state' && !detailsComplete
      ? NAME_AND_STATE_MESSAGE
      : askedForChoices && (billingMissing || !method)
        ? ADDRESS_AND_PAYMENT_MESSAGE
        : refusal?.bagKey === bagKey
          ? refusal.message
          : null;
  return (
    <PageContainer>
      <PageHeading title="Checkout" />
      <div className="mt-8 grid gap-8 lg:grid-cols-5 lg:items-start">
        <div className="space-y-8 lg:col-span-3">
          {onlineOnly && (
            <CheckoutSection
              id="billing-heading"
              title="Billing details"
              intro="Your invoice is made out to these. Online workshops need no postal address."
            >
              <BillToChoice value={billTo} onChange={setBillTo} />
              {billTo === 'name-and-state' && (
                <div className="mt-5">
                  <NameAndStateFields
                    value={details}
                    onChange={setDetails}
                    errors={askedForChoices ? detailsErrors : {}}
                    nameRef={nameField}
                    stateRef={stateField}
                  />
                </div>
              )}
            </CheckoutSection>
          )}
          {billTo === 'address' && (
            <>
              <CheckoutSection
                id="new-address-heading"
                title="Add a new address"
                intro="It is saved to your profile for next time."
              >
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
              </CheckoutSection>
              <CheckoutSection
                id="saved-addresses-heading"
                title="Saved addresses"
                intro="Choose the address your tax invoice is made out to."
              >
                <AddressPicker
                  addresses={addresses}
                  selectedId={addressId}
                  onSelect={setAddressId}
                  focusId={addedAddressId}
                />
              </CheckoutSection>
            </>
          )}
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
