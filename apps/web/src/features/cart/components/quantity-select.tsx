// The seat count of a cart line: 1 to 5 only (docs/product.md §5.4).
import { QUANTITY_MAX, QUANTITY_MIN } from '@kaushal/shared/constants';
import { useId } from 'react';

const CHOICES = Array.from(
  { length: QUANTITY_MAX - QUANTITY_MIN + 1 },
  (_, index) => QUANTITY_MIN + index,
);

export function QuantitySelect({
  value,
  title,
  disabled,
  onChange,
}: {
  value: number;
  title: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Qty<span className="sr-only"> of {title}</span>
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pl-3 pr-8 text-sm text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
