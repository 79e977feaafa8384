// Razorpay Checkout: its script is fetched only when a payment opens, with the key the server gives.
import type { PaymentFailure, PaymentOrder, PaymentSuccess } from '@kaushal/shared/payment';
import type { CheckoutCallbacks } from './payment-checkout';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const THEME_COLOUR = '#4338ca';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (success: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
  theme: { color: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (failure: PaymentFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

const razorpayOf = () => (window as { Razorpay?: RazorpayConstructor }).Razorpay;

let loading: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const Razorpay = razorpayOf();
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay Checkout did not start'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt (another click) may find the network back.
    loading = null;
    throw error;
  });
  return loading;
}

export async function openRazorpayCheckout(
  order: PaymentOrder,
  labels: { name: string; description: string },
  callbacks: CheckoutCallbacks,
) {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: labels.name,
    description: labels.description,
    handler: (success) => void callbacks.onPaid(success),
    modal: { ondismiss: callbacks.onDismiss },
    theme: { color: THEME_COLOUR },
  });
  checkout.on('payment.failed', callbacks.onFailed);
  checkout.open();
}
