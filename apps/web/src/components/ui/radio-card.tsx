// One choice of a radio group drawn as a card: the whole card is the label, marked when chosen, with
// a visible ring while the keyboard is on it.
import { clsx } from 'clsx/lite';
import type { ReactNode } from 'react';

export function RadioCard({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** What the card says of the choice. */
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer gap-3 rounded-xl border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
        checked
          ? 'border-primary bg-indigo-50'
          : 'border-slate-200 bg-white hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 accent-primary"
      />
      {children}
    </label>
  );
}
