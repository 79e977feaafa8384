// What the bag comes to with the GST inside it, as the server figures it: for the shop's own state
// until a billing address is chosen, then for that address's state. Refetched with every cart change.
import type { CartSummary } from '@kaushal/shared/cart';
import { skipToken } from '@reduxjs/toolkit/query';
import { cartApi } from './cart-api';

const cartSummaryApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    // The user id keys the cache, so a later sign-in never sees another user's figures.
    getCartSummary: build.query<
      CartSummary,
      { userId: string; state: string | undefined; gstin?: string | undefined }
    >({
      query: ({ state, gstin }) => ({
        url: 'cart/summary',
        params: { ...(state && { state }), ...(state && gstin && { gstin }) },
      }),
      // What a change of the bag's lines changes too ('CartTotals'), and whatever changes the cart.
      providesTags: ['Cart', 'CartTotals'],
    }),
  }),
});

/**
 * The signed-in user's cart summary for a buyer billed in `state` (the shop's own state when absent),
 * registered under `gstin` when given (whose state is then the place of supply).
 */
export function useCartSummary(
  userId: string | undefined,
  state?: string,
  gstin?: string,
): CartSummary | undefined {
  const { data } = cartSummaryApi.useGetCartSummaryQuery(
    userId ? { userId, state, gstin } : skipToken,
  );
  return userId ? data : undefined;
}
