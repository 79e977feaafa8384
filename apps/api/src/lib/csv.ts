// CSV files for spreadsheets (RFC 4180 by csv-stringify): a byte-order mark so Excel reads UTF-8, rows
// written as they are read, every text cell quoted, and no text a spreadsheet would run as a formula.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A column: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number;
}

/**
 * Text a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return that some strip
 * before reading) gets an apostrophe, which spreadsheets show as "this is text": at the cell's start,
 * and after every , ; | or tab inside it, since a spreadsheet that splits on that character would start
 * a cell there (OWASP's CSV injection guidance). Numbers are written as they are: never a formula.
 */
export const neutraliseFormula = (text: string): string =>
  text.replace(/(^|[,;|\t])(?=[=+\-@\t\r])/g, "$1'");

/** Paise as rupees with two decimals, in whole numbers only ("1234.50"). */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The rows as a CSV stream: a heading row, then one line per row as `rows` yields it, so a long
 * export is never held whole in memory. An error while reading ends the stream with that error.
 */
export function csvStream<Row>(
  columns: CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): Readable {
  async function* records() {
    for await (const row of rows) yield columns.map((column) => column.cell(row));
  }
  return pipeline(
    Readable.from(records()),
    stringify({
      bom: true,
      header: true,
      columns: columns.map((column) => column.header),
      record_delimiter: 'windows',
      // Every text cell in quotes: one cell to any spreadsheet, whichever separator it splits on.
      quoted_string: true,
      cast: { string: neutraliseFormula },
    }),
    // Errors reach the reply through the returned stream, which pipeline destroys with them.
    () => {},
  );
}

/** A CSV route's answer: text, streamed, so there is no JSON to check. */
export const csvResponse = { 200: z.instanceof(Readable) };

/** Sends a CSV file, for the browser to save as `name`.csv. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}
