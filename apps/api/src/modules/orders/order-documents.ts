// What the modules above orders keep of an order, which its JSON states: its tax invoice's and credit
// note's numbers (modules/invoices) and its latest refund (modules/refunds). Those modules name the orders
// table in their foreign keys, so orders does not import them: the composition root hands their SQL in
// (modules/workflows/order-documents.ts, services.ts), and the order lists join it in.
import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/json-shape';
import { orders } from './orders.tables';

/** Each document as SQL of the order's id. */
export interface OrderDocuments {
  /** The number of the order's tax invoice, or null while it has none. */
  invoiceNumber(orderId: SQL): SQL;
  /** The number of the credit note that reversed it, or null. */
  creditNoteNumber(orderId: SQL): SQL;
  /** Its latest refund as the order's JSON writes it, or null. */
  refund(orderId: SQL): SQL;
  /** Whether a refund of it awaits the admin's decision: the admin's filter of the list. */
  refundRequested(orderId: SQL): SQL;
}

/** The name the documents' columns go by in a query of orders (order.shape.ts reads them there). */
export const DOCUMENTS = 'order_documents';

/** `orders` beside each order's documents, as columns of DOCUMENTS: the FROM of the order lists. */
export const ordersWithDocuments = (documents: OrderDocuments): SQL => {
  const id = qualified(orders.id);
  return sql`${orders} left join lateral (select
      ${documents.invoiceNumber(id)} as invoice_number,
      ${documents.creditNoteNumber(id)} as credit_note_number,
      ${documents.refund(id)} as refund
    ) as ${sql.identifier(DOCUMENTS)} on true`;
};

/** A column of DOCUMENTS. */
export const documentColumn = (name: 'invoice_number' | 'credit_note_number' | 'refund'): SQL =>
  sql`${sql.identifier(DOCUMENTS)}.${sql.identifier(name)}`;
