// An order's documents as the order lists join them in (orders/order-documents.ts): the SQL of
// modules/invoices and modules/refunds, which sit above orders, handed to it by the composition root.
import { invoiceNumberOfOrderSql } from '../invoices/invoice.service';
import type { OrderDocuments } from '../orders/order.service';
import { refundOfOrderSql, refundRequestedSql } from '../refunds/refund.service';

export const orderDocuments: OrderDocuments = {
  invoiceNumber: (orderId) => invoiceNumberOfOrderSql(orderId),
  creditNoteNumber: (orderId) => invoiceNumberOfOrderSql(orderId, 'credit_note'),
  refund: refundOfOrderSql,
  refundRequested: refundRequestedSql,
};
