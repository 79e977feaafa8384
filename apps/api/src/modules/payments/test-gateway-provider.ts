// The offline test gateway: plays Razorpay's part (orders, checkout results, declines) with a local secret.
import { randomBytes } from 'node:crypto';
import { TEST_CARDS, type PaymentFailure, type PaymentSuccess } from '@kaushal/shared';
import type { PaymentProvider } from './payment-provider';
import { checkoutSignature, checkoutVerifier } from './payment-signature';

export const TEST_GATEWAY_KEY_ID = 'rzp_test_offline';

const digitsOf = (card: string) => card.replace(/\D/g, '');
const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export interface TestGatewayProvider extends PaymentProvider {
  /** Charges a test card: the signed Checkout success payload, or Razorpay's failure shape. */
  pay(
    providerOrderId: string,
    cardNumber: string,
  ): { ok: true; success: PaymentSuccess } | { ok: false; failure: PaymentFailure };
  /** Razorpay's answer for an order that is already paid. */
  alreadyPaid(providerOrderId: string): PaymentFailure;
}

function failure(
  providerOrderId: string,
  details: Omit<PaymentFailure['error'], 'metadata'>,
): PaymentFailure {
  return {
    error: {
      ...details,
      metadata: { order_id: providerOrderId, payment_id: randomId('pay_test') },
    },
  };
}

export function testGatewayProvider(secret: string): TestGatewayProvider {
  return {
    name: 'test',
    keyId: TEST_GATEWAY_KEY_ID,
    isGenuine: checkoutVerifier(secret),

    async createOrder() {
      return { id: randomId('order_test') };
    },

    pay(providerOrderId, cardNumber) {
      const digits = digitsOf(cardNumber);
      if (digits === digitsOf(TEST_CARDS.success)) {
        const paymentId = randomId('pay_test');
        return {
          ok: true,
          success: {
            razorpay_order_id: providerOrderId,
            razorpay_payment_id: paymentId,
            razorpay_signature: checkoutSignature(providerOrderId, paymentId, secret),
          },
        };
      }
      if (digits === digitsOf(TEST_CARDS.declined)) {
        return {
          ok: false,
          failure: failure(providerOrderId, {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment was declined by the bank. Please try another card.',
            source: 'bank',
            step: 'payment_authorization',
            reason: 'payment_failed',
          }),
        };
      }
      return {
        ok: false,
        failure: failure(providerOrderId, {
          code: 'BAD_REQUEST_ERROR',
          description: `This is the test gateway: pay with ${TEST_CARDS.success} (succeeds) or ${TEST_CARDS.declined} (declined).`,
          source: 'customer',
          step: 'payment_initiation',
          reason: 'card_not_supported',
        }),
      };
    },

    alreadyPaid(providerOrderId) {
      return failure(providerOrderId, {
        code: 'BAD_REQUEST_ERROR',
        description: 'This order has already been paid.',
        source: 'business',
        step: 'payment_initiation',
        reason: 'order_already_paid',
      });
    },
  };
}
