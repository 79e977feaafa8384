// The order's JSON, field by field, written once. The mapper (single orders, the order just placed) and
// the database's JSON (the order lists, and each order's snapshot of its items) are both made from it,
// so the two cannot say different things.
import type { Order, OrderItem, OrderRefund } from '@kaushal/shared';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../../db/schema';
import { invoiceNumberOfOrderSql } from '../invoices/invoice.service';
import { refundOfOrderSql } from '../refunds/refund.service';
import { taxAnswer } from './order-tax.service';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** One field: how the process reads it off a row, and the same value as the database writes it. */
interface Field<Row, Value> {
  read(row: Row): Value;
  sql: SQL;
}

type KeysOf<Row, Value> = { [K in keyof Row]: Row[K] extends Value ? K : never }[keyof Row] &
  string;

// Named in full: Drizzle leaves columns unqualified inside some statements' SQL.
const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const isoSql = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The ways a column becomes a JSON value, each said once for the process and for the database. */
function encodingsOf<Table extends PgTable>(table: Table) {
  type Row = Table['$inferSelect'];
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const column = (key: string) => qualified(columns[key] as PgColumn);
  return {
    /** Written alike by both: text, numbers, enums, JSON columns. */
    same: <K extends keyof Row & string>(key: K): Field<Row, Row[K]> => ({
      read: (row) => row[key],
      sql: column(key),
    }),
    /** A number sent as its digits, as ids are. */
    digits: <K extends KeysOf<Row, number>>(key: K): Field<Row, string> => ({
      read: (row) => String(row[key]),
      sql: sql`${column(key)}::text`,
    }),
    /** A timestamp as `Date.prototype.toISOString` writes it. */
    isoTime: <K extends KeysOf<Row, Date>>(key: K): Field<Row, string> => ({
      read: (row) => (row[key] as Date).toISOString(),
      sql: isoSql(column(key)),
    }),
    /** A timestamp that may be missing: null, or as isoTime writes it (to_char of null is null). */
    isoTimeOrNull: <K extends KeysOf<Row, Date | null>>(key: K): Field<Row, string | null> => ({
      read: (row) => (row[key] as Date | null)?.toISOString() ?? null,
      sql: isoSql(column(key)),
    }),
  };
}

/** A JSON object's fields in order: read as an object by the process, built by `json_build_object`. */
function jsonShape<Source, Shape>(fields: { [K in keyof Shape]-?: Field<Source, Shape[K]> }) {
  const entries = Object.entries<Field<Source, unknown>>(fields);
  return {
    read(source: Source): Shape {
      return Object.fromEntries(entries.map(([key, field]) => [key, field.read(source)])) as Shape;
    },
    // The keys are this file's own identifiers, so they are written into the SQL as literals (a
    // prepared statement cannot type a parameter used as a json_build_object key).
    sql: sql`json_build_object(${sql.join(
      entries.map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field.sql}`),
      sql`, `,
    )})`,
  };
}

const item = encodingsOf(orderItems);

// The workshop as it stood when ordered, nested in its item: made from the item's own columns.
const orderItemProductShape = jsonShape<OrderItemRow, OrderItem['product']>({
  id: item.digits('productId'),
  title: item.same('title'),
  thumbnail: item.same('thumbnail'),
  brand: item.same('brand'),
  price: item.same('unitPrice'),
});

export const orderItemShape = jsonShape<OrderItemRow, OrderItem>({
  id: item.digits('id'),
  product: orderItemProductShape,
  title: item.same('title'),
  thumbnail: item.same('thumbnail'),
  brand: item.same('brand'),
  price: item.same('unitPrice'),
  quantity: item.same('quantity'),
  batch: item.same('batch'),
});

/**
 * An order with its item rows, which single reads take from order_items, its tax invoice's and credit
 * note's numbers, which they take from modules/invoices, and its latest refund, from modules/refunds.
 */
export type OrderSource = OrderRow & {
  itemRows: readonly OrderItemRow[];
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  refund: OrderRefund | null;
};

const order = encodingsOf(orders);

/**
 * What taxAnswer makes of the recorded tax, written by the database: the lines' sums in rupees
 * (trim_scale writes 2541.53 and 2541, as JavaScript does), null for an order recorded without it.
 */
function taxSql(tax: SQL): SQL {
  const rupees = (paise: SQL) => sql`trim_scale(sum(${paise}) / 100.0)`;
  return sql`(select case when ${tax} is null then null else json_build_object(
    'ratePercent', ${tax} -> 'ratePercent',
    'intraState', ${tax} ->> 'supplierStateCode' = ${tax} ->> 'placeOfSupplyStateCode',
    'taxable', ${rupees(sql`line."taxablePaise"`)},
    'cgst', ${rupees(sql`line."cgstPaise"`)},
    'sgst', ${rupees(sql`line."sgstPaise"`)},
    'igst', ${rupees(sql`line."igstPaise"`)},
    'total', ${rupees(sql`line."taxablePaise" + line."cgstPaise" + line."sgstPaise" + line."igstPaise"`)}
  ) end from jsonb_to_recordset(${tax} -> 'lines')
    as line("taxablePaise" bigint, "cgstPaise" bigint, "sgstPaise" bigint, "igstPaise" bigint))`;
}

export const orderShape = jsonShape<OrderSource, Order>({
  id: order.digits('id'),
  status: order.same('status'),
  paymentStatus: order.same('paymentStatus'),
  paymentMethod: order.same('paymentMethod'),
  // Cancelled with the money received: a refund is owed (an automatic one is under way, or failed).
  needsRefund: {
    read: (source) => source.status === 'cancelled' && source.paymentStatus === 'received',
    sql: sql`(${qualified(orders.status)} = 'cancelled' and ${qualified(orders.paymentStatus)} = 'received')`,
  },
  // Lists read the order's snapshot of its items, which is made by orderItemShape.sql when the items
  // are inserted (order.repository.ts); single reads map the rows with orderItemShape.read.
  items: {
    read: (source) => source.itemRows.map((row) => orderItemShape.read(row)),
    sql: qualified(orders.items),
  },
  totalAmount: order.same('totalAmount'),
  discount: {
    read: (source) => source.discountPaise / 100,
    sql: sql`(${qualified(orders.discountPaise)} / 100.0)::float8`,
  },
  tax: {
    read: (source) => source.tax && taxAnswer(source.tax),
    sql: taxSql(qualified(orders.tax)),
  },
  totalItems: order.same('totalItems'),
  user: order.digits('userId'),
  selectedAddress: order.same('shippingAddress'),
  invoiceNumber: {
    read: (source) => source.invoiceNumber,
    sql: invoiceNumberOfOrderSql(qualified(orders.id)),
  },
  paidAt: order.isoTimeOrNull('paidAt'),
  creditNoteNumber: {
    read: (source) => source.creditNoteNumber,
    sql: invoiceNumberOfOrderSql(qualified(orders.id), 'credit_note'),
  },
  refund: {
    read: (source) => source.refund,
    sql: refundOfOrderSql(qualified(orders.id)),
  },
  createdAt: order.isoTime('createdAt'),
  updatedAt: order.isoTime('updatedAt'),
});
