// Signing in with a mailed one-time link: only the page the link opens needs it, so it is injected
// there rather than carried in every page's first download.
import type { SignInLinkInput, User } from '@kaushal/shared/account';
import { api } from '../../lib/api';

const signInLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInWithLink: build.mutation<User, SignInLinkInput>({
      query: (body) => ({ url: 'auth/sign-in-link', method: 'POST', body }),
      invalidatesTags: (user) => (user ? ['Auth'] : []),
    }),
  }),
});

export const { useSignInWithLinkMutation } = signInLinkApi;
