// The tables modules/catalogue owns: workshops, their batches, slugs and search words.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { workshopFormats } from '@kaushal/shared/constants';
import { id, createdAt, updatedAt, textList, tsvector } from '../../db/columns';

/** The short texts a misspelt search word is compared with by trigrams (pg_trgm): docs/decisions/0022. */
export const productSearchWords = (table: {
  title: AnyPgColumn;
  category: AnyPgColumn;
  brand: AnyPgColumn;
  highlights: AnyPgColumn;
}): SQL =>
  sql`(${table.title} || ' ' || ${table.category} || ' ' || ${table.brand} || ' ' || ${table.highlights}::text)`;

/** Owned by modules/catalogue (stock is the workshop's seats). */
export const products = pgTable(
  'products',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    fullDescription: text('full_description').notNull().default(''),
    thumbnail: text('thumbnail').notNull(),
    images: textList('images'),
    price: integer('price').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    // Derived by the database so that no writer can store a selling price that disagrees with the list price.
    discountPrice: integer('discount_price')
      .notNull()
      .generatedAlwaysAs(sql`round(price * (100 - discount_percentage) / 100.0)::integer`),
    stock: integer('stock').notNull(),
    // How it is taught (live, self-paced, hybrid); a self-paced one sells through a standing batch
    // whose seats do not run out (docs/decisions/0072).
    format: text('format', { enum: workshopFormats }).notNull().default('live'),
    // Self-paced: days of access from purchase; null for life.
    accessDays: integer('access_days'),
    // When the soonest batch that takes enrolments and has a seat left starts (null: none is dated),
    // kept with `stock`, so the list sorts by start off an index (docs/decisions/0040).
    nextStartAt: timestamp('next_start_at', { withTimezone: true }),
    // The modes (online, offline) of the batches that take enrolments and have a seat left, kept with
    // `stock`, so the mode filter and its count read the product row instead of its batches.
    openModes: text('open_modes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brand: text('brand').notNull().default('Workshop'),
    category: text('category').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    highlights: textList('highlights'),
    productDetails: textList('product_details'),
    whyEnroll: textList('why_enroll'),
    // The public page's address (/workshops/:slug), made from the title; every slug it ever had stays
    // in product_slugs, so an old address redirects to the current one.
    slug: text('slug').notNull(),
    // What full-text search reads, kept by the database, weighted so a title outranks a category or
    // brand, which outrank the description and highlights, which outrank the full description
    // (docs/decisions/0022). Stored, so matching and ranking read it instead of re-parsing the texts.
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A')
          || setweight(to_tsvector('english', category || ' ' || brand), 'B')
          || setweight(to_tsvector('english', description) || to_tsvector('english', highlights), 'C')
          || setweight(to_tsvector('english', full_description), 'D')`,
      ),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_price_range', sql`${table.price} between 1 and 10000000`),
    check('products_discount_range', sql`${table.discountPercentage} between 0 and 100`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_rating_range', sql`${table.rating} between 0 and 5`),
    check('products_format_known', sql`${table.format} in ('live', 'self-paced', 'hybrid')`),
    check(
      'products_access_days_self_paced',
      sql`${table.accessDays} is null or (${table.format} = 'self-paced' and ${table.accessDays} between 1 and 3650)`,
    ),
    index('products_category_idx').on(table.category),
    // The filter options (brands, categories) skip along these from one value to the next, and a
    // count by category, brand and price reads the first alone.
    index('products_offered_facets_idx')
      .on(table.category, table.brand, table.discountPrice)
      .where(sql`not ${table.deleted}`),
    index('products_offered_brand_idx')
      .on(table.brand)
      .where(sql`not ${table.deleted}`),
    index('products_brand_idx').on(table.brand),
    index('products_created_at_idx').on(table.createdAt),
    // Shoppers' sorts over the offered workshops, each with the id that breaks its ties, then the
    // columns the list filters on: a page's ids are read off the index alone in either direction,
    // filters checked on the way, whatever the catalogue's size (docs/decisions/0040); and a count
    // within a price band reads the price's index alone, modes included.
    ...(
      [
        ['price', [table.price, table.id]],
        ['discount_price', [table.discountPrice, table.id]],
        ['rating', [table.rating, table.id]],
        ['title', [table.title, table.id]],
        ['created_at', [table.createdAt, table.id]],
        ['next_start', [table.nextStartAt, table.id]],
        ['next_start_desc', [sql`${table.nextStartAt} desc nulls last`, sql`${table.id} desc`]],
        ['id', [table.id]],
      ] as const
    ).flatMap(([name, sort]) => [
      index(`products_offered_${name}_idx`)
        .on(
          sort[0],
          ...sort.slice(1),
          ...[table.category, table.brand, table.discountPrice, table.openModes].filter(
            (column) => column !== sort[0],
          ),
        )
        .where(sql`not ${table.deleted}`),
      // The same sort within one category, as shoppers mostly browse: read from the category's first
      // entry, a page costs its own entries, not the other categories' ones skipped on the way
      // (at 100,000 workshops, 0.5 ms a page on average and up to 8 ms before, 0.04 ms after).
      index(`products_offered_category_${name}_idx`)
        .on(
          table.category,
          sort[0],
          ...sort.slice(1),
          ...[table.brand, table.discountPrice, table.openModes].filter(
            (column) => column !== sort[0],
          ),
        )
        .where(sql`not ${table.deleted}`),
    ]),
    uniqueIndex('products_slug_unique').on(table.slug),
    index('products_search_idx').using('gin', table.searchDocument),
    index('products_search_words_idx').using('gin', sql`${productSearchWords(table)} gin_trgm_ops`),
  ],
);

/** Owned by modules/catalogue: every slug a product has had, its current one included. */
export const productSlugs = pgTable(
  'product_slugs',
  {
    slug: text('slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('product_slugs_product_idx').on(table.productId)],
);

/**
 * Owned by modules/catalogue: the words shoppers name workshops by (of titles, categories, brands and
 * highlights; letters only, three or more), which a misspelt search word is corrected to by trigrams
 * (docs/decisions/0041). Kept by triggers on products (migration 0018); a word is never taken out, so a
 * correction may name a word no offered workshop holds any more, which then simply finds nothing.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  { word: text('word').primaryKey() },
  (table) => [index('catalogue_words_trgm_idx').using('gist', sql`${table.word} gist_trgm_ops`)],
);

/** One sitting of a batch, stored in UTC as ISO strings. */
export interface BatchSessionRow {
  startsAt: string;
  endsAt: string;
}

/**
 * Owned by modules/catalogue: a workshop's runs (cohorts), each with its own seats. A product's `stock`
 * is kept equal to the seats left over its open batches (not closed, enrolment deadline not passed), in
 * the same transaction as every change of a batch's seats.
 */
export const batches = pgTable(
  'batches',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['online', 'offline'] })
      .notNull()
      .default('online'),
    venue: text('venue'),
    sessions: jsonb('sessions')
      .$type<BatchSessionRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The first session's start, beside the list for sorting and filtering; null while the dates are
    // to be announced.
    startsAt: timestamp('starts_at', { withTimezone: true }),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    // Null: enrolment stays open until the batch is closed.
    enrolmentClosesAt: timestamp('enrolment_closes_at', { withTimezone: true }),
    // Shown only to enrolled learners.
    joiningLink: text('joining_link'),
    // The share of sessions a learner must attend to be given a certificate.
    attendancePercentRequired: integer('attendance_percent_required').notNull().default(75),
    closed: boolean('closed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('batches_seats_range', sql`${table.seatsTaken} between 0 and ${table.capacity}`),
    check('batches_mode_known', sql`${table.mode} in ('online', 'offline')`),
    check(
      'batches_attendance_percent_range',
      sql`${table.attendancePercentRequired} between 0 and 100`,
    ),
    index('batches_product_starts_idx').on(table.productId, table.startsAt),
    index('batches_starts_idx').on(table.startsAt),
    // The stock refresh finds the batches whose enrolment deadline just passed (stock-refresh.job.ts).
    index('batches_enrolment_closes_idx').on(table.enrolmentClosesAt),
  ],
);
