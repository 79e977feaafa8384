// What every payment window (Razorpay Checkout or the offline test gateway) reports back, and the one
// message the page shows when a payment does not go through (docs/product.md §4.5).
import type { PaymentFailure, PaymentSuccess } from '@kaushal/shared/payment';

export interface CheckoutCallbacks {
  /** The provider's signed success payload; resolves once the server has verified it. */
  onPaid: (success: PaymentSuccess) => Promise<void>;
  /**
   * A declined or failed attempt. Razorpay keeps its window open for another try; the test gateway
   * closes its dialog (onDismiss follows).
   */
  onFailed: (failure: PaymentFailure) => void;
  /** The shopper closed the window without paying; the order stays pending and payable. */
  onDismiss: () => void;
}

export const PAYMENT_CANCELLED_MESSAGE =
  'Payment cancelled. Your order is saved; you can pay again.';

/** The page's message for a failed attempt: the provider's reason, and that the order is kept. */
export function paymentFailedMessage({ error }: PaymentFailure): string {
  const reason = error.description.trim().replace(/[.!]$/, '');
  return `Payment failed: ${reason}. Your order is saved; you can pay again.`;
}

/** Why a window closed unpaid: the last failure seen in it, or the shopper's cancelling. */
export function unpaidMessage(lastFailure: PaymentFailure | null): string {
  return lastFailure ? paymentFailedMessage(lastFailure) : PAYMENT_CANCELLED_MESSAGE;
}
