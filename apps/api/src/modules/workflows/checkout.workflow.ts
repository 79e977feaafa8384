// Placing an order from the cart: the customer's unpaid order replaced, the cart's lines, their seats and
// the order, in one transaction.
import {
  ADDRESS_AND_PAYMENT_MESSAGE,
  fullAddressProblem,
  isPaymentMethod,
  placeOfSupplyOf,
  unacceptedPaymentMethod,
  type Order,
  type OrderCreateInput,
  type PaymentMethod,
} from '@kaushal/shared';
import type { BusinessConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { cartLinesForOrder } from '../cart/cart.service';
import { exchangeSeats, seatsText } from '../catalogue/seats.service';
import { insertOrder, replaceUnpaidOrder, type OrderService } from '../orders/order.service';
import { listedState, savedAddress } from '../users/user.service';

/** The method the customer chose, if any; one the shop does not take is refused by name. */
function chosenPaymentMethod(method: string | undefined): PaymentMethod | undefined {
  if (method === undefined || isPaymentMethod(method)) return method;
  throw new AppError('ADDRESS_AND_PAYMENT_REQUIRED', unacceptedPaymentMethod(method));
}

/** How long an unpaid order holds its seats, and how many one account may hold unpaid. */
export interface UnpaidHoldRules {
  paymentTimeoutMinutes: number;
  maxUnpaidSeats: number;
}

/** The refusal of an order that would hold more seats unpaid than an account may. */
function unpaidSeatLimit(max: number, ordered: number, elsewhere: number): AppError {
  const over = elsewhere + ordered - max;
  return new AppError(
    'UNPAID_SEAT_LIMIT',
    elsewhere === 0
      ? `You can hold at most ${seatsText(max)} at a time in an unpaid order; this order has ${ordered}. ` +
          `Remove ${seatsText(over)} from your bag, or pay for this order and book the rest afterwards.`
      : `You can hold at most ${seatsText(max)} at a time in unpaid orders; you already hold ` +
          `${elsewhere} in another unpaid order and this one has ${ordered}. Pay for that order ` +
          `first, or remove ${seatsText(over)} from your bag.`,
  );
}

/**
 * `orders` is the service whose count of all orders the admin's pages reuse: it hears of each order
 * placed here once the order is committed. `business` is the supplier whose GST the order records.
 */
export function checkoutWorkflow(
  db: Database,
  orders: OrderService,
  clock: Clock,
  business: BusinessConfig,
  holds: UnpaidHoldRules,
) {
  return {
    async placeOrder(userId: number, input: OrderCreateInput): Promise<Order> {
      const { selectedAddress, addressId } = input;
      const paymentMethod = chosenPaymentMethod(input.paymentMethod);
      if (!paymentMethod || (!selectedAddress && !addressId)) {
        throw new AppError('ADDRESS_AND_PAYMENT_REQUIRED', ADDRESS_AND_PAYMENT_MESSAGE);
      }
      // A new address names a state from the list; a saved one is taken as it was saved.
      const address = selectedAddress
        ? { ...selectedAddress, state: listedState(selectedAddress.state).name }
        : await savedAddress(db, userId, Number(addressId));
      if (!address) throw notFound('Address', String(addressId));
      // The place of supply for GST (IGST Act, s. 12(2)): a registered buyer's GSTIN's state, else
      // the state of the address the order is billed to. An address saved before states came from
      // the list may name none we know; the supply is then taxed where the supplier is.
      const placeOfSupply = placeOfSupplyOf(address)?.state ?? business.state;
      const { gstin, ...rest } = address;
      const shippingAddress = { ...rest, ...(gstin && { gstin }) };

      const order = await db.transaction(async (tx) => {
        const lines = await cartLinesForOrder(tx, userId);
        if (lines.length === 0) {
          throw new AppError('CART_EMPTY', 'Your cart is empty: add a workshop before ordering');
        }
        // A customer has at most one unpaid order (docs/product.md §4.4): the new one replaces it, and
        // its seats go back as the new order's are taken. It keeps the replaced one's payment window,
        // and the seats it holds unpaid stay within the limit (docs/decisions/0054).
        const now = clock();
        const replaced = await replaceUnpaidOrder(tx, userId, now, holds.paymentTimeoutMinutes);
        const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
        if (replaced.unpaidSeats + ordered > holds.maxUnpaidSeats) {
          throw unpaidSeatLimit(holds.maxUnpaidSeats, ordered, replaced.unpaidSeats);
        }
        const taken = await exchangeSeats(tx, replaced.items, lines, now);
        // GST asks only for the state of an online workshop's buyer; a GSTIN's invoice and a
        // classroom batch need the full address (docs/product.md §4.7).
        const classroom = taken.some((line) => line.batch.mode === 'offline');
        const reason = gstin ? 'gstin' : classroom ? 'classroom' : undefined;
        const problem = reason && fullAddressProblem(address, reason);
        if (problem) throw new AppError('VALIDATION_FAILED', problem);
        return insertOrder(tx, userId, shippingAddress, taken, paymentMethod, now, {
          placeOfSupply,
          business,
          payBy: replaced.payBy,
        });
      });
      orders.orderPlaced();
      return order;
    },
  };
}
