// The app's single RTK Query API: features inject their endpoints into it and share its cache and tags.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { sessionEnded } from './session-end-slice';

// The session is an HttpOnly cookie on our own origin, so every call carries it.
const fetchFromApi = fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' });

/** How a page rendered on the server reaches the API: in process, as the visitor (entry-server.tsx). */
export type ApiTransport = typeof fetchFromApi;

/** Every call, with one answer to a 401: the session has ended on the server. */
const baseQuery: typeof fetchFromApi = async (args, queryApi, extraOptions) => {
  const transport = queryApi.extra as ApiTransport | undefined;
  const result = await (transport ?? fetchFromApi)(args, queryApi, extraOptions);
  // The sign-in calls answer 401 to a wrong password, which ends no session.
  const signInCall = (typeof args === 'string' ? args : args.url).startsWith('auth/');
  if (result.error?.status === 401 && !signInCall) {
    queryApi.dispatch(sessionEnded(window.location.pathname + window.location.search));
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Auth', 'Cart', 'CartTotals', 'User', 'Product', 'Enrolment'],
  endpoints: () => ({}),
});

/** The total of a paged list, from the X-Total-Count header the API sends with the page. */
export const totalCount = (meta: { response?: Response } | undefined, fallback: number) =>
  Number(meta?.response?.headers.get('X-Total-Count') ?? fallback);
