// Sign-in endpoints. The auth check's cached result is the single source of who is signed in;
// every call that can change the session invalidates it.
import { useCallback } from 'react';
import type {
  LoginInput,
  ResetPasswordInput,
  SignInLinkSent,
  SignupInput,
  User,
} from '@kaushal/shared/account';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';

type QueryReturnValue<T> = { data: T } | { error: FetchBaseQueryError };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<User | null, void>({
      // The session probe answers a visitor with { user: null } rather than the check's 401, so no
      // page logs a failed request; a failed probe also only means "not signed in" (docs/product.md §8.3: silent).
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('auth/session');
        return { data: result.error ? null : (result.data as { user: User | null }).user };
      },
      providesTags: ['Auth'],
    }),
    // A 202 SIGN_IN_LINK_SENT instead of the user: the password alone could not sign in from here,
    // and the sign-in ends on the page the mailed link opens.
    login: build.mutation<User | SignInLinkSent, LoginInput>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      invalidatesTags: (result) => (result && 'id' in result ? ['Auth'] : []),
    }),
    signup: build.mutation<User, SignupInput>({
      query: (body) => ({ url: 'auth/signup', method: 'POST', body }),
      invalidatesTags: (user) => (user ? ['Auth'] : []),
    }),
    logout: build.mutation<null, void>({
      async queryFn(_arg, { dispatch }, _extra, baseQuery): Promise<QueryReturnValue<null>> {
        const result = await baseQuery({ url: 'auth/logout', method: 'POST' });
        // Whatever the server answered, this browser shows nobody signed in from now on, before
        // the caller moves on (a refetch would leave the old user visible for a moment).
        dispatch(authApi.util.upsertQueryData('checkAuth', undefined, null));
        return result.error ? { error: result.error } : { data: null };
      },
    }),
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'auth/reset-password-request', method: 'POST', body }),
    }),
    // Asked when the reset page opens; the token is only spent by resetPassword.
    checkResetLink: build.query<{ success: boolean }, Pick<ResetPasswordInput, 'email' | 'token'>>({
      query: (link) => ({ url: 'auth/reset-password/check', params: link }),
      // A link spent a minute ago must not be reported valid from the cache.
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<{ success: boolean }, ResetPasswordInput>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useCheckAuthQuery,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useCheckResetLinkQuery,
  useResetPasswordMutation,
} = authApi;

/** The signed-in user (or null) and whether the check at start-up has finished. */
export function useAuth() {
  const { data, isLoading, isUninitialized } = useCheckAuthQuery();
  return { user: data ?? null, checked: !isLoading && !isUninitialized };
}

/**
 * Ends the session on the server. A failure is only logged (docs/product.md §8.3): the client forgets the user
 * either way, so callers navigate as if it worked.
 */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  return useCallback(
    () =>
      logout()
        .unwrap()
        .then(() => undefined)
        .catch((error: unknown) => console.error('Sign-out failed', error)),
    [logout],
  );
}
