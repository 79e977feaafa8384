// The order lists as the API sends them: pages of a customer's orders and of all orders, each a JSON
// array the database writes from orderShape, with each order's documents joined in (order-documents.ts).
import type DataLoader from 'dataloader';
import { sql, type SQL, type SQLWrapper, and, eq } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { qualified } from '../../db/json-shape';
import { unseenParam } from '../../db/unseen-param';
import { loopTurnBatch } from '../../lib/loop-turn-batch';
import { orders } from './orders.tables';
import { ordersWithDocuments, type OrderDocuments } from './order-documents';
import { orderShape, type OrderSource } from './order.shape';

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
const filterSql = (documents: OrderDocuments, filter: OrderFilter): SQL | undefined =>
  filter.refundRequested ? documents.refundRequested(qualified(orders.id)) : undefined;

/**
 * The orders (of a query FROM ordersWithDocuments) as one JSON array in `ordering`, built by the database from orderShape (the mapper's own
 * definition) and sent as text, so the process never parses it and the database does the work on the
 * other core.
 */
const jsonArrayOf = (ordering: SQL) =>
  sql<string>`coalesce(json_agg(${orderShape.sql} order by ${ordering}), '[]'::json)::text`;

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
  documents: OrderDocuments,
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
    .from(ordersWithDocuments(documents))
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

export function orderListRepository(db: Database, documents: OrderDocuments) {
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
      .from(ordersWithDocuments(documents))
      .where(ownOrderOf(unseenParam('userId', 'integer')))
      .prepare('orders_of_user_json');
  /**
   * The customers' pages asked for in one turn of the event loop, by any number of customers: each
   * page's ids come off the customer's (user, created) index, and the count of all their orders rides
   * along, so a page costs no round trip of its own.
   */
  const ownPageLoader = () => {
    const own = ownOrderOf(requestColumn('user_id'));
    const statement = pagesStatement(db, documents, {
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
    const statement = pagesStatement(db, documents, {
      name: `orders_pages_json_${sort ?? 'id'}_${order}${filter.refundRequested ? '_refund_requested' : ''}_from_${readFrom}`,
      perPage: [],
      where: filterSql(documents, filter),
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
    /** The order's documents (order-documents.ts), as its JSON states them. */
    async documentsOf(
      id: number,
    ): Promise<Pick<OrderSource, 'invoiceNumber' | 'creditNoteNumber' | 'refund'>> {
      const orderId = sql`${id}::integer`;
      const [row] = await rowsOf<
        Pick<OrderSource, 'invoiceNumber' | 'creditNoteNumber' | 'refund'>
      >(
        db,
        sql`select ${documents.invoiceNumber(orderId)} as "invoiceNumber",
          ${documents.creditNoteNumber(orderId)} as "creditNoteNumber",
          ${documents.refund(orderId)} as "refund"`,
      );
      return row ?? { invoiceNumber: null, creditNoteNumber: null, refund: null };
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
      await db.$count(orders, filter && filterSql(documents, filter)),
  };
}

export type OrderListRepository = ReturnType<typeof orderListRepository>;
