// The order's JSON, field by field, written once. The mapper (single orders, the order just placed) and
// the database's JSON (the order lists, and each order's snapshot of its items) are both made from it,
// so the two cannot say different things.
import type { Order, OrderItem, OrderRefund } from '@kaushal/shared';
import { sql, type SQL } from 'drizzle-orm';
import { encodingsOf, isoSql, jsonShape, qualified } from '../../db/json-shape';
import { orderItems, orders } from './orders.tables';
import { lastSessionEndSql } from '../catalogue/batch.service';
import { documentColumn } from './order-documents';
import { taxAnswer } from '../tax/order-tax.service';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

const item = encodingsOf(orderItems);

// The workshop as it stood when ordered, nested in its item: made from the item's own columns.
const orderItemProductShape = jsonShape<OrderItemRow, OrderItem['product']>({
  id: item.digits('productId'),
  title: item.same('title'),
  thumbnail: item.same('thumbnail'),
  brand: item.same('brand'),
  price: item.same('unitPrice'),
  discountPrice: item.same('unitPrice'),
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
  format: item.same('format'),
  accessDays: item.same('accessDays'),
});

/**
 * An order with its item rows, which single reads take from order_items, its documents (its tax
 * invoice's and credit note's numbers and its latest refund, order-documents.ts: the lists' SQL reads
 * them as columns joined in), and when its batches' last session ends, from modules/catalogue.
 */
export type OrderSource = OrderRow & {
  itemRows: readonly OrderItemRow[];
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  refund: OrderRefund | null;
  lastSessionEndsAt: Date | null;
};

/** An order that is unpaid and holds its seats: it has a payment window, until `payBy`. */
const awaitsPayment = (source: OrderRow) =>
  source.status === 'pending' && source.paymentStatus === 'pending' && source.seatsHeld;

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
  subtotal: order.same('subtotal'),
  discount: {
    read: (source) => source.discountPaise / 100,
    sql: sql`(${qualified(orders.discountPaise)} / 100.0)::float8`,
  },
  promoCode: order.same('promoCode'),
  totalAmount: {
    read: (source) => source.totalPaise / 100,
    sql: sql`(${qualified(orders.totalPaise)} / 100.0)::float8`,
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
    sql: documentColumn('invoice_number'),
  },
  paidAt: order.isoTimeOrNull('paidAt'),
  paymentReference: order.same('paymentReference'),
  creditNoteNumber: {
    read: (source) => source.creditNoteNumber,
    sql: documentColumn('credit_note_number'),
  },
  refund: {
    read: (source) => source.refund,
    sql: documentColumn('refund'),
  },
  payBy: {
    read: (source) => (awaitsPayment(source) ? source.payBy.toISOString() : null),
    sql: isoSql(sql`case when ${qualified(orders.status)} = 'pending'
      and ${qualified(orders.paymentStatus)} = 'pending' and ${qualified(orders.seatsHeld)}
      then ${qualified(orders.payBy)} end`),
  },
  lastSessionEndsAt: {
    read: (source) => source.lastSessionEndsAt?.toISOString() ?? null,
    sql: isoSql(
      lastSessionEndSql(
        sql`select ${qualified(orderItems.batchId)} from ${orderItems}
          where ${qualified(orderItems.orderId)} = ${qualified(orders.id)}`,
      ),
    ),
  },
  createdAt: order.isoTime('createdAt'),
  updatedAt: order.isoTime('updatedAt'),
});
