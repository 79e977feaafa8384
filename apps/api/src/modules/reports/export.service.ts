// The admin's CSV exports of orders and customers, streamed a page of rows at a time.
import { IST_OFFSET_MS, nationalMobile, type OrderItem } from '@kaushal/shared';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { csvStream, rupeesText, type CsvColumn } from '../../lib/csv';
import {
  EXPORT_PAGE_SIZE,
  exportRepository,
  type CustomerExportRow,
  type OrderExportRow,
  type OrderCursor,
  type OrderExportSort,
} from './export.repository';

/** An instant as IST wall-clock time, "2026-11-24 09:05", which spreadsheets read as a date-time. */
const istTime = (instant: Date | null): string =>
  instant
    ? new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
    : '';

/** Reads page after page until one comes back short, each page starting where the last one ended. */
async function* allPages<Row, Cursor>(
  read: (after: Cursor | undefined) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
): AsyncGenerator<Row> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    after = cursorOf(last);
  }
}

/** The GST in an order's amount, line by line summed, in paise. */
function taxTotals(row: OrderExportRow) {
  const lines = row.tax?.lines ?? [];
  const sum = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    lines.reduce((total, line) => total + line[field], 0);
  return {
    taxable: sum('taxablePaise'),
    cgst: sum('cgstPaise'),
    sgst: sum('sgstPaise'),
    igst: sum('igstPaise'),
  };
}

const itemsText = (items: unknown) =>
  (items as OrderItem[])
    .map(({ title, batch, quantity }) => `${title} (${batch.name}) × ${quantity}`)
    .join('; ');

const taxCell =
  (field: keyof ReturnType<typeof taxTotals>) =>
  (row: OrderExportRow): string =>
    row.tax ? rupeesText(taxTotals(row)[field]) : '';

const orderColumns: CsvColumn<OrderExportRow>[] = [
  { header: 'Order', cell: (row) => String(row.id) },
  { header: 'Placed (IST)', cell: (row) => istTime(row.createdAt) },
  { header: 'Paid (IST)', cell: (row) => istTime(row.paidAt) },
  { header: 'Customer', cell: (row) => row.customerName ?? row.shippingAddress.name },
  { header: 'Customer e-mail', cell: (row) => row.customerEmail },
  {
    header: 'Phone',
    cell: (row) => (row.shippingAddress.phone ? nationalMobile(row.shippingAddress.phone) : ''),
  },
  { header: 'GSTIN', cell: (row) => row.shippingAddress.gstin ?? '' },
  { header: 'Workshops', cell: (row) => itemsText(row.items) },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Payment status', cell: (row) => row.paymentStatus },
  { header: 'Payment method', cell: (row) => row.paymentMethod },
  { header: 'Subtotal (₹)', cell: (row) => rupeesText(row.subtotal * 100) },
  { header: 'Promo code', cell: (row) => row.promoCode ?? '' },
  { header: 'Discount (₹)', cell: (row) => rupeesText(row.discountPaise) },
  { header: 'Amount payable (₹)', cell: (row) => rupeesText(row.totalPaise) },
  { header: 'Taxable value (₹)', cell: taxCell('taxable') },
  { header: 'CGST (₹)', cell: taxCell('cgst') },
  { header: 'SGST (₹)', cell: taxCell('sgst') },
  { header: 'IGST (₹)', cell: taxCell('igst') },
  { header: 'Payment reference', cell: (row) => row.paymentReference ?? '' },
  { header: 'Refund', cell: (row) => row.refund?.status ?? '' },
  {
    header: 'Refunded (₹)',
    cell: (row) =>
      row.refund?.status === 'processed' ? rupeesText(Math.round(row.refund.amount * 100)) : '',
  },
  { header: 'Credit note', cell: (row) => row.creditNoteNumber ?? '' },
];

const customerColumns: CsvColumn<CustomerExportRow>[] = [
  { header: 'Customer', cell: (row) => String(row.id) },
  { header: 'Name', cell: (row) => row.name ?? '' },
  { header: 'E-mail', cell: (row) => row.email },
  { header: 'Phone', cell: (row) => nationalMobile(row.phone ?? '') },
  { header: 'Paid orders', cell: (row) => row.paidOrders },
  { header: 'Lifetime value (₹)', cell: (row) => rupeesText(Number(row.lifetimePaise)) },
  { header: 'Joined (IST)', cell: (row) => istTime(row.createdAt) },
];

export function exportService(db: Database) {
  const repository = exportRepository(db);
  return {
    /** Every order in the admin list's order (newest first unless another sort is asked for). */
    ordersCsv(
      sort: OrderExportSort | undefined,
      order: 'asc' | 'desc',
      refundRequested = false,
    ): Readable {
      return csvStream(
        orderColumns,
        allPages(
          (after: OrderCursor | undefined) =>
            repository.ordersAfter(sort ?? 'id', order, refundRequested, after),
          (row) => ({ key: row.sortKey, id: row.id }),
        ),
      );
    },

    /** Every shopper's account whose name, e-mail or phone contains `q` (all without), oldest first. */
    customersCsv(q?: string): Readable {
      return csvStream(
        customerColumns,
        allPages(
          (after: number | undefined) => repository.customersAfter(after ?? 0, q),
          (row) => row.id,
        ),
      );
    },
  };
}
