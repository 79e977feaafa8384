// Razorpay Checkout: its script is fetched only when a payment opens, with the key the server gives.
import type { PaymentMethod } from '@kaushal/shared/order';
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
  config: { display: DisplayConfig };
}

/** Checkout's display configuration: which payment blocks show, in which order. */
interface DisplayConfig {
  blocks: Record<string, { name: string; instruments: { method: PaymentMethod }[] }>;
  sequence: string[];
  preferences: { show_default_blocks: boolean };
}

const METHOD_BLOCKS: Record<PaymentMethod, string> = { upi: 'Pay by UPI', card: 'Cards' };

/**
 * The shop takes UPI and cards only (orders record one of them), so Checkout shows just those two
 * blocks instead of its defaults, the shopper's chosen method first.
 */
export function displayConfig(preferred: PaymentMethod): DisplayConfig {
  const methods: PaymentMethod[] = preferred === 'upi' ? ['upi', 'card'] : ['card', 'upi'];
  return {
    blocks: Object.fromEntries(
      methods.map((method) => [method, { name: METHOD_BLOCKS[method], instruments: [{ method }] }]),
    ),
    sequence: methods.map((method) => `block.${method}`),
    preferences: { show_default_blocks: false },
  };
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
  preferred: PaymentMethod,
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
    config: { display: displayConfig(preferred) },
  });
  checkout.on('payment.failed', callbacks.onFailed);
  checkout.open();
}
