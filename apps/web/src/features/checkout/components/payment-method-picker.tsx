// The payment method choice: card is the only method the shop takes (docs/product.md §5.4).
import type { paymentMethods } from '@kaushal/shared/constants';

export type PaymentMethod = (typeof paymentMethods)[number];

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
      <label className="mt-4 flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-primary has-[:checked]:bg-indigo-50">
        <input
          type="radio"
          name="payment-method"
          value="card"
          checked={value === 'card'}
          onChange={() => onChange('card')}
          className="size-4 accent-primary"
        />
        <span className="font-medium text-slate-900">Card</span>
        <span className="text-sm text-slate-600">Debit or credit card, paid securely online</span>
      </label>
    </fieldset>
  );
}
