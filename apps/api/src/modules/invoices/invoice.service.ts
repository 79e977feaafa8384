// Tax invoices: issued with the payment that makes an order paid, numbered without gaps per financial
// year, stored as issued, and printed as a PDF for the buyer, the admin and the confirmation e-mail.
import type { BusinessConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';
import {
  financialYearOf,
  invoiceDocument,
  invoiceNumber,
  type InvoiceDocument,
  type InvoicedOrder,
} from './invoice.document';
import { invoicePdf } from './invoice.pdf';
import { invoiceRepository } from './invoice.repository';

export type { InvoicedOrder };
// The orders module lists each order's invoice number from this, in the query that builds its lists.
export { invoiceNumberOfOrderSql } from './invoice.repository';

/** The PDF as a file to download or attach to a mail. */
export interface InvoiceFile extends MailAttachment {
  content: Buffer;
}

export interface IssuedInvoice {
  number: string;
  document: InvoiceDocument;
}

/**
 * Issues the order's tax invoice inside the caller's transaction (the one recording its payment), dated
 * `now`. An order records one payment, so it is called once per order; were it called again, the
 * unique (order_id, kind) would refuse the second invoice and roll its number back with the transaction.
 */
export async function issueInvoice(
  tx: Database,
  order: InvoicedOrder,
  business: BusinessConfig,
  now: Date,
): Promise<IssuedInvoice> {
  const invoices = invoiceRepository(tx);
  const orderId = Number(order.id);
  const financialYear = financialYearOf(now);
  const sequence = await invoices.nextSequence('invoice', financialYear);
  const number = invoiceNumber(financialYear, sequence);
  const document = invoiceDocument(order, business, { number, financialYear, issuedAt: now });
  await invoices.insert({
    orderId,
    kind: 'invoice',
    number,
    financialYear,
    sequence,
    issuedAt: now,
    document,
  });
  return { number, document };
}

/** The order's tax invoice number, or null while it has none. */
export async function invoiceNumberOf(db: Database, orderId: number): Promise<string | null> {
  return (await invoiceRepository(db).findOfOrder(orderId, 'invoice'))?.number ?? null;
}

/** The order's tax invoice as a PDF file, or undefined when the order has none. */
export async function invoiceFileOf(
  db: Database,
  orderId: number,
): Promise<InvoiceFile | undefined> {
  const invoice = await invoiceRepository(db).findOfOrder(orderId, 'invoice');
  return invoice && invoiceFile(invoice);
}

/** The invoice as the PDF file a customer downloads or receives by mail. */
export async function invoiceFile({ number, document }: IssuedInvoice): Promise<InvoiceFile> {
  return {
    // Slashes cannot be part of a file name.
    filename: `invoice-${number.replaceAll('/', '-')}.pdf`,
    content: await invoicePdf(document),
    contentType: 'application/pdf',
  };
}
