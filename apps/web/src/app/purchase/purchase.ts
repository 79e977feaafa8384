// The add-to-cart and buy-now flow (docs/product.md §4.2): signed out it asks for a login and carries the action
// along; signed in (or right after login) it adds the seats (one, or as many as a course page asks, in
// the batch it picked) and reports or goes to checkout.
import { paths } from '@kaushal/shared/routes';
import type { ToastVariant } from '../../lib/toast-slice';

export type PurchaseKind = 'addToCart' | 'buyNow';

export interface PendingPurchase {
  kind: PurchaseKind;
  product: { id: string; title: string };
  /** Started on the product's own page, which confirms an add in the words of docs/product.md §4.2. */
  onProductPage?: boolean;
  /** The batch picked on a course page; without it the server takes the next open one. */
  batch?: string;
  /** Seats asked for on a course page; one otherwise. */
  quantity?: number;
}

/** Which seats to add: the product, and the batch and count a course page picked. */
export type SeatRequest = Pick<PendingPurchase, 'batch' | 'quantity'> & { productId: string };

/** Navigation state given to /login (and passed on to /signup) by a blocked action. */
export interface LoginRedirectState {
  from: string;
  pendingAction?: PendingPurchase;
}

/** `refused` carries the server's reason, e.g. the last seat was just sold. */
export type AddOutcome = 'added' | 'already' | 'failed' | { refused: string };

export interface PurchaseDeps {
  addToCart: (seats: SeatRequest) => Promise<AddOutcome>;
  notify: (variant: ToastVariant, message: string) => void;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
}

export const purchaseMessages = {
  loginToAdd: 'Please login to add items to your cart',
  loginToBuy: 'Please login to purchase this item',
  added: (title: string) => `${title} added to cart!`,
  addedOnProductPage: 'Item added to Cart',
  alreadyAdded: 'Item Already added',
  addFailed: 'Failed to add item to cart. Please try again.',
  buyFailed: 'Failed to process your purchase. Please try again.',
} as const;

/** A signed-out visitor: explain, then send them to log in with the action to finish afterwards. */
export function requireLogin(action: PendingPurchase, from: string, deps: PurchaseDeps) {
  deps.notify(
    'info',
    action.kind === 'addToCart' ? purchaseMessages.loginToAdd : purchaseMessages.loginToBuy,
  );
  const state: LoginRedirectState = { from, pendingAction: action };
  deps.navigate(paths.login(), { state });
}

/** A signed-in shopper: add the seats, then toast (add) or go to checkout (buy now). */
export async function completePurchase(action: PendingPurchase, deps: PurchaseDeps) {
  const outcome = await deps.addToCart({
    productId: action.product.id,
    batch: action.batch,
    quantity: action.quantity,
  });
  if (typeof outcome === 'object') {
    deps.notify('error', outcome.refused);
  } else if (action.kind === 'buyNow') {
    // A seat already in the cart is what checkout needs, so buy now proceeds.
    if (outcome === 'failed') deps.notify('error', purchaseMessages.buyFailed);
    else deps.navigate(paths.checkout());
  } else if (outcome === 'added') {
    deps.notify(
      'success',
      action.onProductPage
        ? purchaseMessages.addedOnProductPage
        : purchaseMessages.added(action.product.title),
    );
  } else if (outcome === 'already') deps.notify('error', purchaseMessages.alreadyAdded);
  else deps.notify('error', purchaseMessages.addFailed);
}

/** Reads the login redirect state that a blocked action left, ignoring anything malformed. */
export function readLoginRedirect(state: unknown): LoginRedirectState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, pendingAction } = state as Partial<LoginRedirectState>;
  // Only paths on this site: '//host' would leave it.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const valid =
    pendingAction &&
    (pendingAction.kind === 'addToCart' || pendingAction.kind === 'buyNow') &&
    typeof pendingAction.product?.id === 'string' &&
    typeof pendingAction.product.title === 'string' &&
    (pendingAction.batch === undefined || typeof pendingAction.batch === 'string') &&
    (pendingAction.quantity === undefined || Number.isInteger(pendingAction.quantity));
  return valid ? { from, pendingAction } : { from };
}

/**
 * Right after login or sign-up: run the carried action, then leave the auth page so its state is
 * cleared (docs/product.md §4.2). Returns false when there was nothing to resume.
 */
export async function resumePurchase(state: unknown, deps: PurchaseDeps): Promise<boolean> {
  const redirect = readLoginRedirect(state);
  if (!redirect?.pendingAction) return false;
  // Every move from here replaces the auth page, so its state leaves the history with it.
  const replacing: PurchaseDeps = {
    ...deps,
    navigate: (to, options) => deps.navigate(to, { ...options, replace: true }),
  };
  if (redirect.pendingAction.kind === 'addToCart') {
    replacing.navigate(redirect.from, { state: null });
  }
  await completePurchase(redirect.pendingAction, replacing);
  return true;
}
