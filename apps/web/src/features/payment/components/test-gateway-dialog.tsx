// The offline test gateway's card dialog, in the manner of Razorpay Checkout: the documented test
// cards, a declined card reported with Razorpay's failure fields, success handed on to verification.
import { zodResolver } from '@hookform/resolvers/zod';
import { TEST_CARDS } from '@kaushal/shared/constants';
import { formatRupees } from '@kaushal/shared/money';
import { paymentFailureSchema, testCardSchema, type PaymentOrder } from '@kaushal/shared/payment';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import type { CheckoutCallbacks } from '../payment-checkout';
import { usePayOnTestGatewayMutation } from '../payment-api';

/** The decline arrives as a 422 whose body carries Razorpay's `error` object. */
function declineOf(error: unknown) {
  const data = (error as { data?: unknown } | undefined)?.data;
  const parsed = paymentFailureSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export default function TestGatewayDialog({
  order,
  merchant,
  callbacks,
}: {
  order: PaymentOrder;
  merchant: string;
  callbacks: CheckoutCallbacks;
}) {
  const [pay] = usePayOnTestGatewayMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(testCardSchema),
    defaultValues: { number: '', expiry: '', cvv: '', name: '' },
  });

  const submit = handleSubmit(async (card) => {
    setFailure(null);
    const result = await pay({ providerOrderId: order.id, card });
    if (result.data) return callbacks.onPaid(result.data);
    const decline = declineOf(result.error);
    if (decline) {
      setFailure(decline.error.description);
      callbacks.onFailed(decline);
    } else {
      console.error('Test payment failed', result.error);
      setFailure(errorMessage(result.error));
    }
  });

  return (
    <Dialog open onClose={callbacks.onDismiss} title={`Pay ${merchant}`}>
      <div className="mx-auto max-w-md">
        <p className="flex items-baseline justify-between gap-4 rounded-lg bg-indigo-50 px-4 py-3">
          <span className="text-sm text-slate-700">Amount to pay</span>
          <span className="text-xl font-bold text-slate-900">
            {formatRupees(order.amount / 100)}
          </span>
        </p>
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">Test mode: no money moves.</p>
          <p className="mt-1">
            Succeeds: <span className="font-mono">{TEST_CARDS.success}</span>
            <br />
            Declined: <span className="font-mono">{TEST_CARDS.declined}</span>
            <br />
            Any future expiry, any CVV and name.
          </p>
        </div>
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
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
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Processing…' : `Pay ${formatRupees(order.amount / 100)}`}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
