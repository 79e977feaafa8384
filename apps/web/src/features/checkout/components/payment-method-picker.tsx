// The payment method choice: UPI or card (docs/product.md §5.4).
import type { paymentMethods } from '@kaushal/shared/constants';

export type PaymentMethod = (typeof paymentMethods)[number];

const METHODS: { value: PaymentMethod; label: string; detail: string }[] = [
  { value: 'card', label: 'Card', detail: 'Debit or credit card, paid securely online' },
  { value: 'upi', label: 'UPI', detail: 'Any UPI app: Google Pay, PhonePe, Paytm or your bank’s' },
];

export function PaymentMethodPicker({
  value,
  onChange,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="text-xl font-bold text-slate-900">Payment method</legend>
      <div className="mt-4 space-y-3">
        {METHODS.map((method) => (
          <label
            key={method.value}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-primary has-[:checked]:bg-indigo-50"
          >
            <input
              type="radio"
              name="payment-method"
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              className="size-4 accent-primary"
            />
            <span className="font-medium text-slate-900">{method.label}</span>
            <span className="text-sm text-slate-600">{method.detail}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
