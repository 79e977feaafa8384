// Connects the purchase flow to the router, the cart API, the auth check and the toasts.
import type { Product } from '@kaushal/shared/product';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-api';
import { useCartItems } from '../../features/cart/cart-api';
import type { SeatChoice } from '../../features/catalogue/batch-display';
import { useAddToCartMutation } from '../../features/cart/cart-changes-api';
import { productTitle } from '../../features/catalogue/product-display';
import { errorCode, errorMessage } from '../../lib/api-error';
import { useLocationState } from '../../lib/use-location-state';
import { dismissToast, showToast } from '../../lib/toast-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import {
  completePurchase,
  purchaseMessages,
  requireLogin,
  resumePurchase,
  type PendingPurchase,
  type PurchaseDeps,
  type PurchaseKind,
} from './purchase';

function usePurchaseDeps(): PurchaseDeps {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user } = useAuth();
  const cart = useCartItems(user?.id);
  const [addToCart] = useAddToCartMutation();
  return useMemo(
    () => ({
      navigate: (to, options) => void navigate(to, options),
      notify: (variant, message) => dispatch(showToast(variant, message)),
      addToCart: async ({ productId, batch, quantity = 1 }) => {
        // Another batch of a workshop already in the cart is the server's to allow or refuse.
        const inCart = cart.some(
          (line) => line.product.id === productId && (!batch || line.batch?.id === batch),
        );
        if (inCart) return 'already';
        try {
          await addToCart({ product: productId, quantity, ...(batch && { batch }) }).unwrap();
          return 'added';
        } catch (error) {
          const code = errorCode(error);
          if (code === 'ALREADY_IN_CART') return 'already';
          // Sold out, its batch full or closed, or withdrawn since the page was drawn: the server
          // says which.
          if (code === 'OUT_OF_STOCK' || code === 'PRODUCT_UNAVAILABLE' || code === 'CONFLICT') {
            return { refused: errorMessage(error) };
          }
          return 'failed';
        }
      },
    }),
    [addToCart, cart, dispatch, navigate],
  );
}

/** Add-to-cart and buy-now handlers for product cards and, with `onProductPage`, the product page. */
export function usePurchase({ onProductPage = false } = {}) {
  const deps = usePurchaseDeps();
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const start = useCallback(
    (kind: PurchaseKind, product: Product, seats: SeatChoice = {}) => {
      const action: PendingPurchase = {
        kind,
        product: { id: product.id, title: productTitle(product) },
        ...(onProductPage && { onProductPage }),
        ...(seats.batch && { batch: seats.batch }),
        ...(seats.quantity && { quantity: seats.quantity }),
      };
      if (user) void completePurchase(action, deps);
      else requireLogin(action, pathname + search, deps);
    },
    [deps, onProductPage, pathname, search, user],
  );
  return {
    onAddToCart: useCallback(
      (product: Product, seats?: SeatChoice) => start('addToCart', product, seats),
      [start],
    ),
    onBuyNow: useCallback(
      (product: Product, seats?: SeatChoice) => start('buyNow', product, seats),
      [start],
    ),
  };
}

const LOGIN_PROMPTS = new Set<string>([purchaseMessages.loginToAdd, purchaseMessages.loginToBuy]);

/** Once signed in, a toast still asking to log in would only confuse. */
function useDismissLoginPrompts(signedIn: boolean) {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector((state) => state.toasts);
  useEffect(() => {
    if (!signedIn) return;
    for (const toast of toasts) {
      if (LOGIN_PROMPTS.has(toast.message)) dispatch(dismissToast(toast.id));
    }
  }, [dispatch, signedIn, toasts]);
}

/**
 * For the login and sign-up pages: once signed in, clears the login prompt and finishes the action
 * carried in the navigation state, exactly once.
 */
export function useResumePendingPurchase(signedIn: boolean) {
  useDismissLoginPrompts(signedIn);
  const deps = usePurchaseDeps();
  const state = useLocationState();
  const resumed = useRef(false);
  useEffect(() => {
    if (!signedIn || resumed.current) return;
    resumed.current = true;
    void resumePurchase(state, deps);
  }, [signedIn, state, deps]);
}
