// Order queries: orders with their items, and the status changes that move them and their seat hold.
import type DataLoader from 'dataloader';
import {
  and,
  asc,
  between,
  eq,
  inArray,
  isNotNull,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unseenParam } from '../../db/unseen-param';
import { loopTurnBatch } from '../../lib/loop-turn-batch';
import { orderItems, orders } from './orders.tables';
import { refundRequestedSql } from '../refunds/refund.service';
import { orderItemShape, orderShape, type OrderItemRow, type OrderRow } from './order.shape';

export type { OrderItemRow, OrderRow };
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

const sortColumns = {
  id: orders.id,
  totalAmount: orders.totalPaise,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
} as const;
export type OrderSortField = keyof typeof sortColumns;

/** The admin's filters of the order list; none: every order. */
export interface OrderFilter {
  refundRequested: boolean;
}

// The order's id named in full: inside the refunds' subquery a bare "id" would be the refund's.
const filterSql = (filter: OrderFilter): SQL | undefined =>
  filter.refundRequested
    ? refundRequestedSql(sql`${sql.identifier('orders')}.${sql.identifier('id')}`)
    : undefined;

/**
 * Each order's items as the API lists them, kept in `orders.items` when they are inserted: items never
 * change once ordered, and the lists then read one value per order instead of aggregating rows
 * (docs/decisions/0008). Written from order_items by orderItemShape, the definition the mapper uses.
 */
const itemSnapshot = sql`(
  select coalesce(json_agg(${orderItemShape.sql} order by ${orderItems.id}), '[]'::json)
  from ${orderItems} where ${orderItems.orderId} = ${orders.id}
)`;

/**
 * The orders as one JSON array in `ordering`, built by the database from orderShape (the mapper's own
 * definition) and sent as text, so the process never parses it and the database does the work on the
 * other core.
 */
const jsonArrayOf = (ordering: SQL) =>
  sql<string>`coalesce(json_agg(${orderShape.sql} order by ${ordering}), '[]'::json)::text`;

/** The first key of the advisory lock that serialises one customer's order placements. */
const PLACEMENT_LOCK = 7301;

/**
 * At most this many pages go in one statement: a page costs the database about 100 µs, so a burst
 * split over several connections is built on both cores (bench/RESULTS.md).
 */
const PAGES_PER_STATEMENT = 16;

/** Where a page starts in its list, and how many orders it holds. */
interface PageBounds {
  limit: number;
  offset: number;
}

/** One customer's page of their orders, as the own orders route asks for it. */
interface OwnPageRequest extends PageBounds {
  userId: number;
}

/** A page of a customer's orders as the API's JSON array, and how many orders they have. */
interface OwnPage {
  json: string;
  total: number;
}

/** A column of the page asked for, inside a pages statement (see pagesStatement). */
const requestColumn = (column: string) => sql.raw(`request.${column}`);

/**
 * Many pages of orders read at once, as one statement prepared on each connection: a row per page
 * asked for, numbered `position` in the order asked (docs/decisions/0044). The requests are the
 * statement's arrays unnested side by side: each of `perPage` (an array parameter and the column its
 * values take, for `where` through requestColumn), then `limits` and `offsets`. Each page's ids come off the index of `readOrder` first, as
 * an array rather than a join, so only the page's rows are read; the page's JSON is built in `order`;
 * `total`, when given, rides along with each page.
 */
function pagesStatement(
  db: Database,
  statement: {
    name: string;
    perPage: { array: string; column: string }[];
    where: SQL | undefined;
    readOrder: SQL;
    order: SQL;
    total?: SQLWrapper;
  },
) {
  const { where, total } = statement;
  const pageIds = sql`select ${orders.id} from ${orders} ${where ? sql`where ${where}` : sql``}
    order by ${statement.readOrder}
    limit ${requestColumn('page_limit')} offset ${requestColumn('page_offset')}`;
  const page = db
    .select({ json: jsonArrayOf(statement.order) })
    .from(orders)
    .where(sql`${orders.id} = any(array(${pageIds}))`);
  const perPage = [
    ...statement.perPage,
    { array: 'limits', column: 'page_limit' },
    { array: 'offsets', column: 'page_offset' },
  ];
  const arrays = perPage.map(({ array }) => unseenParam(array, 'integer[]'));
  const columns = [...perPage.map(({ column }) => column), 'position'].join(', ');
  return db
    .select({
      position: sql<number>`request.position::integer`,
      json: sql<string>`(${page})`,
      total: total ? sql<number>`(${total})` : sql<null>`null`,
    })
    .from(sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality as request(${sql.raw(columns)})`)
    .prepare(statement.name);
}

/** The answer to each of `count` requests from a pages statement's rows, by their position. */
function inRequestOrder<Row extends { position: number }, Answer>(
  rows: Row[],
  count: number,
  answer: (row: Row | undefined) => Answer,
): Answer[] {
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  return Array.from({ length: count }, (_, index) => answer(byPosition.get(index + 1)));
}

export function orderRepository(db: Database) {
  // The list reads are built once (one per admin sort) and prepared on each connection, on first use:
  // building a query costs more of the process's time than running it.
  let ownList: ReturnType<typeof prepareOwnList> | undefined;
  let ownPages: DataLoader<OwnPageRequest, OwnPage> | undefined;
  // An unpaid order the customer replaced by ordering again is not theirs to act on any more
  // (docs/product.md §4.4); one paid all the same stays, refunded.
  const ownOrderOf = (userId: SQL) =>
    and(
      eq(orders.userId, userId),
      sql`(${orders.cancelledBy} is distinct from 'replacement' or ${orders.paymentStatus} <> 'pending')`,
    );
  const newestFirst = sql`${orders.createdAt} desc, ${orders.id} desc`;
  const prepareOwnList = () =>
    db
      .select({ json: jsonArrayOf(newestFirst) })
      .from(orders)
      .where(ownOrderOf(unseenParam('userId', 'integer')))
      .prepare('orders_of_user_json');
  /**
   * The customers' pages asked for in one turn of the event loop, by any number of customers: each
   * page's ids come off the customer's (user, created) index, and the count of all their orders rides
   * along, so a page costs no round trip of its own.
   */
  const ownPageLoader = () => {
    const own = ownOrderOf(requestColumn('user_id'));
    const statement = pagesStatement(db, {
      name: 'orders_of_users_pages_json',
      perPage: [{ array: 'userIds', column: 'user_id' }],
      where: own,
      readOrder: newestFirst,
      order: newestFirst,
      total: db
        .select({ total: sql`count(*)::integer` })
        .from(orders)
        .where(own),
    });
    return loopTurnBatch<OwnPageRequest, OwnPage>(async (requests) => {
      const rows = await statement.execute({
        userIds: requests.map((request) => request.userId),
        limits: requests.map((request) => request.limit),
        offsets: requests.map((request) => request.offset),
      });
      return inRequestOrder(rows, requests.length, (row) => ({
        json: row?.json ?? '[]',
        total: row?.total ?? 0,
      }));
    }, PAGES_PER_STATEMENT);
  };
  const adminPages = new Map<string, DataLoader<PageBounds, string>>();
  /**
   * The admin's pages of one sort and filter asked for in one turn of the event loop. `readFrom: 'end'`
   * reads the page's ids off the index from its other end, for a page nearer the list's end than its
   * start; the page itself still comes out in the list's order.
   */
  const adminPageLoader = (
    sort: OrderSortField | undefined,
    order: 'asc' | 'desc',
    filter: OrderFilter,
    readFrom: 'start' | 'end',
  ) => {
    // Ties are broken by id in the same direction, which the sort column's index (column, id) serves.
    // By id alone, the list is the same as unsorted, and so is its statement (one name, one text).
    const orderingBy = (direction: 'asc' | 'desc') =>
      sql.join(
        [
          ...(sort && sort !== 'id' ? [sql`${sortColumns[sort]} ${sql.raw(direction)}`] : []),
          sql`${orders.id} ${sql.raw(direction)}`,
        ],
        sql`, `,
      );
    const reversed = order === 'asc' ? 'desc' : 'asc';
    const statement = pagesStatement(db, {
      name: `orders_pages_json_${sort ?? 'id'}_${order}${filter.refundRequested ? '_refund_requested' : ''}_from_${readFrom}`,
      perPage: [],
      where: filterSql(filter),
      readOrder: orderingBy(readFrom === 'start' ? order : reversed),
      order: orderingBy(order),
    });
    return loopTurnBatch<PageBounds, string>(async (pages) => {
      const rows = await statement.execute({
        limits: pages.map((page) => page.limit),
        offsets: pages.map((page) => page.offset),
      });
      return inRequestOrder(rows, pages.length, (row) => row?.json ?? '[]');
    }, PAGES_PER_STATEMENT);
  };

  return {
    /** Inserts the order and its items, and keeps the items' snapshot on the order. */
    async insert(
      order: Pick<
        OrderRow,
        | 'userId'
        | 'subtotal'
        | 'discountPaise'
        | 'promoCodeId'
        | 'promoCode'
        | 'tax'
        | 'totalItems'
        | 'shippingAddress'
        | 'paymentMethod'
        | 'payBy'
      >,
      items: NewOrderItem[],
    ): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
      const [inserted] = await db.insert(orders).values(order).returning({ id: orders.id });
      if (!inserted) throw new Error('order was not inserted');
      const itemRows = await db
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: inserted.id })))
        .returning();
      const [row] = await this.writeItemSnapshots([inserted.id]);
      if (!row) throw new Error('order was not inserted');
      return { row, items: itemRows.sort((a, b) => a.id - b.id) };
    },

    /** Writes the orders' item snapshots from their order_items rows (also for loaders of test data). */
    writeItemSnapshots(orderIds: number[]): Promise<OrderRow[]> {
      return db
        .update(orders)
        .set({ items: itemSnapshot })
        .where(inArray(orders.id, orderIds))
        .returning();
    },

    /** The same for every order with an id in [from, to], for loaders of large data sets. */
    async writeItemSnapshotsBetween(from: number, to: number): Promise<void> {
      await db
        .update(orders)
        .set({ items: itemSnapshot })
        .where(between(orders.id, from, to));
    },

    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The order, its row locked until the caller's transaction ends (refunds decide under it). */
    async findByIdForUpdate(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    findShippingAddresses(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: orders.id, address: orders.shippingAddress })
        .from(orders)
        .where(inArray(orders.id, ids));
    },

    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
    },

    /** The user's orders, newest first, as the API's JSON array. */
    async listJsonForUser(userId: number): Promise<string> {
      ownList ??= prepareOwnList();
      const [row] = await ownList.execute({ userId });
      return row?.json ?? '[]';
    },

    /** One page of the user's orders, newest first, as the API's JSON array, and how many they have. */
    pageJsonForUser(userId: number, page: { page: number; limit: number }): Promise<OwnPage> {
      ownPages ??= ownPageLoader();
      return ownPages.load({ userId, limit: page.limit, offset: (page.page - 1) * page.limit });
    },

    /**
     * One page of all orders as the API's JSON array. The count is not part of it: counted over the
     * page's rows, every order would be read and sorted in full, where the sort column's index serves
     * just the rows up to the page. Given the list's `total`, a page in its second half is read from
     * the index's other end, so the last page costs what the first does instead of a walk past every
     * order before it.
     */
    async pageJson(query: {
      sort: OrderSortField | undefined;
      order: 'asc' | 'desc';
      filter: OrderFilter;
      page: number;
      limit: number;
      total?: number;
    }): Promise<string> {
      const offset = (query.page - 1) * query.limit;
      const { total } = query;
      const fromEnd = total !== undefined && offset > total / 2;
      if (fromEnd && offset >= total) return '[]';
      const readFrom = fromEnd ? 'end' : 'start';
      const key = `${query.sort ?? 'id'} ${query.order} ${query.filter.refundRequested} ${readFrom}`;
      let pages = adminPages.get(key);
      if (!pages) {
        pages = adminPageLoader(query.sort, query.order, query.filter, readFrom);
        adminPages.set(key, pages);
      }
      // From the end, the page is the rows between total - offset - limit and total - offset.
      return pages.load(
        fromEnd
          ? {
              limit: Math.min(query.limit, total - offset),
              offset: Math.max(0, total - offset - query.limit),
            }
          : { limit: query.limit, offset },
      );
    },

    // Awaited here: Drizzle's count is a query builder that runs again every time it is awaited, so
    // a cache keeping it would keep nothing.
    count: async (filter?: OrderFilter): Promise<number> =>
      await db.$count(orders, filter && filterSql(filter)),

    /**
     * Per customer: how many orders they placed, what the paid ones came to after discounts (in paise),
     * and when they last ordered.
     */
    totalsOfCustomers(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: orders.userId,
          ordersCount: sql<number>`count(*)::integer`,
          paidPaise: sql<string>`coalesce(sum(${orders.totalPaise}::bigint) filter (where ${orders.paymentStatus} = 'received'), 0)`,
          lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
        })
        .from(orders)
        .where(inArray(orders.userId, userIds))
        .groupBy(orders.userId);
    },

    /** `paidAt`: when a payment recorded by this change was received (the app's clock). */
    async update(
      id: number,
      change: Partial<
        Pick<OrderRow, 'status' | 'paymentStatus' | 'cancelledBy' | 'paymentReference'>
      >,
      paidAt?: Date,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          ...change,
          // Paid once: the first time stays when it is recorded again; unpaid by hand forgets it.
          ...(change.paymentStatus === 'received' && {
            paidAt: sql`coalesce(${orders.paidAt}, ${paidAt ?? sql`now()`})`,
          }),
          ...(change.paymentStatus === 'pending' && { paidAt: null }),
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, id))
        .returning();
      return row;
    },

    /**
     * Records that the order's promo code use is counted; true only the first time, so a replayed
     * payment confirmation counts nothing.
     */
    async markPromoUseCounted(id: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ promoUseCounted: true })
        .where(
          and(eq(orders.id, id), isNotNull(orders.promoCodeId), eq(orders.promoUseCounted, false)),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Forgets that the order's code use is counted; the code it was of, or undefined when none was. */
    async unmarkPromoUse(id: number): Promise<number | undefined> {
      const [row] = await db
        .update(orders)
        .set({ promoUseCounted: false })
        .where(and(eq(orders.id, id), eq(orders.promoUseCounted, true)))
        .returning({ promoCodeId: orders.promoCodeId });
      return row?.promoCodeId ?? undefined;
    },

    /**
     * Waits, inside the caller's transaction, until no other placement for this customer is running,
     * so each placement sees the unpaid order the one before it committed.
     */
    async lockPlacementsOf(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PLACEMENT_LOCK}::int, ${userId}::int)`);
    },

    /**
     * Cancels the customer's unpaid orders that hold seats, as replaced; returns their ids and when
     * their payment windows close.
     */
    cancelUnpaidOf(userId: number): Promise<{ id: number; payBy: Date }[]> {
      return db
        .update(orders)
        .set({
          status: 'cancelled',
          seatsHeld: false,
          cancelledBy: 'replacement',
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'pending'),
            eq(orders.seatsHeld, true),
          ),
        )
        .returning({ id: orders.id, payBy: orders.payBy });
    },

    /** The seats the customer's unpaid orders hold (an unpaid order an admin marked dispatched too). */
    async unpaidSeatsOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ seats: sql<number>`coalesce(sum(${orders.totalItems}), 0)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.paymentStatus, 'pending'),
            eq(orders.seatsHeld, true),
          ),
        );
      return row?.seats ?? 0;
    },

    /** Cancels the order and reports whether this call is the one that ended its seat hold. */
    async cancelReleasingHold(
      id: number,
      cancelledBy: 'admin' | 'refund' = 'admin',
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'cancelled', seatsHeld: false, cancelledBy, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.seatsHeld, true)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /**
     * Marks a released order as holding seats again, its payment window closing at `payBy`; true when
     * this call made the change.
     */
    async resumeHold(id: number, payBy: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ seatsHeld: true, payBy, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.seatsHeld, false)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Cancels every unpaid pending order whose payment window closed before `now`; returns their ids. */
    async cancelUnpaidPast(now: Date): Promise<number[]> {
      const rows = await db
        .update(orders)
        .set({
          status: 'cancelled',
          seatsHeld: false,
          cancelledBy: 'expiry',
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'pending'),
            eq(orders.seatsHeld, true),
            lt(orders.payBy, now),
          ),
        )
        .returning({ id: orders.id });
      return rows.map((row) => row.id);
    },

    /**
     * The orders that hold the promo code, and how many of them are the customer's. An order holds its
     * code while it is not cancelled: paid and kept, or unpaid and open. A cancelled order holds
     * nothing, whether its payment went back or was never made. The customer's own unpaid orders count
     * only when `ownUnpaid` is 'counted': a placement replaces them, a late payment competes with them.
     */
    async promoHolders(
      promoCodeId: number,
      userId: number,
      ownUnpaid: 'counted' | 'replaced',
    ): Promise<{ total: number; ofCustomer: number }> {
      const holds = sql`${orders.status} <> 'cancelled'`;
      const counted =
        ownUnpaid === 'counted'
          ? holds
          : sql`${holds} and (${orders.paymentStatus} = 'received' or ${orders.userId} <> ${userId})`;
      const [row] = await db
        .select({
          total: sql<number>`(count(*) filter (where ${counted}))::int`,
          ofCustomer: sql<number>`(count(*) filter (where ${counted} and ${orders.userId} = ${userId}))::int`,
        })
        .from(orders)
        .where(eq(orders.promoCodeId, promoCodeId));
      return { total: row?.total ?? 0, ofCustomer: row?.ofCustomer ?? 0 };
    },

    /** Records the payment on the order; the row as it stands after the change. */
    async markPaymentReceived(
      id: number,
      paidAt: Date,
      paymentReference: string,
    ): Promise<OrderRow | undefined> {
      return this.update(id, { paymentStatus: 'received', paymentReference }, paidAt);
    },
  };
}
