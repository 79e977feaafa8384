import { describe, expect, it, vi } from 'vitest';
import { alertPaymentFailure, failureAlerts } from './payment-checkout';

const failure = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your payment was declined by the bank.',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: 'order_test_1', payment_id: 'pay_test_1' },
  },
};

describe('payment failure alerts', () => {
  it('lists code, description, source, step, reason, order id and payment id in that order', () => {
    expect(failureAlerts(failure)).toEqual([
      'Error code: BAD_REQUEST_ERROR',
      'Description: Your payment was declined by the bank.',
      'Source: bank',
      'Step: payment_authorization',
      'Reason: payment_failed',
      'Order id: order_test_1',
      'Payment id: pay_test_1',
    ]);
  });

  it('raises one alert per entry', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    alertPaymentFailure(failure);
    expect(alert.mock.calls).toEqual(failureAlerts(failure).map((message) => [message]));
    alert.mockRestore();
  });
});
