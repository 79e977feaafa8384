// Invoice queries: the serial counter per series and financial year, and the invoices themselves.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceCounters, invoices } from './invoices.tables';
import type { InvoiceDocument } from './invoice.document';

export type InvoiceKind = (typeof invoices.$inferSelect)['kind'];

/**
 * An order's tax invoice (or credit note) number, or null, as a subquery on the order's id: the order
 * lists built by the database carry it without a second query.
 */
export const invoiceNumberOfOrderSql = (
  orderId: SQL,
  kind: InvoiceKind = 'invoice',
): SQL<string | null> => {
  // Named in full: inside the orders' query an unqualified name could be read as the order's.
  const column = (name: string) => sql`${sql.identifier('invoices')}.${sql.identifier(name)}`;
  return sql`(select ${column('number')} from ${invoices} where ${column('order_id')} = ${orderId} and ${column('kind')} = ${sql.raw(`'${kind}'`)})`;
};

export function invoiceRepository(db: Database) {
  return {
    /**
     * The next number in the series, in one statement: the counter's row stays locked until the
     * caller's transaction ends, so concurrent payments take consecutive numbers, and a rolled-back
     * payment gives its number back.
     */
    async nextSequence(kind: InvoiceKind, financialYear: string): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ kind, financialYear, lastSequence: 1 })
        .onConflictDoUpdate({
          target: [invoiceCounters.kind, invoiceCounters.financialYear],
          set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
        })
        .returning({ lastSequence: invoiceCounters.lastSequence });
      if (!row) throw new Error('invoice counter was not advanced');
      return row.lastSequence;
    },

    async insert(row: {
      orderId: number;
      kind: InvoiceKind;
      number: string;
      financialYear: string;
      sequence: number;
      issuedAt: Date;
      document: InvoiceDocument;
    }): Promise<void> {
      await db.insert(invoices).values(row);
    },

    async findOfOrder(
      orderId: number,
      kind: InvoiceKind,
    ): Promise<{ number: string; document: InvoiceDocument } | undefined> {
      const [row] = await db
        .select({ number: invoices.number, document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
        .limit(1);
      return row && { number: row.number, document: row.document as InvoiceDocument };
    },
  };
}
