// Order rules: orders are placed at database prices with their seats held, paid once, and expire.
import {
  rupeesToPaise,
  totalsOf,
  type IndianState,
  type Order,
  type OrderStatus,
  type OwnOrderListQuery,
  type PaymentMethod,
  type PaymentStatus,
} from '@kaushal/shared';
import type { BusinessConfig } from '../../config';
import type { Database } from '../../db/client';
import type { ShippingAddress } from './orders.tables';
import { AppError, notFound } from '../../lib/app-error';
import { ttlCache } from '../../lib/ttl-cache';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { lastSessionEndOf, lockBatchesForDecision } from '../catalogue/batch.service';
import { releaseSeats, reserveSeats, type SeatsTaken } from '../catalogue/seats.service';
import { orderTax } from '../tax/order-tax.service';
import {
  countCodeUse,
  giveCodeUseBack,
  orderDiscount,
  promoLimitReached,
  type PromoLimit,
} from '../promotions/promo.service';
import type { OrderDocuments } from './order-documents';
import { orderListRepository, type OrderSortField } from './order-list.repository';
import { toOrder } from './order.mapper';
import { orderRepository, type OrderItemRow, type OrderRow } from './order.repository';

export type { OrderDocuments };

export interface OrderListQuery {
  refund?: 'requested' | undefined;
  _sort?: OrderSortField | undefined;
  _order: 'asc' | 'desc';
  _page: number;
  _limit: number;
}

export interface PaymentApplied {
  order: Order;
  /**
   * `held`: the order has its seats (paid in time, or taken again after an expiry); `seatsGone`: it
   * had expired and its seats were sold meanwhile; `promoUsedUp`: it had expired and its promo code
   * reached a limit meanwhile (`promoLimit` says which); `cancelled`: an admin cancelled it, or the
   * customer replaced it with a newer order. All but the first stay cancelled and owe a refund.
   */
  outcome: 'held' | 'seatsGone' | 'promoUsedUp' | 'cancelled';
  /** The paid order's promo code, whose use the payment counts when the order is kept. */
  promoUse: { id: number; userId: number; promoCodeId: number | null };
  promoLimit?: PromoLimit;
}

/**
 * When the payment window of a hold beginning at `now` closes: the order's `payBy`. The expiry job
 * cancels an unpaid order once the time is past it, and a payment is no longer opened past it.
 */
export function payByFrom(now: Date, paymentTimeoutMinutes: number): Date {
  return new Date(now.getTime() + paymentTimeoutMinutes * 60_000);
}

/** An order paid and not cancelled: its payment, and its promo code's use, are the shop's to keep. */
const isKept = (row: { status: OrderStatus; paymentStatus: PaymentStatus }) =>
  row.status !== 'cancelled' && row.paymentStatus === 'received';

/** Whether the payment window closing at `payBy` has closed at `now`. */
export const paymentWindowClosed = (payBy: Date, now: Date) => now.getTime() > payBy.getTime();

/** Pages of the admin's list read from its start without waiting for the count. */
const SHALLOW_PAGES = 5;

/**
 * The phone number of each order's address, by order id: how the admin reaches its learners. Billing
 * details of a state alone have none; those orders are left out.
 */
export async function phonesOfOrders(
  db: Database,
  orderIds: number[],
): Promise<Map<number, string>> {
  const rows = await orderRepository(db).findShippingAddresses([...new Set(orderIds)]);
  return new Map(rows.flatMap(({ id, address }) => (address.phone ? [[id, address.phone]] : [])));
}

export interface CustomerOrderTotals {
  ordersCount: number;
  /** The customer's paid orders' amounts payable (after discounts), in paise. */
  lifetimeValuePaise: number;
  lastOrderAt: Date | null;
}

/** Each customer's order totals, by user id; customers without orders are left out. */
export async function orderTotalsOfCustomers(
  db: Database,
  userIds: number[],
): Promise<Map<number, CustomerOrderTotals>> {
  const rows = await orderRepository(db).totalsOfCustomers([...new Set(userIds)]);
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        ordersCount: row.ordersCount,
        lifetimeValuePaise: Number(row.paidPaise),
        lastOrderAt: row.lastOrderAt,
      },
    ]),
  );
}

/** What an order's GST is figured from besides its lines and its discount. */
export interface OrderTaxBasis {
  /** The state of the address the order is billed to. */
  placeOfSupply: IndianState;
  business: BusinessConfig;
}

/**
 * Inserts an order of the seats just taken, inside the caller's transaction (checkout), with the
 * discount of the promo code in the customer's bag as it applies at `now` (refused with the reason when
 * it no longer does), the GST inside what is left to pay, and its payment window closing at `payBy`.
 */
export async function insertOrder(
  tx: Database,
  userId: number,
  shippingAddress: ShippingAddress,
  items: SeatsTaken[],
  paymentMethod: PaymentMethod,
  now: Date,
  { placeOfSupply, business, payBy }: OrderTaxBasis & { payBy: Date },
): Promise<Order> {
  const orders = orderRepository(tx);
  const { subtotal, totalItems } = totalsOf(items);
  const { promoCodeId, promoCode, discountPaise } = await orderDiscount(
    tx,
    userId,
    items,
    now,
    promoHolders,
  );
  const linesPaise = items.map((item) => rupeesToPaise(item.unitPrice * item.quantity));
  const tax = orderTax(linesPaise, discountPaise, placeOfSupply, business);
  const placed = await orders.insert(
    {
      userId,
      subtotal,
      discountPaise,
      promoCodeId,
      promoCode,
      tax,
      totalItems,
      shippingAddress,
      paymentMethod,
      payBy,
    },
    items,
  );
  return toOrder(placed.row, placed.items);
}

/**
 * How many orders hold the promo code (kept paid ones and open unpaid ones), and how many of them are
 * the customer's; their own unpaid orders count only when `ownUnpaid` is 'counted'.
 */
export function promoHolders(
  db: Database,
  promoCodeId: number,
  userId: number,
  ownUnpaid: 'counted' | 'replaced',
) {
  return orderRepository(db).promoHolders(promoCodeId, userId, ownUnpaid);
}

/** What ordering again leaves of the customer's hold on seats. */
export interface ReplacedHold {
  /** The replaced orders' items, whose seats go back. */
  items: OrderItemRow[];
  /** When the new order's payment window closes: the first replaced one still open, or a fresh one's. */
  payBy: Date;
  /** Seats still held by the customer's other unpaid orders (none, unless an admin moved one on). */
  unpaidSeats: number;
}

/**
 * Inside the caller's transaction (checkout): waits for any other placement of this customer, then
 * cancels their unpaid order (a customer has at most one) as replaced. The caller gives its seats back
 * in the same transaction as it takes the new order's. Ordering again never extends a hold: the new
 * order keeps the replaced one's `payBy` while its payment window is open; a fresh hold (closing
 * `paymentTimeoutMinutes` after `now`) begins only when the customer holds nothing unpaid.
 */
export async function replaceUnpaidOrder(
  tx: Database,
  userId: number,
  now: Date,
  paymentTimeoutMinutes: number,
): Promise<ReplacedHold> {
  const orders = orderRepository(tx);
  await orders.lockPlacementsOf(userId);
  const replaced = await orders.cancelUnpaidOf(userId);
  const open = replaced
    .filter((order) => !paymentWindowClosed(order.payBy, now))
    .map((order) => order.payBy.getTime());
  return {
    items: await orders.itemsOf(replaced.map((order) => order.id)),
    payBy: open.length > 0 ? new Date(Math.min(...open)) : payByFrom(now, paymentTimeoutMinutes),
    unpaidSeats: await orders.unpaidSeatsOf(userId),
  };
}

/** What opening a payment needs to know of an order: whose it is, whether it is payable, and its total. */
export async function orderForPayment(db: Database, orderId: number) {
  const row = await orderRepository(db).findById(orderId);
  return (
    row && {
      userId: row.userId,
      status: row.status,
      paymentStatus: row.paymentStatus,
      totalPaise: row.totalPaise,
      promoCodeId: row.promoCodeId,
      payBy: row.payBy,
    }
  );
}

/** What the order's tax invoice states of it, read inside the transaction recording its payment. */
export async function orderForInvoice(tx: Database, orderId: number) {
  const orders = orderRepository(tx);
  const row = await orders.findById(orderId);
  if (!row) throw notFound('Order', orderId);
  const { id, items } = toOrder(row, await orders.itemsOf([orderId]));
  return {
    id,
    items,
    discountPaise: row.discountPaise,
    payment: {
      method: row.paymentMethod,
      reference: row.paymentReference,
      promoCode: row.promoCode,
    },
    tax: row.tax,
    shippingAddress: row.shippingAddress,
  };
}

/** Locks the order's row until the caller's transaction ends; false when there is no such order. */
export async function lockOrder(tx: Database, orderId: number): Promise<boolean> {
  return (await orderRepository(tx).findByIdForUpdate(orderId)) !== undefined;
}

/**
 * What deciding a refund needs to know of an order, read with its row locked for the caller's
 * transaction: its payment, and its batches' first session as the batches stand now (share-locked after
 * the order, so an admin moving them waits for the decision).
 */
export async function lockOrderForRefund(tx: Database, orderId: number) {
  const orders = orderRepository(tx);
  const row = await orders.findByIdForUpdate(orderId);
  if (!row) return undefined;
  const batches = await lockBatchesForDecision(
    tx,
    (await orders.itemsOf([orderId])).map((item) => item.batchId),
  );
  const starts = batches.flatMap(({ sessions }) =>
    sessions.map(({ startsAt }) => Date.parse(startsAt)),
  );
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paidAt: row.paidAt,
    amountPaise: row.totalPaise,
    // The earliest session of the order's batches; null while every batch's dates are to be announced.
    firstSessionAt: starts.length > 0 ? new Date(Math.min(...starts)) : null,
  };
}

/**
 * Counts the kept order's use of its code once, inside the transaction that made it kept (its
 * payment, or an admin's change): a replayed confirmation finds the use counted and counts nothing.
 * False (nothing counted) when the count would pass the code's `max_uses`.
 */
export async function countPromoUse(
  tx: Database,
  order: { id: number; userId: number; promoCodeId: number | null },
): Promise<boolean> {
  if (order.promoCodeId === null) return true;
  const orders = orderRepository(tx);
  if (!(await orders.markPromoUseCounted(order.id))) return true;
  if (await countCodeUse(tx, { promoCodeId: order.promoCodeId, userId: order.userId })) return true;
  await orders.unmarkPromoUse(order.id);
  return false;
}

/** The order is no longer kept (refunded, or cancelled by an admin): its code's use is given back. */
export async function givePromoUseBack(tx: Database, orderId: number): Promise<void> {
  const promoCodeId = await orderRepository(tx).unmarkPromoUse(orderId);
  if (promoCodeId !== undefined) await giveCodeUseBack(tx, promoCodeId);
}

/**
 * The order's money went back (its whole payment), inside the caller's transaction: its seats are
 * freed, its promo code's use given back, and it is cancelled as refunded. Its enrolments are the
 * caller's to end (the refund workflow).
 */
export async function refundOrder(tx: Database, orderId: number, now: Date): Promise<void> {
  const orders = orderRepository(tx);
  if (await orders.cancelReleasingHold(orderId, 'refund')) {
    await releaseSeats(tx, await orders.itemsOf([orderId]), now);
  }
  await givePromoUseBack(tx, orderId);
  await orders.update(orderId, {
    status: 'cancelled',
    cancelledBy: 'refund',
    paymentStatus: 'refunded',
  });
}

/** A cancelled order's payment went back: it stays cancelled, its payment refunded. */
export async function markPaymentRefunded(tx: Database, orderId: number): Promise<void> {
  await orderRepository(tx).update(orderId, { paymentStatus: 'refunded' });
}

/** Thrown inside a late payment's savepoint to give the seats back when the order's code is used up. */
class PromoUsedUp extends Error {
  constructor(readonly limit: PromoLimit) {
    super(`promo code ${limit.code} reached its ${limit.reached} limit`);
  }
}

/**
 * Records a captured payment on the order inside the caller's transaction (the one that inserted the
 * payment row): payment received, and an order the expiry job had cancelled takes its seats again
 * when they are still free (docs/decisions/0003) and its promo code's limits still allow it, counted
 * under the code's row lock (docs/decisions/0054). An order cancelled otherwise stays cancelled
 * (docs/decisions/0019).
 */
export async function applyPayment(
  tx: Database,
  orderId: number,
  now: Date,
  paymentReference: string,
): Promise<PaymentApplied> {
  const orders = orderRepository(tx);
  const received = await orders.markPaymentReceived(orderId, now, paymentReference);
  if (!received) throw notFound('Order', orderId);
  let row: OrderRow | undefined = received;
  const items = await orders.itemsOf([orderId]);
  const promoUse = { id: row.id, userId: row.userId, promoCodeId: row.promoCodeId };
  if (row.status === 'cancelled' && row.cancelledBy !== 'expiry') {
    return { order: toOrder(row, items), outcome: 'cancelled', promoUse };
  }
  if (row.status === 'cancelled' && !row.seatsHeld) {
    try {
      row = await tx.transaction(async (savepoint) => {
        const again = orderRepository(savepoint);
        // The seats first, then the code: the order in which a placement locks them.
        await reserveSeats(savepoint, items, now);
        const limit = await promoLimitReached(savepoint, promoUse, promoHolders);
        if (limit) throw new PromoUsedUp(limit);
        // Paid: the seats are the learner's, whatever the window said.
        await again.resumeHold(orderId, received.payBy);
        return again.update(orderId, { status: 'pending', cancelledBy: null });
      });
    } catch (error) {
      if (error instanceof PromoUsedUp) {
        return {
          order: toOrder(received, items),
          outcome: 'promoUsedUp',
          promoUse,
          promoLimit: error.limit,
        };
      }
      if (!(error instanceof AppError)) throw error;
    }
    if (!row) throw notFound('Order', orderId);
  }
  return { order: toOrder(row, items), outcome: row.seatsHeld ? 'held' : 'seatsGone', promoUse };
}

/** What an admin's change left of the order: whether it was cancelled now, and the order if it is kept. */
export interface AdminOrderChange {
  cancelled: boolean;
  /** The order when it is paid and not cancelled after the change (its learners keep their seats). */
  kept: Order | undefined;
}

/**
 * An admin's change of status or payment status, inside the caller's transaction (the admin order
 * change workflow, which keeps the order's enrolments in step). Cancelling releases the seats once;
 * reopening a cancelled order takes them again, or fails with 409 when they are gone; an unpaid one
 * reopened has a new payment window, closing at `renewedPayBy`. A paid order left
 * or made not cancelled has its promo code's use counted (its tax invoice is the workflow's to issue);
 * one no longer kept gives the use back. A refunded
 * order is closed: its money went back through the provider, which no hand may undo.
 */
export async function changeOrderByAdmin(
  tx: Database,
  actor: AuditActor,
  id: number,
  change: { status?: OrderStatus | undefined; paymentStatus?: PaymentStatus | undefined },
  now: Date,
  renewedPayBy: Date,
): Promise<AdminOrderChange> {
  const orders = orderRepository(tx);
  const before = await orders.findByIdForUpdate(id);
  if (!before) throw notFound('Order', id);
  if (before.paymentStatus === 'refunded') {
    throw new AppError('CONFLICT', `Order ${id} was refunded and can no longer be changed`);
  }
  if (change.status === 'cancelled') {
    if (await orders.cancelReleasingHold(id))
      await releaseSeats(tx, await orders.itemsOf([id]), now);
  } else if (change.status && (await orders.resumeHold(id, renewedPayBy))) {
    await reserveSeats(tx, await orders.itemsOf([id]), now);
  }
  const row = await orders.update(
    id,
    {
      ...(change.status && {
        status: change.status,
        cancelledBy: change.status === 'cancelled' ? 'admin' : null,
      }),
      ...(change.paymentStatus && { paymentStatus: change.paymentStatus }),
    },
    now,
  );
  if (!row) throw notFound('Order', id);
  // A paid order that is not cancelled has its promo code's use counted, however it got there
  // (reopened, or marked paid by hand); one no longer kept gives it back.
  if (isKept(row) !== isKept(before) && row.promoCodeId !== null) {
    if (isKept(row)) {
      await countPromoUse(tx, { id, userId: row.userId, promoCodeId: row.promoCodeId });
    } else await givePromoUseBack(tx, id);
  }
  for (const field of ['status', 'paymentStatus'] as const) {
    if (row[field] !== before[field]) {
      await recordAudit(tx, {
        actor,
        action: field === 'status' ? 'order.status_change' : 'order.payment_status_change',
        entityType: 'order',
        entityId: id,
        before: { [field]: before[field] },
        after: { [field]: row[field] },
      });
    }
  }
  return {
    cancelled: change.status === 'cancelled',
    kept: isKept(row) ? toOrder(row, await orders.itemsOf([id])) : undefined,
  };
}

export interface OrderServiceOptions {
  paymentTimeoutMinutes: number;
  /** How long the count of all orders is reused for the admin's pages (0, the default: never). */
  orderCountCacheMs?: number;
  /** What the modules above orders keep of an order, which its JSON states (order-documents.ts). */
  documents: OrderDocuments;
}

export function orderService(db: Database, options: OrderServiceOptions) {
  const repository = orderRepository(db);
  const lists = orderListRepository(db, options.documents);
  // Counting every order costs the database far more than the page itself; admins see a total at most
  // this old, and at once when the order was placed through this instance.
  const orderCount = ttlCache<number>(options.orderCountCacheMs ?? 0, 1);

  const withItems = async (id: number) => {
    const row = await repository.findById(id);
    if (!row) return undefined;
    const [items, documents] = await Promise.all([repository.itemsOf([id]), lists.documentsOf(id)]);
    const lastSessionEndsAt = await lastSessionEndOf(
      db,
      items.flatMap((item) => (item.batchId === null ? [] : [item.batchId])),
    );
    return toOrder(row, items, { ...documents, lastSessionEndsAt });
  };

  return {
    /** Called once an order placed through this instance is committed: the next page counts again. */
    orderPlaced(): void {
      orderCount.clear();
    },

    /** A page of the user's orders, newest first, as the JSON the API sends, and their count. */
    listOwnJson(
      userId: number,
      query: OwnOrderListQuery,
    ): Promise<{ json: string; total: number }> {
      return lists.pageJsonForUser(userId, { page: query._page, limit: query._limit });
    },

    /** The customer's orders, newest first, as the JSON the API sends (the admin's customer page). */
    customerOrdersJson: (userId: number): Promise<string> => lists.listJsonForUser(userId),

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
      const filter = { refundRequested: query.refund === 'requested' };
      const page = { sort: query._sort, order: query._order, filter, page: query._page };
      const counting =
        // Only the count of all orders is worth keeping: the requests waiting are few and change often.
        filter.refundRequested ? lists.count(filter) : orderCount.get('all', lists.count);
      // The first pages need no count to be read; a deeper one waits for it, to be read from whichever
      // end of the list is nearer (orderRepository.pageJson).
      if (query._page <= SHALLOW_PAGES) {
        const [json, total] = await Promise.all([
          lists.pageJson({ ...page, limit: query._limit }),
          counting,
        ]);
        return { json, total };
      }
      const total = await counting;
      return { json: await lists.pageJson({ ...page, limit: query._limit, total }), total };
    },

    /** When the payment window of a hold beginning at `now` closes (an admin reopening an order). */
    payByFrom: (now: Date) => payByFrom(now, options.paymentTimeoutMinutes),

    /** Cancels unpaid orders whose payment window (`payBy`) closed before `now`, giving their seats back. */
    async cancelExpiredOrders(now: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const orders = orderRepository(tx);
        const cancelled = await orders.cancelUnpaidPast(now);
        await releaseSeats(tx, await orders.itemsOf(cancelled), now);
        return cancelled;
      });
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
