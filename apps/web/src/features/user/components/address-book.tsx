// 'Your Addresses' on the profile: add, edit one at a time, remove after a confirmation; each change
// is saved at once.
import type { Address, User } from '@kaushal/shared/account';
import { clsx } from 'clsx/lite';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useAddresses } from '../use-addresses';
import { AddressForm } from './address-form';
import { AddressText } from './address-text';

export const REMOVE_ADDRESS_MESSAGE = 'Are you sure you want to remove this address?';

// Saved addresses have numeric ids, so this never names one of them.
const NEW_ADDRESS = 'new';

export function AddressBook({ user }: { user: User }) {
  const { addresses, saving, add, edit, remove } = useAddresses(user);
  // One form at a time: NEW_ADDRESS, or the id of the address being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);

  const confirmRemoval = async () => {
    if (removing && (await remove(removing.id))) setRemoving(null);
  };

  return (
    <section aria-labelledby="addresses-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-xl font-bold text-slate-900">
          Your Addresses
        </h2>
        {editing !== NEW_ADDRESS && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(NEW_ADDRESS)}>
            Add address
          </Button>
        )}
      </div>

      {editing === NEW_ADDRESS && (
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="mb-4 font-semibold text-slate-900">New address</h3>
          <AddressForm
            submitLabel="Save address"
            onSave={async (address) => {
              const saved = (await add(address)) !== null;
              if (saved) setEditing(null);
              return saved;
            }}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}

      {addresses.length === 0 ? (
        <p className="mt-4 text-slate-600">No addresses</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              className={clsx(
                'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
                editing === address.id && 'md:col-span-2',
              )}
            >
              {editing === address.id ? (
                <>
                  <h3 className="mb-4 font-semibold text-slate-900">Edit address</h3>
                  <AddressForm
                    initial={address}
                    submitLabel="Save changes"
                    onSave={async (changed) => {
                      const saved = await edit(address.id, changed);
                      if (saved) setEditing(null);
                      return saved;
                    }}
                    onCancel={() => setEditing(null)}
                  />
                </>
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <AddressText address={address} />
                  <div className="flex gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(address.id)}>
                      Edit<span className="sr-only"> address of {address.name}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(address)}>
                      Remove<span className="sr-only"> address of {address.name}</span>
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove address of ${removing?.name ?? ''}`}
      >
        <p className="text-slate-700">{REMOVE_ADDRESS_MESSAGE}</p>
        {removing && (
          <div className="mt-4 rounded-xl bg-slate-50 p-4">
            <AddressText address={removing} />
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button disabled={saving} onClick={() => void confirmRemoval()}>
            {saving ? 'Removing…' : 'Remove'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
