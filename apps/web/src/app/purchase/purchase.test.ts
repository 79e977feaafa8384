// The pending-action logic of add to cart and buy now, signed out and signed in (docs/product.md §4.2).
import { describe, expect, it } from 'vitest';
import type { ToastVariant } from '../../lib/toast-slice';
import {
  completePurchase,
  readLoginRedirect,
  requireLogin,
  resumePurchase,
  type AddOutcome,
  type PendingPurchase,
  type PurchaseDeps,
  type SeatRequest,
} from './purchase';

/** Records what the flow asked for; the cart answers with the given outcome. */
function recorder(outcome: AddOutcome = 'added') {
  const calls = {
    added: [] as string[],
    seats: [] as SeatRequest[],
    toasts: [] as [ToastVariant, string][],
    moves: [] as [string, { replace?: boolean; state?: unknown } | undefined][],
  };
  const deps: PurchaseDeps = {
    addToCart: (request) => {
      calls.added.push(request.productId);
      calls.seats.push(request);
      return Promise.resolve(outcome);
    },
    notify: (variant, message) => calls.toasts.push([variant, message]),
    navigate: (to, options) => calls.moves.push([to, options]),
  };
  return { calls, deps };
}

const product = { id: '7', title: 'Decoding GDPI' };
const add: PendingPurchase = { kind: 'addToCart', product };
const buy: PendingPurchase = { kind: 'buyNow', product };

describe('signed out', () => {
  it('explains and sends the visitor to log in, carrying the origin and the action', () => {
    const { calls, deps } = recorder();
    requireLogin(add, '/view-all-products?page=2', deps);
    expect(calls.toasts).toEqual([['info', 'Please login to add items to your cart']]);
    expect(calls.moves).toEqual([
      ['/login', { state: { from: '/view-all-products?page=2', pendingAction: add } }],
    ]);
    expect(calls.added).toEqual([]);
  });

  it('uses the purchase wording for buy now', () => {
    const { calls, deps } = recorder();
    requireLogin(buy, '/', deps);
    expect(calls.toasts).toEqual([['info', 'Please login to purchase this item']]);
  });
});

describe('signed in', () => {
  it('adds one seat and confirms with the title', async () => {
    const { calls, deps } = recorder('added');
    await completePurchase(add, deps);
    expect(calls.added).toEqual(['7']);
    expect(calls.toasts).toEqual([['success', 'Decoding GDPI added to cart!']]);
    expect(calls.moves).toEqual([]);
  });

  it('reports a product that is already in the cart, and a failure', async () => {
    const already = recorder('already');
    await completePurchase(add, already.deps);
    expect(already.calls.toasts).toEqual([['error', 'Item Already added']]);
    const failed = recorder('failed');
    await completePurchase(add, failed.deps);
    expect(failed.calls.toasts).toEqual([
      ['error', 'Failed to add item to cart. Please try again.'],
    ]);
  });

  it('goes to checkout on buy now, also when the seat was already in the cart, but not on failure', async () => {
    const added = recorder('added');
    await completePurchase(buy, added.deps);
    expect(added.calls.moves).toEqual([['/checkout', undefined]]);
    const already = recorder('already');
    await completePurchase(buy, already.deps);
    expect(already.calls.moves.map(([to]) => to)).toEqual(['/checkout']);
    const failed = recorder('failed');
    await completePurchase(buy, failed.deps);
    expect(failed.calls.moves).toEqual([]);
    expect(failed.calls.toasts).toEqual([
      ['error', 'Failed to process your purchase. Please try again.'],
    ]);
  });
});

describe('refused by the server', () => {
  const soldOut: AddOutcome = { refused: '"Decoding GDPI" is sold out' };

  it("toasts the server's reason for an add, and buy now stays on the page with it", async () => {
    const adding = recorder(soldOut);
    await completePurchase(add, adding.deps);
    expect(adding.calls.toasts).toEqual([['error', '"Decoding GDPI" is sold out']]);
    const buying = recorder(soldOut);
    await completePurchase(buy, buying.deps);
    expect(buying.calls.toasts).toEqual([['error', '"Decoding GDPI" is sold out']]);
    expect(buying.calls.moves).toEqual([]);
  });
});

describe('on the product page', () => {
  it('confirms an add in the words of docs/product.md §4.2, also after logging in on the way', async () => {
    const fromPage: PendingPurchase = { ...add, onProductPage: true };
    const direct = recorder('added');
    await completePurchase(fromPage, direct.deps);
    expect(direct.calls.toasts).toEqual([['success', 'Item added to Cart']]);
    const resumed = recorder('added');
    await resumePurchase({ from: '/product-detail/7', pendingAction: fromPage }, resumed.deps);
    expect(resumed.calls.moves).toEqual([['/product-detail/7', { state: null, replace: true }]]);
    expect(resumed.calls.toasts).toEqual([['success', 'Item added to Cart']]);
  });
});

describe('after login', () => {
  it('returns to the origin, replacing the login page and clearing its state, then adds', async () => {
    const { calls, deps } = recorder('added');
    const resumed = await resumePurchase({ from: '/productList', pendingAction: add }, deps);
    expect(resumed).toBe(true);
    expect(calls.moves).toEqual([['/productList', { state: null, replace: true }]]);
    expect(calls.added).toEqual(['7']);
    expect(calls.toasts).toEqual([['success', 'Decoding GDPI added to cart!']]);
  });

  it('adds the batch and seats picked on a course page before logging in', async () => {
    const picked: PendingPurchase = { ...add, onProductPage: true, batch: '12', quantity: 2 };
    const { calls, deps } = recorder('added');
    await resumePurchase({ from: '/workshops/decoding-gdpi', pendingAction: picked }, deps);
    expect(calls.seats).toEqual([{ productId: '7', batch: '12', quantity: 2 }]);
    expect(calls.moves).toEqual([['/workshops/decoding-gdpi', { state: null, replace: true }]]);
    expect(calls.toasts).toEqual([['success', 'Item added to Cart']]);
  });

  it('ignores a pending action whose batch or seat count is malformed', () => {
    for (const malformed of [{ batch: 12 }, { quantity: '2' }, { quantity: 1.5 }]) {
      const state = { from: '/', pendingAction: { ...add, ...malformed } };
      expect(readLoginRedirect(state)).toEqual({ from: '/' });
    }
  });

  it('goes on to checkout for buy now, replacing the login page', async () => {
    const { calls, deps } = recorder('added');
    await resumePurchase({ from: '/', pendingAction: buy }, deps);
    expect(calls.moves).toEqual([['/checkout', { replace: true }]]);
  });

  it('does nothing without a well-formed pending action', async () => {
    const { calls, deps } = recorder();
    for (const state of [
      null,
      'x',
      { from: '/' },
      { from: 'https://evil.example/', pendingAction: add },
      { from: '/', pendingAction: { kind: 'steal', product } },
    ]) {
      expect(await resumePurchase(state, deps)).toBe(false);
    }
    expect(calls).toEqual({ added: [], seats: [], toasts: [], moves: [] });
  });

  it('accepts only same-site origins', () => {
    expect(readLoginRedirect({ from: '//evil.example' })).toBeNull();
  });
});
