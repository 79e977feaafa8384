// The seat count of a line: 1 to 5 (docs/product.md §5.4), and never more than its batch has left.
import { QUANTITY_MAX, QUANTITY_MIN } from '@kaushal/shared/constants';
import { useId } from 'react';

/**
 * The counts a line may be set to: from 1 up to 5 or the seats left, whichever is fewer, and never
 * fewer than the line already holds, so the select shows it as it is.
 */
export function quantityChoices(value: number, seatsLeft: number): number[] {
  const most = Math.max(Math.min(QUANTITY_MAX, seatsLeft), value, QUANTITY_MIN);
  return Array.from({ length: most - QUANTITY_MIN + 1 }, (_, index) => QUANTITY_MIN + index);
}

export function QuantitySelect({
  value,
  seatsLeft,
  title,
  disabled,
  onChange,
}: {
  value: number;
  /** The seats the line's batch has left. */
  seatsLeft: number;
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
        {quantityChoices(value, seatsLeft).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
