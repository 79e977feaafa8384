// Placing an order from the cart: the customer's unpaid order replaced, the cart's lines, their seats and
// the order, in one transaction.
import {
  ADDRESS_AND_PAYMENT_MESSAGE,
  isPaymentMethod,
  unacceptedPaymentMethod,
  type Order,
  type OrderCreateInput,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { cartLinesForOrder } from '../cart/cart.service';
import { exchangeSeats } from '../catalogue/seats.service';
import { insertOrder, replaceUnpaidOrder, type OrderService } from '../orders/order.service';
import { savedAddress } from '../users/user.service';

/**
 * `orders` is the service whose count of all orders the admin's pages reuse: it hears of each order
 * placed here once the order is committed.
 */
export function checkoutWorkflow(db: Database, orders: OrderService, clock: Clock) {
  return {
    async placeOrder(userId: number, input: OrderCreateInput): Promise<Order> {
      const { selectedAddress, addressId, paymentMethod } = input;
      if (paymentMethod && !isPaymentMethod(paymentMethod)) {
        throw new AppError('ADDRESS_AND_PAYMENT_REQUIRED', unacceptedPaymentMethod(paymentMethod));
      }
      if (!paymentMethod || (!selectedAddress && !addressId)) {
        throw new AppError('ADDRESS_AND_PAYMENT_REQUIRED', ADDRESS_AND_PAYMENT_MESSAGE);
      }
      const shippingAddress =
        selectedAddress ?? (await savedAddress(db, userId, Number(addressId)));
      if (!shippingAddress) throw notFound('Address', String(addressId));

      const order = await db.transaction(async (tx) => {
        const lines = await cartLinesForOrder(tx, userId);
        if (lines.length === 0) {
          throw new AppError('CART_EMPTY', 'Your cart is empty: add a workshop before ordering');
        }
        // A customer has at most one unpaid order (docs/product.md §4.4): the new one replaces it, and
        // its seats go back as the new order's are taken.
        const replaced = await replaceUnpaidOrder(tx, userId);
        const taken = await exchangeSeats(tx, replaced, lines, clock());
        return insertOrder(tx, userId, shippingAddress, taken, clock());
      });
      orders.orderPlaced();
      return order;
    },
  };
}
