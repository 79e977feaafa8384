// The signed-in user's own record, loaded once the auth check has found a session. Its changes are
// in user-changes-api.ts, which only the pages that make them load: every page's first download holds
// this file (the greeting reads it), and stays within its budget (bundle-budget.test.ts).
import type { User } from '@kaushal/shared/account';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';

export const userApi = api.injectEndpoints({
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

/** The user record with its loading state, for pages that show a spinner or an error. */
export function useOwnUserQuery(userId: string | undefined) {
  return userApi.useGetOwnUserQuery(userId ?? skipToken);
}
