// The tables modules/invoices owns: tax invoices, credit notes and their serial counters.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { orders } from '../orders/orders.tables';

/**
 * Owned by modules/invoices: a tax invoice (for a paid order) or a credit note (for its refund), with
 * its serial number and the facts it states as issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    // e.g. KSH/2026-27/000123 (at most 16 characters, CGST Rules rule 46).
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    // What the document states (supplier, recipient, lines, totals), so a reprint never changes.
    document: jsonb('document').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    uniqueIndex('invoices_order_kind_unique').on(table.orderId, table.kind),
    uniqueIndex('invoices_series_unique').on(table.kind, table.financialYear, table.sequence),
    check('invoices_kind_known', sql`${table.kind} in ('invoice', 'credit_note')`),
  ],
);

/** Owned by modules/invoices: the last serial number given in each series and financial year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [uniqueIndex('invoice_counters_unique').on(table.kind, table.financialYear)],
);
