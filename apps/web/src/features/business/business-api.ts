// The merchant behind the shop (GET /api/business), read by the footer, the legal pages and the
// contact page. Pages rendered on the server carry it (entry-server.tsx), so they show it at once.
import type { Business } from '@kaushal/shared/business';
import { api } from '../../lib/api';

export const businessApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The footer is on every page, so the answer stays in the cache for as long as the app is open.
    getBusiness: build.query<Business, void>({ query: () => 'business' }),
  }),
});

/** The business, or undefined until it has arrived. */
export function useBusiness(): Business | undefined {
  return businessApi.useGetBusinessQuery().data;
}
