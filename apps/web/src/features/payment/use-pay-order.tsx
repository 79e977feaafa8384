// "Pay this order": opens the provider's payment order in Razorpay Checkout or the test gateway's
// dialog, alerts failures, verifies success. Checkout and My Orders both pay through it.
import type { PaymentOrder } from '@kaushal/shared/payment';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { brand } from '../../config/site';
import { errorMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast-slice';
import { alertPaymentFailure, type CheckoutCallbacks } from './payment-checkout';
import { useOpenPaymentOrderMutation, useVerifyPaymentMutation } from './payment-api';
import { openRazorpayCheckout } from './razorpay-checkout';

// Only shops without Razorpay keys show it, and only once a payment starts.
const TestGatewayDialog = lazy(() => import('./components/test-gateway-dialog'));

/** 'paid' once the server has verified the payment; 'unpaid' when the dialog closed without it. */
export type PayOutcome = 'paid' | 'unpaid';

export function usePayOrder() {
  const dispatch = useAppDispatch();
  const [openPaymentOrder] = useOpenPaymentOrderMutation();
  const [verify] = useVerifyPaymentMutation();
  const [testPayment, setTestPayment] = useState<{
    order: PaymentOrder;
    callbacks: CheckoutCallbacks;
  } | null>(null);
  // From the click until a dialog shows: the provider order is fetched, maybe Razorpay's script too.
  const [opening, setOpening] = useState(false);

  /** Resolves when the dialog is done with the order; rejects when no dialog could be opened. */
  const pay = useCallback(
    async (orderId: string): Promise<PayOutcome> => {
      setOpening(true);
      let paymentOrder: PaymentOrder;
      try {
        paymentOrder = await openPaymentOrder(orderId).unwrap();
      } catch (error) {
        setOpening(false);
        throw error;
      }
      return new Promise<PayOutcome>((resolve, reject) => {
        const finish = (outcome: PayOutcome) => {
          setTestPayment(null);
          resolve(outcome);
        };
        const callbacks: CheckoutCallbacks = {
          onPaid: async (success) => {
            try {
              await verify(success).unwrap();
              finish('paid');
            } catch (error) {
              console.error('Payment verification failed', error);
              dispatch(showToast('error', errorMessage(error)));
              finish('unpaid');
            }
          },
          onFailed: alertPaymentFailure,
          onDismiss: () => finish('unpaid'),
        };
        if (paymentOrder.provider === 'razorpay') {
          const labels = { name: brand.name, description: `Order #${orderId}` };
          openRazorpayCheckout(paymentOrder, labels, callbacks)
            .catch(reject)
            .finally(() => setOpening(false));
        } else {
          setTestPayment({ order: paymentOrder, callbacks });
          setOpening(false);
        }
      });
    },
    [dispatch, openPaymentOrder, verify],
  );

  const dialog = testPayment && (
    <Suspense fallback={null}>
      <TestGatewayDialog
        order={testPayment.order}
        merchant={brand.name}
        callbacks={testPayment.callbacks}
      />
    </Suspense>
  );

  return { pay, opening, dialog };
}
