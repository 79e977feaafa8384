// The payment provider chosen by configuration: Razorpay with its keys, otherwise the test gateway.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { razorpayProvider } from './razorpay-provider';
import { testGatewayProvider, type TestGatewayProvider } from './test-gateway-provider';

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
