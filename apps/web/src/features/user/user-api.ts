// The signed-in user's own record, loaded once the auth check has found a session.
import type { User } from '@kaushal/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';

const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnUser: build.query<User, string>({
      query: () => 'users/own',
      providesTags: ['User'],
    }),
  }),
});

export function useOwnUser(userId: string | undefined) {
  return userApi.useGetOwnUserQuery(userId ?? skipToken).data;
}
