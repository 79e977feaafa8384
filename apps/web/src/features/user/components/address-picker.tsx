// The checkout's choice among saved addresses: one radio button each. An address just added takes the
// focus, so a keyboard or screen reader user lands on what they added, chosen.
import type { Address } from '@kaushal/shared/account';
import { useEffect, useRef } from 'react';
import { RadioCard } from '../../../components/ui/radio-card';
import { AddressText } from './address-text';

export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
  focusId,
}: {
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The address just added: focused once it is listed. */
  focusId?: string | null;
}) {
  const list = useRef<HTMLUListElement>(null);
  const listed = addresses.some((address) => address.id === focusId);
  useEffect(() => {
    if (!focusId || !listed) return;
    const radio = list.current?.querySelector<HTMLInputElement>(
      `input[value="${CSS.escape(focusId)}"]`,
    );
    radio?.focus();
    radio?.scrollIntoView({ block: 'center' });
  }, [focusId, listed]);
  if (addresses.length === 0) {
    return <p className="text-sm text-slate-600">No saved addresses yet: add one above.</p>;
  }
  return (
    <ul ref={list} className="grid gap-3">
      {addresses.map((address) => (
        <li key={address.id}>
          <RadioCard
            name="address"
            value={address.id}
            checked={address.id === selectedId}
            onChange={() => onSelect(address.id)}
          >
            <AddressText address={address} />
          </RadioCard>
        </li>
      ))}
    </ul>
  );
}
