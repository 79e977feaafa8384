import type { CartItem } from '@kaushal/shared/cart';
import type { Order } from '@kaushal/shared/order';
import { describe, expect, it } from 'vitest';
import { isReusableOrder } from './checkout-order';

const line = (productId: string, quantity: number) =>
  ({ id: `line-${productId}`, quantity, product: { id: productId } }) as CartItem;

const order = (change: Partial<Order> = {}): Order =>
  ({
    id: '7',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'card',
    selectedAddress: { id: '3' },
    items: [
      { id: 'a', product: { id: '1' }, quantity: 2 },
      { id: 'b', product: { id: '2' }, quantity: 1 },
    ],
    ...change,
  }) as Order;

const cart = [line('1', 2), line('2', 1)];

describe('isReusableOrder', () => {
  it('reuses an unpaid order holding exactly the cart for the chosen address and method', () => {
    expect(isReusableOrder(order(), cart, '3', 'card')).toBe(true);
  });

  it('places a new order when there is none, it is paid or cancelled, or anything changed', () => {
    expect(isReusableOrder(undefined, cart, '3', 'card')).toBe(false);
    expect(isReusableOrder(order({ paymentStatus: 'received' }), cart, '3', 'card')).toBe(false);
    expect(isReusableOrder(order({ status: 'cancelled' }), cart, '3', 'card')).toBe(false);
    expect(isReusableOrder(order(), cart, '4', 'card')).toBe(false);
    expect(isReusableOrder(order(), cart, '3', 'upi')).toBe(false);
    expect(isReusableOrder(order(), [line('1', 3), line('2', 1)], '3', 'card')).toBe(false);
    expect(isReusableOrder(order(), [line('1', 2)], '3', 'card')).toBe(false);
  });

  it('reuses an order billed to a name and state while both stay as they were', () => {
    const billed = order({ selectedAddress: { name: 'Asha Verma', state: 'Karnataka' } });
    const details = { name: ' Asha Verma ', state: 'Karnataka' };
    expect(isReusableOrder(billed, cart, details, 'card')).toBe(true);
    expect(isReusableOrder(billed, cart, { ...details, state: 'Kerala' }, 'card')).toBe(false);
    expect(isReusableOrder(billed, cart, { ...details, name: 'Asha V' }, 'card')).toBe(false);
    // A saved address of the same name and state is another billing.
    expect(
      isReusableOrder(order({ selectedAddress: { id: '3', ...details } }), cart, details, 'card'),
    ).toBe(false);
    expect(isReusableOrder(billed, cart, '3', 'card')).toBe(false);
  });
});
