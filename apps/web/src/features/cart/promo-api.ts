// The bag's promo code: read (again after every change of the bag, by the cart's tag), applied and
// removed. Cached per user id, like the cart.
import type { CartPromo } from '@kaushal/shared/promo';
import { cartApi } from './cart-api';

const promoReadApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    getCartPromo: build.query<CartPromo, string>({
      query: () => 'cart/promo',
      // What a change of the bag's lines changes too ('CartTotals'), and whatever changes the cart.
      providesTags: ['Cart', 'CartTotals'],
    }),
  }),
});

/** The answer of an apply or remove is the bag's promo as it now stands: it replaces the cached read. */
async function keepAnswer(
  { userId }: { userId: string },
  lifecycle: {
    dispatch: (action: ReturnType<typeof promoReadApi.util.upsertQueryData>) => unknown;
    queryFulfilled: Promise<{ data: CartPromo }>;
  },
): Promise<void> {
  try {
    const { data } = await lifecycle.queryFulfilled;
    lifecycle.dispatch(promoReadApi.util.upsertQueryData('getCartPromo', userId, data));
  } catch {
    // The component shows the failure from the mutation's own state.
  }
}

const promoChangesApi = promoReadApi.injectEndpoints({
  endpoints: (build) => ({
    applyPromo: build.mutation<CartPromo, { userId: string; code: string }>({
      query: ({ code }) => ({ url: 'cart/promo', method: 'POST', body: { code } }),
      onQueryStarted: keepAnswer,
      // The bag's total and GST change with the discount.
      invalidatesTags: ['Cart'],
    }),
    removePromo: build.mutation<CartPromo, { userId: string }>({
      query: () => ({ url: 'cart/promo', method: 'DELETE' }),
      onQueryStarted: keepAnswer,
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartPromoQuery } = promoReadApi;
export const { useApplyPromoMutation, useRemovePromoMutation } = promoChangesApi;
