// The checkout's choice among saved addresses: one radio button each.
import type { Address } from '@kaushal/shared/account';
import { clsx } from 'clsx/lite';
import { AddressText } from './address-text';

export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (addresses.length === 0) {
    return <p className="text-sm text-slate-600">No saved addresses yet: add one above.</p>;
  }
  return (
    <ul className="grid gap-3">
      {addresses.map((address) => (
        <li key={address.id}>
          <label
            className={clsx(
              'flex cursor-pointer gap-3 rounded-xl border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
              address.id === selectedId
                ? 'border-primary bg-indigo-50'
                : 'border-slate-200 bg-white hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name="address"
              value={address.id}
              checked={address.id === selectedId}
              onChange={() => onSelect(address.id)}
              className="mt-1 size-4 accent-primary"
            />
            <AddressText address={address} />
          </label>
        </li>
      ))}
    </ul>
  );
}
