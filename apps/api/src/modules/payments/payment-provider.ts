// The one interface both payment providers offer, and the choice between them made by configuration.
import type { PaymentProviderName } from '@kaushal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { razorpayProvider } from './razorpay-provider';
import { testGatewayProvider, type TestGatewayProvider } from './test-gateway-provider';

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

export type ConfiguredProvider =
  | { kind: 'razorpay'; provider: PaymentProvider; webhookSecret: string | undefined }
  | { kind: 'test'; provider: TestGatewayProvider };

/** Razorpay when its keys are configured, otherwise the offline test gateway. */
export function paymentProviderFor(config: AppConfig, log: FastifyBaseLogger): ConfiguredProvider {
  const razorpay = config.payments.razorpay;
  return razorpay
    ? {
        kind: 'razorpay',
        provider: razorpayProvider(razorpay, log),
        webhookSecret: razorpay.webhookSecret,
      }
    : { kind: 'test', provider: testGatewayProvider(config.payments.testSecret) };
}
