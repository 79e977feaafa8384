// The offline test gateway: plays Razorpay's part (orders, checkout results, declines) with a local secret.
import { randomBytes } from 'node:crypto';
import {
  TEST_CARDS,
  TEST_UPI_IDS,
  type PaymentFailure,
  type PaymentSuccess,
} from '@kaushal/shared';
import type { PaymentProvider } from './payment-provider';
import { checkoutSignature, checkoutVerifier, hmacHex } from './payment-signature';

export const TEST_GATEWAY_KEY_ID = 'rzp_test_offline';

const digitsOf = (card: string) => card.replace(/\D/g, '');
const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** What the shopper pays with: a card number, or a UPI ID (lower case). */
export type TestInstrument = { method: 'card'; number: string } | { method: 'upi'; vpa: string };

export type TestPaymentResult =
  { ok: true; success: PaymentSuccess } | { ok: false; failure: PaymentFailure };

export interface TestGatewayProvider extends PaymentProvider {
  /** Charges a test card or UPI ID: the signed Checkout success payload, or Razorpay's failure shape. */
  pay(providerOrderId: string, instrument: TestInstrument): TestPaymentResult;
  /** Razorpay's answer for an order that is already paid. */
  alreadyPaid(providerOrderId: string): PaymentFailure;
}

type Decline = Omit<PaymentFailure['error'], 'metadata'>;

function failure(providerOrderId: string, details: Decline): PaymentFailure {
  return {
    error: {
      ...details,
      metadata: { order_id: providerOrderId, payment_id: randomId('pay_test') },
    },
  };
}

const BANK_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

function cardOutcome(number: string): 'success' | Decline {
  const digits = digitsOf(number);
  if (digits === digitsOf(TEST_CARDS.success)) return 'success';
  if (digits === digitsOf(TEST_CARDS.declined)) {
    return {
      ...BANK_DECLINE,
      description: 'Your payment was declined by the bank. Please try another card.',
    };
  }
  return {
    code: 'BAD_REQUEST_ERROR',
    description: `This is the test gateway: pay with ${TEST_CARDS.success} (succeeds) or ${TEST_CARDS.declined} (declined).`,
    source: 'customer',
    step: 'payment_initiation',
    reason: 'card_not_supported',
  };
}

/** Razorpay's test mode answers these two UPI IDs without a bank; any other cannot be verified. */
function upiOutcome(vpa: string): 'success' | Decline {
  if (vpa === TEST_UPI_IDS.success) return 'success';
  if (vpa === TEST_UPI_IDS.failure) {
    return { ...BANK_DECLINE, description: "Payment declined by the payer's bank" };
  }
  return {
    code: 'BAD_REQUEST_ERROR',
    description: `This UPI ID could not be verified in test mode: use ${TEST_UPI_IDS.success} or ${TEST_UPI_IDS.failure}`,
    source: 'customer',
    step: 'payment_initiation',
    reason: 'invalid_vpa',
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

    pay(providerOrderId, instrument) {
      const outcome =
        instrument.method === 'card' ? cardOutcome(instrument.number) : upiOutcome(instrument.vpa);
      if (outcome === 'success') {
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
      return { ok: false, failure: failure(providerOrderId, outcome) };
    },

    // Processed at once, its id made from the idempotency key: the same key names the same refund on
    // every instance and after a restart, as Razorpay's idempotency promises.
    async refund({ idempotencyKey }) {
      const id = `rfnd_test_${hmacHex(idempotencyKey, secret).slice(0, 14)}`;
      return { id, status: 'processed' };
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
