// Changes to the cart: adding, re-counting and removing lines. The page shell reads the cart on
// every page (cart-api.ts); these load only with the pages that change it.
import type { CartAddInput, CartItem } from '@kaushal/shared/cart';
import { cartApi } from './cart-api';

export const cartChangesApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<CartItem, CartAddInput>({
      query: (body) => ({ url: 'cart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    changeQuantity: build.mutation<CartItem, { id: string; quantity: number }>({
      query: ({ id, quantity }) => ({ url: `cart/${id}`, method: 'PATCH', body: { quantity } }),
      // The selector shows the new quantity at once instead of snapping back until the refetch.
      async onQueryStarted({ id, quantity }, lifecycle) {
        const patches = cartChangesApi.util
          .selectCachedArgsForQuery(lifecycle.getState(), 'getCart')
          .map((userId) =>
            lifecycle.dispatch(
              cartChangesApi.util.updateQueryData('getCart', userId, (lines) => {
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
  cartChangesApi;
