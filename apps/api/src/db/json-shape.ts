// A JSON object said once, field by field, for both of its writers: the process, reading a row, and the
// database, building the same JSON in a statement (the order lists, the shoppers' workshops), so the two
// cannot say different things.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** One field: how the process reads it off a row, and the same value as the database writes it. */
interface Field<Row, Value> {
  read(row: Row): Value;
  sql: SQL;
}

type KeysOf<Row, Value> = { [K in keyof Row]: Row[K] extends Value ? K : never }[keyof Row] &
  string;

// Named in full: Drizzle leaves columns unqualified inside some statements' SQL.
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

export const isoSql = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The ways a column becomes a JSON value, each said once for the process and for the database. `Row`
 * is what the process reads them off: the table's row, or a read that carries more or fewer columns.
 */
export function encodingsOf<Table extends PgTable, Row extends object = Table['$inferSelect']>(
  table: Table,
) {
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
export function jsonShape<Source, Shape>(fields: {
  [K in keyof Shape]-?: Field<Source, Shape[K]>;
}) {
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
