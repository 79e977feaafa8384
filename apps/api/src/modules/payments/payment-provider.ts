// The one interface both payment providers offer (configured-provider.ts chooses between them).
import type { PaymentProviderName } from '@kaushal/shared';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser opens the checkout with. */
  readonly keyId: string;
  /** Opens an order at the provider for an amount in paise; its id is what the checkout pays. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ id: string }>;
  /** Whether Checkout's success signature is genuine for this provider order and payment. */
  isGenuine(providerOrderId: string, paymentId: string, signature: string): boolean;
  /**
   * Refunds an amount in paise of a captured payment. The same idempotency key always names the same
   * refund, so asking again (a retry, a second instance) never returns the money twice.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;
}

/** The provider's refund: `processed` once the money is on its way back, `pending` until then. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}
