import { describe, expect, it } from 'vitest';
import { PAYMENT_CANCELLED_MESSAGE, paymentFailedMessage, unpaidMessage } from './payment-checkout';

const failure = (description: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: 'order_test_1', payment_id: 'pay_test_1' },
  },
});

describe('the message of an unpaid payment window', () => {
  it("gives the provider's reason once, with one full stop, and says the order is kept", () => {
    expect(paymentFailedMessage(failure("Payment declined by the payer's bank"))).toBe(
      "Payment failed: Payment declined by the payer's bank. Your order is saved; you can pay again.",
    );
    expect(
      paymentFailedMessage(
        failure('Your payment was declined by the bank. Please try another card.'),
      ),
    ).toBe(
      'Payment failed: Your payment was declined by the bank. Please try another card. Your order is saved; you can pay again.',
    );
  });

  it('reads as cancelled when nothing failed in the window, and as failed otherwise', () => {
    expect(unpaidMessage(null)).toBe(PAYMENT_CANCELLED_MESSAGE);
    expect(unpaidMessage(failure('Payment failed'))).toBe(
      'Payment failed: Payment failed. Your order is saved; you can pay again.',
    );
  });
});
