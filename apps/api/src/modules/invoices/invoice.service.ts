// Tax invoices: issued with the payment that makes an order paid (or when an admin records it by hand),
// numbered without gaps per financial year, stored as issued, and printed as a PDF for the buyer, the
// admin and the confirmation e-mail; and the credit note that reverses one when its order is refunded.
import { istDay } from '@kaushal/shared';
import type { BusinessConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';
import {
  creditNoteNumber,
  financialYearOf,
  invoiceDocument,
  invoiceNumber,
  type InvoiceDocument,
  type InvoicedOrder,
} from './invoice.document';
import { invoicePdf } from './invoice.pdf';
import { invoiceRepository, type InvoiceKind } from './invoice.repository';

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

interface Serial {
  number: string;
  financialYear: string;
  issuedAt: Date;
}

/**
 * Numbers and stores a document of the order in its series, inside the caller's transaction, dated
 * `now`: the series' next number, and the document made for it.
 */
async function issue(
  tx: Database,
  orderId: number,
  kind: InvoiceKind,
  now: Date,
  documentFor: (serial: Serial) => InvoiceDocument,
): Promise<IssuedInvoice> {
  const financialYear = financialYearOf(now);
  const invoices = invoiceRepository(tx);
  const sequence = await invoices.nextSequence(kind, financialYear);
  const number = (kind === 'invoice' ? invoiceNumber : creditNoteNumber)(financialYear, sequence);
  const document = documentFor({ number, financialYear, issuedAt: now });
  await invoices.insert({
    orderId,
    kind,
    number,
    financialYear,
    sequence,
    issuedAt: now,
    document,
  });
  return { number, document };
}

/**
 * Issues the order's tax invoice inside the caller's transaction (the one recording its payment), dated
 * `now`. An order records one payment, so it is called once per order; were it called again, the
 * unique (order_id, kind) would refuse the second invoice and roll its number back with the transaction.
 */
export function issueInvoice(
  tx: Database,
  order: InvoicedOrder,
  business: BusinessConfig,
  now: Date,
): Promise<IssuedInvoice> {
  return issue(tx, Number(order.id), 'invoice', now, (serial) =>
    invoiceDocument(order, business, serial),
  );
}

/**
 * Issues the credit note that reverses the order's tax invoice in full, inside the caller's transaction
 * (the one recording the refund), dated `now`; undefined for an order that was never invoiced. The
 * unique (order_id, kind) keeps it to one per order.
 */
export async function issueCreditNote(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<IssuedInvoice | undefined> {
  const invoice = await invoiceRepository(tx).findOfOrder(orderId, 'invoice');
  if (!invoice) return undefined;
  return issue(tx, orderId, 'credit_note', now, ({ number, financialYear, issuedAt }) => ({
    ...invoice.document,
    number,
    financialYear,
    issuedAt: issuedAt.toISOString(),
    date: istDay(issuedAt),
    creditNote: { invoiceNumber: invoice.number, invoiceDate: invoice.document.date },
  }));
}

/** The order's tax invoice (or credit note) number, or null while it has none. */
export async function invoiceNumberOf(
  db: Database,
  orderId: number,
  kind: InvoiceKind = 'invoice',
): Promise<string | null> {
  return (await invoiceRepository(db).findOfOrder(orderId, kind))?.number ?? null;
}

/** The order's tax invoice (or credit note) as a PDF file, or undefined when the order has none. */
export async function invoiceFileOf(
  db: Database,
  orderId: number,
  kind: InvoiceKind = 'invoice',
): Promise<InvoiceFile | undefined> {
  const invoice = await invoiceRepository(db).findOfOrder(orderId, kind);
  return invoice && invoiceFile(invoice);
}

/** The invoice (or credit note) as the PDF file a customer downloads or receives by mail. */
export async function invoiceFile({ number, document }: IssuedInvoice): Promise<InvoiceFile> {
  return {
    // Slashes cannot be part of a file name.
    filename: `${document.creditNote ? 'credit-note' : 'invoice'}-${number.replaceAll('/', '-')}.pdf`,
    content: await invoicePdf(document),
    contentType: 'application/pdf',
  };
}
