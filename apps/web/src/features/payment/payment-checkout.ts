// What every payment dialog (Razorpay Checkout or the offline test gateway) reports back, and the
// failure alerts of docs/product.md §4.5.
import type { PaymentFailure, PaymentSuccess } from '@kaushal/shared/payment';

export interface CheckoutCallbacks {
  /** The provider's signed success payload; resolves once the server has verified it. */
  onPaid: (success: PaymentSuccess) => Promise<void>;
  /** A declined or failed attempt; the dialog stays open so the shopper can try again. */
  onFailed: (failure: PaymentFailure) => void;
  /** The shopper closed the dialog without paying; the order stays pending and payable. */
  onDismiss: () => void;
}

/** The alerts of a failed payment, in the order of docs/product.md §4.5. */
export function failureAlerts({ error }: PaymentFailure): string[] {
  return [
    `Error code: ${error.code}`,
    `Description: ${error.description}`,
    `Source: ${error.source}`,
    `Step: ${error.step}`,
    `Reason: ${error.reason}`,
    `Order id: ${error.metadata.order_id}`,
    `Payment id: ${error.metadata.payment_id}`,
  ];
}

export function alertPaymentFailure(failure: PaymentFailure) {
  for (const message of failureAlerts(failure)) window.alert(message);
}
