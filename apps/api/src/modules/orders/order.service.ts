// Order rules: orders are built from the cart at database prices with seats held, paid once, and expire.
import {
  ADDRESS_AND_PAYMENT_MESSAGE,
  totalsOf,
  type Order,
  type OrderCreateInput,
  type OrderStatus,
  type PaymentStatus,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { ttlCache } from '../../lib/ttl-cache';
import { cartRepository } from '../cart/cart.repository';
import { toOrder } from './order.mapper';
import { orderRepository, type OrderSortField } from './order.repository';
import { releaseSeats, reserveSeats } from './seats.service';

export interface OrderListQuery {
  _sort?: OrderSortField | undefined;
  _order: 'asc' | 'desc';
  _page: number;
  _limit: number;
}

export interface PaymentApplied {
  order: Order;
  /** False when the payment came after expiry and the seats could not be taken again. */
  seatsHeld: boolean;
}

/**
 * Records a captured payment on the order inside the caller's transaction (the one that inserted the
 * payment row): payment received, the paid workshops leave the customer's cart, and an order the expiry
 * job had cancelled takes its seats again when they are still free (docs/decisions/0003).
 */
export async function applyPayment(tx: Database, orderId: number): Promise<PaymentApplied> {
  const orders = orderRepository(tx);
  let row = await orders.markPaymentReceived(orderId);
  if (!row) throw notFound('Order', orderId);
  const items = await orders.itemsOf([orderId]);
  if (row.status === 'cancelled' && !row.seatsHeld) {
    try {
      row = await tx.transaction(async (savepoint) => {
        const again = orderRepository(savepoint);
        await reserveSeats(again, items);
        await again.resumeHold(orderId);
        return again.update(orderId, { status: 'pending' });
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    if (!row) throw notFound('Order', orderId);
  }
  await cartRepository(tx).removeProducts(
    row.userId,
    items.map((item) => item.productId),
  );
  return { order: toOrder(row, items), seatsHeld: row.seatsHeld };
}

export interface OrderServiceOptions {
  paymentTimeoutMinutes: number;
  /** How long the count of all orders is reused for the admin's pages (0, the default: never). */
  orderCountCacheMs?: number;
}

export function orderService(db: Database, options: OrderServiceOptions) {
  const repository = orderRepository(db);
  // Counting every order costs the database far more than the page itself; admins see a total at most
  // this old, and at once when the order was placed through this instance.
  const orderCount = ttlCache<number>(options.orderCountCacheMs ?? 0, 1);

  const withItems = async (id: number) => {
    const row = await repository.findById(id);
    return row && toOrder(row, await repository.itemsOf([id]));
  };

  return {
    async create(userId: number, input: OrderCreateInput): Promise<Order> {
      const { selectedAddress, addressId, paymentMethod } = input;
      if (paymentMethod !== 'card' || (!selectedAddress && !addressId)) {
        throw new AppError('ADDRESS_AND_PAYMENT_REQUIRED', ADDRESS_AND_PAYMENT_MESSAGE);
      }
      const shippingAddress =
        selectedAddress ?? (await repository.findAddress(userId, Number(addressId)));
      if (!shippingAddress) throw notFound('Address', String(addressId));

      const order = await db.transaction(async (tx) => {
        const orders = orderRepository(tx);
        const lines = await cartRepository(tx).listForUser(userId);
        if (lines.length === 0) {
          throw new AppError('CART_EMPTY', 'Your cart is empty: add a workshop before ordering');
        }
        const items = await reserveSeats(
          orders,
          lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        );
        const { subtotal, totalItems } = totalsOf(items);
        const row = await orders.insert(
          { userId, totalAmount: subtotal, totalItems, shippingAddress },
          items,
        );
        return toOrder(row, await orders.itemsOf([row.id]));
      });
      orderCount.clear();
      return order;
    },

    /** The user's orders, newest first, as the JSON the API sends (built by the database). */
    listOwnJson(userId: number): Promise<string> {
      return repository.listJsonForUser(userId);
    },

    async getOwn(userId: number, id: number): Promise<Order> {
      const order = await withItems(id);
      if (!order || order.user !== String(userId)) throw notFound('Order', id);
      return order;
    },

    async getAny(id: number): Promise<Order> {
      const order = await withItems(id);
      if (!order) throw notFound('Order', id);
      return order;
    },

    /** A page of all orders as the JSON the API sends (built by the database), and their count. */
    async listJson(query: OrderListQuery): Promise<{ json: string; total: number }> {
      const [json, total] = await Promise.all([
        repository.pageJson({
          sort: query._sort,
          order: query._order,
          page: query._page,
          limit: query._limit,
        }),
        orderCount.get('all', repository.count),
      ]);
      return { json, total };
    },

    /**
     * An admin's change of status or payment status. Cancelling releases the seats once; reopening a
     * cancelled order takes them again, or fails with 409 when they are gone.
     */
    async adminUpdate(
      id: number,
      change: { status?: OrderStatus | undefined; paymentStatus?: PaymentStatus | undefined },
    ): Promise<Order> {
      await db.transaction(async (tx) => {
        const orders = orderRepository(tx);
        if (!(await orders.findById(id))) throw notFound('Order', id);
        if (change.status === 'cancelled') {
          if (await orders.cancelReleasingHold(id))
            await releaseSeats(orders, await orders.itemsOf([id]));
        } else if (change.status && (await orders.resumeHold(id))) {
          await reserveSeats(orders, await orders.itemsOf([id]));
        }
        await orders.update(id, {
          ...(change.status && { status: change.status }),
          ...(change.paymentStatus && { paymentStatus: change.paymentStatus }),
        });
      });
      return this.getAny(id);
    },

    /** Cancels unpaid orders older than the payment window at `now` and gives their seats back. */
    async cancelExpiredOrders(now: Date): Promise<number[]> {
      const cutoff = new Date(now.getTime() - options.paymentTimeoutMinutes * 60_000);
      return db.transaction(async (tx) => {
        const orders = orderRepository(tx);
        const cancelled = await orders.cancelUnpaidBefore(cutoff);
        await releaseSeats(orders, await orders.itemsOf(cancelled));
        return cancelled;
      });
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
