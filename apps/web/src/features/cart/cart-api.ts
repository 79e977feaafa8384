// Cart endpoints. The cart is cached per user id so a later sign-in never sees another user's lines.
import type { CartAddInput, CartItem } from '@kaushal/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';

const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItem[], string>({
      query: () => 'cart',
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<CartItem, CartAddInput>({
      query: (body) => ({ url: 'cart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useAddToCartMutation } = cartApi;

/** The signed-in user's cart lines; empty while signed out or when the cart fails to load (spec §8). */
export function useCartItems(userId: string | undefined): CartItem[] {
  const { data } = cartApi.useGetCartQuery(userId ?? skipToken);
  return userId && data ? data : [];
}
