// The signed-in user's saved addresses: every add, edit and removal saves the user at once (docs/product.md §4.7).
import type { Address, AddressInput, User } from '@kaushal/shared/account';
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast-slice';
import { useUpdateUserMutation } from './user-changes-api';

export function useAddresses(user: User | undefined) {
  const dispatch = useAppDispatch();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();

  /** Saves the new list; the updated user, or null after telling the shopper it failed. */
  const save = useCallback(
    async (addresses: AddressInput[], done: string): Promise<User | null> => {
      if (!user) return null;
      try {
        const updated = await updateUser({ user, addresses }).unwrap();
        dispatch(showToast('success', done));
        return updated;
      } catch (error) {
        console.error('Saving addresses failed', error);
        dispatch(showToast('error', errorMessage(error)));
        return null;
      }
    },
    [dispatch, updateUser, user],
  );

  const addresses: Address[] = user?.addresses ?? [];
  return {
    addresses,
    saving,
    /** Adds an address and answers with its new id. */
    add: async (address: AddressInput) => {
      const updated = await save([...addresses, address], 'Address added');
      return updated?.addresses.at(-1)?.id ?? null;
    },
    edit: async (id: string, address: AddressInput) =>
      (await save(
        addresses.map((entry) => (entry.id === id ? { ...address, id } : entry)),
        'Address updated',
      )) !== null,
    remove: async (id: string) =>
      (await save(
        addresses.filter((entry) => entry.id !== id),
        'Address removed',
      )) !== null,
  };
}
