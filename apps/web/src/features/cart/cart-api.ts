// The cart read. The cart is cached per user id so a later sign-in never sees another user's lines.
import type { CartItem } from '@kaushal/shared/cart';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItem[], string>({
      query: () => 'cart',
      providesTags: ['Cart'],
    }),
  }),
});

/** The signed-in user's cart and whether it has loaded; a failed load counts as loaded (docs/product.md §8.3). */
export function useCart(userId: string | undefined) {
  const { data, isSuccess, isError, isFetching } = cartApi.useGetCartQuery(userId ?? skipToken);
  const loaded = isSuccess || isError;
  // `current` is false while a refetch is on its way (say, right after an add): the lines held
  // until then may be out of date, so decisions such as "the cart is empty" must wait for it.
  return { lines: userId && data ? data : [], loaded, current: loaded && !isFetching };
}

/** The signed-in user's cart lines; empty while signed out or when the cart fails to load (docs/product.md §8.3). */
export function useCartItems(userId: string | undefined): CartItem[] {
  return useCart(userId).lines;
}
