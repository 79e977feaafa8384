// Changes to the signed-in user's own record, added to its API where a page makes them (the profile,
// checkout's address book): each writes the answer into the cached record the greeting reads.
import type { AddressInput, User } from '@kaushal/shared/account';
import { userApi } from './user-api';

const userChangesApi = userApi.injectEndpoints({
  endpoints: (build) => ({
    // The original client's call sends the whole user with the complete new address list; entries with an id are
    // edited in place, entries without one are added.
    updateUser: build.mutation<User, { user: User; addresses: AddressInput[] }>({
      query: ({ user, addresses }) => ({
        url: `users/${user.id}`,
        method: 'PATCH',
        body: { ...user, addresses },
      }),
      async onQueryStarted({ user }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(userChangesApi.util.upsertQueryData('getOwnUser', user.id, data));
        } catch {
          // The caller reports the failure; the cached user stays as it was.
        }
      },
    }),
    // Name and phone only: the address book is left as it is.
    updateContact: build.mutation<User, { id: string; name: string; phone: string | null }>({
      query: ({ id, name, phone }) => ({
        url: `users/${id}`,
        method: 'PATCH',
        body: { name, phone },
      }),
      // The greeting reads the signed-in user, so that is read again as well.
      invalidatesTags: (user) => (user ? ['Auth'] : []),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(userChangesApi.util.upsertQueryData('getOwnUser', id, data));
        } catch {
          // The form reports the failure; the cached user stays as it was.
        }
      },
    }),
  }),
});

export const { useUpdateContactMutation, useUpdateUserMutation } = userChangesApi;
