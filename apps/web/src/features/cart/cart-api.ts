// Cart endpoints. The cart is cached per user id so a later sign-in never sees another user's lines.
import type { CartAddInput, CartItem } from '@kaushal/shared/cart';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItem[], string>({
      query: () => 'cart',
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<CartItem, CartAddInput>({
      query: (body) => ({ url: 'cart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    changeQuantity: build.mutation<CartItem, { id: string; quantity: number }>({
      query: ({ id, quantity }) => ({ url: `cart/${id}`, method: 'PATCH', body: { quantity } }),
      // The selector shows the new quantity at once instead of snapping back until the refetch.
      async onQueryStarted({ id, quantity }, lifecycle) {
        const patches = cartApi.util
          .selectCachedArgsForQuery(lifecycle.getState(), 'getCart')
          .map((userId) =>
            lifecycle.dispatch(
              cartApi.util.updateQueryData('getCart', userId, (lines) => {
                const line = lines.find((entry) => entry.id === id);
                if (line) line.quantity = quantity;
              }),
            ),
          );
        try {
          await lifecycle.queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `cart/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useAddToCartMutation, useChangeQuantityMutation, useRemoveFromCartMutation } =
  cartApi;

/** The signed-in user's cart and whether it has loaded; a failed load counts as loaded (spec §8). */
export function useCart(userId: string | undefined) {
  const { data, isSuccess, isError, isFetching } = cartApi.useGetCartQuery(userId ?? skipToken);
  const loaded = isSuccess || isError;
  // `current` is false while a refetch is on its way (say, right after an add): the lines held
  // until then may be out of date, so decisions such as "the cart is empty" must wait for it.
  return { lines: userId && data ? data : [], loaded, current: loaded && !isFetching };
}

/** The signed-in user's cart lines; empty while signed out or when the cart fails to load (spec §8). */
export function useCartItems(userId: string | undefined): CartItem[] {
  return useCart(userId).lines;
}
