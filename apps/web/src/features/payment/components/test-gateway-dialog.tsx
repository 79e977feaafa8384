// The offline test gateway's dialog, in the manner of Razorpay Checkout: card or UPI with the
// documented test cards and UPI IDs; a decline closes it and is reported to the page, success is
// handed on to verification.
import { zodResolver } from '@hookform/resolvers/zod';
import { CARD_EXPIRED_MESSAGE, cardHasExpired } from '@kaushal/shared/card';
import { TEST_CARDS, TEST_UPI_IDS, paymentMethodLabels } from '@kaushal/shared/constants';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import type { PaymentMethod } from '@kaushal/shared/order';
import {
  paymentFailureSchema,
  testCardSchema,
  upiSchema,
  type PaymentOrder,
} from '@kaushal/shared/payment';
import { clsx } from 'clsx/lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import type { CheckoutCallbacks } from '../payment-checkout';
import { usePayOnTestGatewayMutation, type TestGatewayAttempt } from '../payment-api';

/** The decline arrives as a 422 whose body carries Razorpay's `error` object. */
function declineOf(error: unknown) {
  const data = (error as { data?: unknown } | undefined)?.data;
  const parsed = paymentFailureSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

// Whether a card has expired depends on today, so the form checks it when the shopper submits.
const cardFormSchema = testCardSchema.extend({
  expiry: testCardSchema.shape.expiry.refine(
    (expiry) => !cardHasExpired(expiry, new Date()),
    CARD_EXPIRED_MESSAGE,
  ),
});

/** Sends one attempt; returns the problem to show in the form when it neither paid nor declined. */
function useAttempt(callbacks: CheckoutCallbacks) {
  const [pay] = usePayOnTestGatewayMutation();
  return async (attempt: TestGatewayAttempt): Promise<string | null> => {
    const result = await pay(attempt);
    if (result.data) {
      await callbacks.onPaid(result.data);
      return null;
    }
    const decline = declineOf(result.error);
    if (decline) {
      // As Razorpay Checkout does without retries: the window closes and the page says why.
      callbacks.onFailed(decline);
      callbacks.onDismiss();
      return null;
    }
    console.error('Test payment failed', result.error);
    return errorMessage(result.error);
  };
}

function CardForm({ order, callbacks }: { order: PaymentOrder; callbacks: CheckoutCallbacks }) {
  const attempt = useAttempt(callbacks);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expiry: '', cvv: '', name: '' },
  });
  const submit = handleSubmit(async (card) => {
    setProblem(null);
    setProblem(await attempt({ providerOrderId: order.id, card }));
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        error={errors.number?.message}
        {...register('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        <TextField
          label="CVV"
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errors.cvv?.message}
          {...register('cvv')}
        />
      </div>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        error={errors.name?.message}
        {...register('name')}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <PayButton order={order} busy={isSubmitting} />
    </form>
  );
}

function UpiForm({ order, callbacks }: { order: PaymentOrder; callbacks: CheckoutCallbacks }) {
  const attempt = useAttempt(callbacks);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(upiSchema), defaultValues: { vpa: '' } });
  const submit = handleSubmit(async (upi) => {
    setProblem(null);
    setProblem(await attempt({ providerOrderId: order.id, upi }));
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="UPI ID"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@bank"
        error={errors.vpa?.message}
        {...register('vpa')}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <PayButton order={order} busy={isSubmitting} />
    </form>
  );
}

function PayButton({ order, busy }: { order: PaymentOrder; busy: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy ? 'Processing…' : `Pay ${formatRupeesAndPaise(order.amount / 100)}`}
    </Button>
  );
}

export default function TestGatewayDialog({
  order,
  merchant,
  preferred,
  callbacks,
}: {
  order: PaymentOrder;
  merchant: string;
  /** The method the shopper chose at checkout, shown first. */
  preferred: PaymentMethod;
  callbacks: CheckoutCallbacks;
}) {
  const [method, setMethod] = useState<PaymentMethod>(preferred);

  return (
    <Dialog open onClose={callbacks.onDismiss} title={`Pay ${merchant}`}>
      <div className="mx-auto max-w-md">
        <p className="flex items-baseline justify-between gap-4 rounded-lg bg-indigo-50 px-4 py-3">
          <span className="text-sm text-slate-700">Amount to pay</span>
          <span className="text-xl font-bold text-slate-900">
            {formatRupeesAndPaise(order.amount / 100)}
          </span>
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-700">Pay with</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(['card', 'upi'] as const).map((value) => (
              <label
                key={value}
                className={clsx(
                  'flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 font-medium',
                  method === value
                    ? 'border-primary bg-indigo-50 text-slate-900'
                    : 'border-slate-200 text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="test-gateway-method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  className="size-4 accent-primary"
                />
                {paymentMethodLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">Test mode: no money moves.</p>
          {method === 'card' ? (
            <p className="mt-1">
              Succeeds: <span className="font-mono">{TEST_CARDS.success}</span>
              <br />
              Declined: <span className="font-mono">{TEST_CARDS.declined}</span>
              <br />
              Any future expiry, any CVV and name.
            </p>
          ) : (
            <p className="mt-1">
              Succeeds: <span className="font-mono">{TEST_UPI_IDS.success}</span>
              <br />
              Fails: <span className="font-mono">{TEST_UPI_IDS.failure}</span>
            </p>
          )}
        </div>
        <div className="mt-5">
          {method === 'card' ? (
            <CardForm order={order} callbacks={callbacks} />
          ) : (
            <UpiForm order={order} callbacks={callbacks} />
          )}
        </div>
      </div>
    </Dialog>
  );
}
