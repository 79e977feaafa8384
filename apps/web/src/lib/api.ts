// The app's single RTK Query API: features inject their endpoints into it and share its cache and tags.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const api = createApi({
  reducerPath: 'api',
  // The session is an HttpOnly cookie on our own origin, so every call carries it.
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: ['Auth', 'Cart', 'User', 'Product'],
  endpoints: () => ({}),
});
