// "Pay this order": opens the provider's payment order in Razorpay Checkout or the test gateway's
// dialog and verifies success; a payment that does not go through leaves one message in the page with
// its reason and a Retry that opens the same order's payment again. Checkout and My Orders pay through it.
import type { PaymentMethod } from '@kaushal/shared/order';
import type { PaymentFailure, PaymentOrder } from '@kaushal/shared/payment';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { brand } from '../../config/site';
import { errorMessage } from '../../lib/api-error';
import { unpaidMessage, type CheckoutCallbacks } from './payment-checkout';
import { useOpenPaymentOrderMutation, useVerifyPaymentMutation } from './payment-api';
import { openRazorpayCheckout } from './razorpay-checkout';

// Only shops without Razorpay keys show it, and only once a payment starts.
const TestGatewayDialog = lazy(() => import('./components/test-gateway-dialog'));

interface PaymentRequest {
  orderId: string;
  method: PaymentMethod;
}

export function usePayOrder({ onPaid }: { onPaid: (orderId: string) => void }) {
  const [openPaymentOrder] = useOpenPaymentOrderMutation();
  const [verify] = useVerifyPaymentMutation();
  const [testPayment, setTestPayment] = useState<{
    order: PaymentOrder;
    preferred: PaymentMethod;
    callbacks: CheckoutCallbacks;
  } | null>(null);
  // From the click until a window shows: the provider order is fetched, maybe Razorpay's script too.
  const [opening, setOpening] = useState(false);
  const [unpaid, setUnpaid] = useState<{ request: PaymentRequest; message: string } | null>(null);
  // State lands after a render; this stops a second click from opening a second window meanwhile.
  const active = useRef(false);

  /** Resolves once the payment window is done with the order, whatever the outcome. */
  const pay = useCallback(
    async (orderId: string, method: PaymentMethod): Promise<void> => {
      if (active.current) return;
      active.current = true;
      const request = { orderId, method };
      setUnpaid(null);
      setOpening(true);
      // A window reports its end once; a later report (the dialog's close event as it unmounts, a
      // dismissal while verifying) must not overwrite the outcome shown.
      let ended = false;
      const end = (message: string | null) => {
        if (ended) return;
        ended = true;
        active.current = false;
        setTestPayment(null);
        if (message) setUnpaid({ request, message });
      };
      let paymentOrder: PaymentOrder;
      try {
        paymentOrder = await openPaymentOrder(orderId).unwrap();
      } catch (error) {
        setOpening(false);
        end(`The payment could not be opened: ${errorMessage(error)}`);
        return;
      }
      await new Promise<void>((resolve) => {
        let lastFailure: PaymentFailure | null = null;
        const callbacks: CheckoutCallbacks = {
          onPaid: async (success) => {
            try {
              await verify(success).unwrap();
              end(null);
              // Paid is paid, even if the shopper closed the window while it was being verified.
              onPaid(orderId);
            } catch (error) {
              console.error('Payment verification failed', error);
              end(`Your payment could not be verified: ${errorMessage(error)}`);
            }
            resolve();
          },
          onFailed: (failure) => {
            lastFailure = failure;
          },
          onDismiss: () => {
            end(unpaidMessage(lastFailure));
            resolve();
          },
        };
        if (paymentOrder.provider === 'razorpay') {
          const labels = { name: brand.name, description: `Order #${orderId}` };
          openRazorpayCheckout(paymentOrder, labels, method, callbacks)
            .catch((error: unknown) => {
              console.error('Razorpay Checkout did not open', error);
              const reason = error instanceof Error ? error.message : errorMessage(error);
              end(`The payment could not be opened: ${reason}`);
              resolve();
            })
            .finally(() => setOpening(false));
        } else {
          setTestPayment({ order: paymentOrder, preferred: method, callbacks });
          setOpening(false);
        }
      });
    },
    [onPaid, openPaymentOrder, verify],
  );

  const dialog = testPayment && (
    <Suspense fallback={null}>
      <TestGatewayDialog
        order={testPayment.order}
        merchant={brand.name}
        preferred={testPayment.preferred}
        callbacks={testPayment.callbacks}
      />
    </Suspense>
  );

  const notice = unpaid && (
    <UnpaidNotice
      message={unpaid.message}
      retrying={opening}
      onRetry={() => void pay(unpaid.request.orderId, unpaid.request.method)}
    />
  );

  return { pay, opening, dialog, notice };
}

function UnpaidNotice({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The window that failed covered the page; bring the message into view where it was left, clear
  // of the sticky header and a phone's pay bar (its scroll margins), and give it the focus so it is
  // read out. A frame later: the closing window gives the page its scrolling back first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      box.current?.scrollIntoView({ block: 'nearest' });
      box.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [message]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-testid="payment-problem"
      className="scroll-mt-24 scroll-mb-24"
    >
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{message}</p>
          <Button size="sm" onClick={onRetry} disabled={retrying}>
            Retry
          </Button>
        </div>
      </Alert>
    </div>
  );
}
