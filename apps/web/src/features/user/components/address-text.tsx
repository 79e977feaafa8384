// One saved address as people read it on a label.
import type { AddressInput } from '@kaushal/shared/account';

export function AddressText({ address }: { address: AddressInput }) {
  return (
    <div className="min-w-0 text-sm text-slate-600">
      <p className="font-semibold text-slate-900">{address.name}</p>
      <p>{address.street}</p>
      <p>
        {address.city}, {address.state} {address.pinCode}
      </p>
      <p>Phone: {address.phone}</p>
      {address.gstin && <p>GSTIN: {address.gstin}</p>}
      <p className="break-all">{address.email}</p>
    </div>
  );
}
