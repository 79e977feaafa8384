// Changes to the cart: adding, re-counting and removing lines. The page shell reads the cart on
// every page (cart-api.ts); these load only with the pages that change it. Each answer is the line as
// it now stands, written into the cached cart, so a change costs one request: only the bag's totals
// and promo code, where a page shows them, are read again.
import type { CartAddInput, CartItem } from '@kaushal/shared/cart';
import type { Draft } from '@reduxjs/toolkit';
import { cartApi } from './cart-api';

type Lifecycle<Answer> = {
  getState: () => unknown;
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Answer }>;
};

/** Applies the server's answer to every cached cart once it comes. */
async function writeAnswer<Answer>(
  lifecycle: Lifecycle<Answer>,
  change: (lines: Draft<CartItem[]>, answer: Answer) => void,
): Promise<void> {
  let answer: Answer;
  try {
    answer = (await lifecycle.queryFulfilled).data;
  } catch {
    return; // The component shows the failure from the mutation's own state.
  }
  const state = lifecycle.getState() as Parameters<typeof cartApi.util.selectCachedArgsForQuery>[0];
  let readInFlight = false;
  for (const userId of cartApi.util.selectCachedArgsForQuery(state, 'getCart')) {
    lifecycle.dispatch(
      cartApi.util.updateQueryData('getCart', userId, (lines) => change(lines, answer)),
    );
    readInFlight ||= cartApi.endpoints.getCart.select(userId)(state).isLoading;
  }
  // A read sent before this change (say, the first one right after login) would land afterwards and
  // put the old lines back: read once more after it. Rare, so a change still costs one request.
  if (readInFlight) lifecycle.dispatch(cartApi.util.invalidateTags(['Cart']));
}

/** The line as the server answered it, in its place, or after the others when it is new. */
const placeLine = (lines: Draft<CartItem[]>, line: CartItem) => {
  const at = lines.findIndex((entry) => entry.id === line.id);
  if (at >= 0) lines[at] = line;
  else lines.push(line);
};

export const cartChangesApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<CartItem, CartAddInput>({
      query: (body) => ({ url: 'cart', method: 'POST', body }),
      onQueryStarted: (_input, lifecycle) => writeAnswer(lifecycle, placeLine),
      invalidatesTags: ['CartTotals'],
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
        await writeAnswer(lifecycle, placeLine);
      },
      invalidatesTags: ['CartTotals'],
    }),
    removeFromCart: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `cart/${id}`, method: 'DELETE' }),
      onQueryStarted: (_id, lifecycle) =>
        writeAnswer(lifecycle, (lines, { id }) => {
          const at = lines.findIndex((entry) => entry.id === id);
          if (at >= 0) lines.splice(at, 1);
        }),
      invalidatesTags: ['CartTotals'],
    }),
  }),
});

export const { useAddToCartMutation, useChangeQuantityMutation, useRemoveFromCartMutation } =
  cartChangesApi;
