// Column builders the modules' tables share (see each module's *.tables.ts).
import { sql } from 'drizzle-orm';
import { customType, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const textList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** PostgreSQL's full-text document type; the database reads it, catalogue reads leave it out. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes kept in the row: a video's key, and batch materials not yet moved to the storage. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
