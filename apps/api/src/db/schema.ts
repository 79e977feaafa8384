// The database schema: one definition for PGlite and PostgreSQL, with the constraints that protect the data.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

// Each table is read and written only by the repository of the module that owns it
// (docs/decisions/0005-modules-own-their-tables.md); the owner is named above each table.

/** PostgreSQL's full-text document type; the database reads it, catalogue reads leave it out. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes kept in the row (batch materials), so every instance serves them without shared disk. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

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

/**
 * Owned by modules/waitlist: a shopper waiting for seats of a sold-out workshop, e-mailed once when
 * seats open again or a batch is added.
 */
export const seatAlerts = pgTable(
  'seat_alerts',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // SHA-256 of the unsubscribe link's token.
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    // One waiting alert per address and workshop; a notified one may be followed by a new one.
    uniqueIndex('seat_alerts_waiting_unique')
      .on(table.productId, table.email)
      .where(sql`${table.notifiedAt} is null`),
    uniqueIndex('seat_alerts_token_unique').on(table.unsubscribeTokenHash),
  ],
);

/** Owned by modules/users. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    // A mobile number as +91 and ten digits, or null when not given.
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_normalised', sql`${table.email} = lower(btrim(${table.email}))`),
    check('users_role_known', sql`${table.role} in ('user', 'admin')`),
    check('users_phone_normalised', sql`${table.phone} ~ '^\\+91[6-9][0-9]{9}$'`),
    // The admins, locked together whenever a role changes (modules/users), read through this index.
    index('users_role_idx').on(table.role),
  ],
);

/** Owned by modules/sessions. */
export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Owned by modules/auth. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  // One live token per user: a newer request replaces the older one.
  (table) => [uniqueIndex('password_reset_tokens_user_unique').on(table.userId)],
);

/**
 * Owned by modules/auth: the networks (an IPv4 address, an IPv6 /64) each account has signed in from,
 * so that while the account is being guessed at a password from one of them still signs in.
 */
export const signInNetworks = pgTable(
  'sign_in_networks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sign_in_networks_unique').on(table.userId, table.network)],
);

/**
 * Owned by modules/auth: one-time sign-in links mailed to an account's owner when its password was
 * given from a new network while the account is being guessed at. Several may be live; using one
 * spends them all.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the link's token.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sign_in_links_token_unique').on(table.tokenHash),
    index('sign_in_links_user_idx').on(table.userId),
  ],
);

/**
 * Owned by modules/auth: when the owner was last told that their account is being guessed at; the
 * row is claimed by a conditional upsert, so one warning goes out per day however many instances and
 * requests see the ceiling passed.
 */
export const signInWarnings = pgTable('sign_in_warnings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** Owned by modules/users (the address book). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    // A business buyer's GSTIN, printed on their tax invoices.
    gstin: text('gstin'),
    // Where the address stands in its book, as the account last sent the book: an edit keeps its place.
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId, table.position)],
);

/** Owned by modules/cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // The batch the seats are for; always one of the product's batches.
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_user_product_unique').on(table.userId, table.productId),
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 5`),
  ],
);

/** An order item's copy of its batch. */
export interface OrderedBatch {
  id: string;
  name: string;
  mode: 'online' | 'offline';
  venue: string | null;
  sessions: BatchSessionRow[];
}

export interface ShippingAddress {
  id?: string;
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pinCode: string;
  /** The buyer's GSTIN, when they bought as a business. */
  gstin?: string;
}

/** Owned by modules/orders. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'dispatched', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', { enum: ['pending', 'received', 'refunded'] })
      .notNull()
      .default('pending'),
    // When the payment was received (by the provider or recorded by an admin); kept once refunded.
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: ['card', 'upi'] })
      .notNull()
      .default('card'),
    // What the seats cost at their prices, in whole rupees, before any promo code.
    subtotal: integer('subtotal').notNull(),
    // The promo code's discount, in paise (a percentage of rupees may leave paise).
    discountPaise: integer('discount_paise').notNull().default(0),
    // The amount payable (and, once paid, charged), derived by the database so that nothing can store
    // a total that disagrees with the subtotal and discount (docs/decisions/0057).
    totalPaise: integer('total_paise')
      .notNull()
      .generatedAlwaysAs(sql`subtotal * 100 - discount_paise`),
    promoCodeId: integer('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    // The GST in the amount payable, as computed when the order was placed (GST-inclusive prices).
    tax: jsonb('tax').$type<OrderTaxRow>(),
    totalItems: integer('total_items').notNull(),
    // A copy, not a reference: later edits of the address book must not rewrite where an order went.
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    // The order's items as the API lists them, written with the items (order.repository.ts): items never
    // change once ordered, and lists then read one value per order instead of aggregating rows.
    items: json('items')
      .notNull()
      .default(sql`'[]'::json`),
    // Set while the order's seats are held; cleared once they are released (cancel or expiry).
    seatsHeld: boolean('seats_held').notNull().default(true),
    // When the account's hold on seats began: the order's own placing, or the first of the unpaid
    // orders it replaced, so ordering again never extends a hold. The payment window runs from here
    // (ORDER_PAYMENT_TIMEOUT_MINUTES): the expiry job and the payment check read the same instant.
    holdStartedAt: timestamp('hold_started_at', { withTimezone: true }).notNull().defaultNow(),
    // Why a cancelled order was cancelled: a payment arriving later takes the seats again only after
    // an expiry (docs/decisions/0003); after an admin's cancel, a replacement or a refund it stays
    // cancelled (0019, 0035).
    cancelledBy: text('cancelled_by', { enum: ['expiry', 'admin', 'replacement', 'refund'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'orders_status_known',
      sql`${table.status} in ('pending', 'dispatched', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_known',
      sql`${table.paymentStatus} in ('pending', 'received', 'refunded')`,
    ),
    check('orders_payment_method_known', sql`${table.paymentMethod} in ('card', 'upi')`),
    check('orders_discount_not_negative', sql`${table.discountPaise} >= 0`),
    check(
      'orders_cancelled_by_known',
      sql`${table.cancelledBy} in ('expiry', 'admin', 'replacement', 'refund')`,
    ),
    check('orders_totals_not_negative', sql`${table.subtotal} >= 0 and ${table.totalItems} > 0`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The admin's sorts, each with the id that breaks its ties, so a page is read straight off the
    // index in either direction.
    index('orders_created_id_idx').on(table.createdAt, table.id),
    index('orders_total_id_idx').on(table.totalPaise, table.id),
    index('orders_updated_id_idx').on(table.updatedAt, table.id),
    index('orders_paid_at_idx')
      .on(table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    // The orders the expiry job may cancel, and no others: a history's unpaid orders that hold no
    // seats any more would otherwise be read and passed over on every minute's pass.
    index('orders_unpaid_idx')
      .on(table.holdStartedAt)
      .where(
        sql`${table.paymentStatus} = 'pending' and ${table.status} = 'pending' and ${table.seatsHeld}`,
      ),
  ],
);

/** Owned by modules/orders. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    // Snapshot at order time: later catalogue edits leave past orders unchanged.
    title: text('title').notNull(),
    thumbnail: text('thumbnail').notNull(),
    brand: text('brand').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    // The batch as it stood when ordered (name, mode, venue, sessions), like the product's snapshot.
    batch: jsonb('batch').$type<OrderedBatch>().notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_range', sql`${table.quantity} between 1 and 5`),
    check('order_items_price_not_negative', sql`${table.unitPrice} >= 0`),
  ],
);

/**
 * Owned by modules/learning: one seat of a paid order line, held by its learner (the buyer, for now).
 * Written in the transaction that records the payment, ended in the one that cancels the order.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    // Which of the line's seats (1..quantity): with the line, what makes a replayed payment a no-op.
    seat: integer('seat').notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    // A seat the buyer gave to someone else: held by the buyer's account until that person claims it
    // with the mailed link (whose token is kept only as a hash), then by theirs.
    attendeeName: text('attendee_name'),
    attendeeEmail: text('attendee_email'),
    claimTokenHash: text('claim_token_hash'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('enrolments_item_seat_unique').on(table.orderItemId, table.seat),
    index('enrolments_user_idx').on(table.userId),
    index('enrolments_order_idx').on(table.orderId),
    check('enrolments_status_known', sql`${table.status} in ('active', 'ended')`),
    check('enrolments_seat_positive', sql`${table.seat} >= 1`),
    uniqueIndex('enrolments_claim_token_unique').on(table.claimTokenHash),
  ],
);

/**
 * Owned by modules/learning: a reminder e-mail claimed for one learner, session and lead time. The unique
 * key is what lets every instance run the reminder job and still send each reminder once.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    sessionStartsAt: timestamp('session_starts_at', { withTimezone: true }).notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sent_reminders_unique').on(
      table.enrolmentId,
      table.sessionStartsAt,
      table.leadMinutes,
    ),
  ],
);

/** Owned by modules/learning: a learner marked present at one session (by its place in the batch). */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    sessionIndex: integer('session_index').notNull(),
    markedBy: integer('marked_by').references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('session_attendance_unique').on(table.enrolmentId, table.sessionIndex),
    check('session_attendance_index_range', sql`${table.sessionIndex} >= 0`),
  ],
);

/**
 * Owned by modules/learning: a certificate of attendance, with the facts it states kept as issued, so
 * its verification page never changes when the workshop or the learner's name does later.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id),
    code: text('code').notNull(),
    learnerName: text('learner_name').notNull(),
    workshopTitle: text('workshop_title').notNull(),
    batchName: text('batch_name').notNull(),
    firstSessionAt: timestamp('first_session_at', { withTimezone: true }).notNull(),
    lastSessionEndsAt: timestamp('last_session_ends_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    // Set in the transaction that ends the enrolment (its order cancelled or refunded): the code then
    // verifies as revoked and the PDF is no longer served.
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('certificates_enrolment_unique').on(table.enrolmentId),
    uniqueIndex('certificates_code_unique').on(table.code),
  ],
);

/** Owned by modules/learning: a file (PDF, slides) for a batch's learners only. */
export const batchMaterials = pgTable(
  'batch_materials',
  {
    id: id(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('batch_materials_batch_idx').on(table.batchId)],
);

/**
 * The order opened at the payment provider for one of our orders (Razorpay's `order_…`); owned by
 * modules/payments.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'test'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order_unique').on(table.provider, table.providerOrderId),
    uniqueIndex('payment_orders_order_provider_unique').on(table.orderId, table.provider),
  ],
);

/** A captured payment, at most one per order and per provider payment id; owned by modules/payments. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_provider_payment_unique').on(table.providerPaymentId),
  ],
);

/** Provider webhook events already handled, so a replay is recognised; owned by modules/payments. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
  ],
);

/** The GST split of an order's amount payable, stored with the order (all amounts in paise). */
export interface OrderTaxRow {
  ratePercent: number;
  sac: string;
  supplierStateCode: string;
  placeOfSupplyStateCode: string;
  lines: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }[];
}

/** Owned by modules/promotions: a code a shopper types in the bag for a discount. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    // Stored in capitals; shoppers may type it in any case.
    code: text('code').notNull(),
    type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
    // A percentage (1–100) or an amount in paise.
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    maxUses: integer('max_uses'),
    perCustomer: integer('per_customer'),
    minOrderPaise: integer('min_order_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Empty: every workshop.
    productIds: jsonb('product_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Paid orders that used it; kept within max_uses by the statement that counts a use.
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_unique').on(table.code),
    check('promo_codes_type_known', sql`${table.type} in ('percentage', 'fixed')`),
    check('promo_codes_value_positive', sql`${table.value} > 0`),
    check(
      'promo_codes_percentage_range',
      sql`${table.type} <> 'percentage' or ${table.value} <= 100`,
    ),
    check(
      'promo_codes_uses_within_limit',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** Owned by modules/promotions: the code a shopper applied to their bag. */
export const cartPromos = pgTable('cart_promos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id')
    .notNull()
    .references(() => promoCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Owned by modules/promotions: one use of a code, counted once, when its order is paid. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('promo_redemptions_order_unique').on(table.orderId),
    index('promo_redemptions_code_user_idx').on(table.promoCodeId, table.userId),
  ],
);

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

/**
 * Owned by modules/refunds: money returned to a customer. An `order` refund returns an order's payment
 * (the 7-day guarantee: requested by the customer and decided by an admin, or an admin's own); a
 * `duplicate_payment` refund returns a charge the order did not owe (a second payment, or one for a
 * cancelled order), made without asking anyone.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['order', 'duplicate_payment'] }).notNull(),
    // requested → (rejected | processing) → processed (or failed, to be tried again by an admin).
    status: text('status', {
      enum: ['requested', 'rejected', 'processing', 'processed', 'failed'],
    }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    // The charge returned, and the provider's refund once asked for. Both null for an order an admin
    // marked paid by hand: its money went back by hand too, outside the shop.
    provider: text('provider', { enum: ['razorpay', 'test'] }),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    // The customer's reason, and the admin's note with the decision.
    reason: text('reason'),
    decisionNote: text('decision_note'),
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('refunds_kind_known', sql`${table.kind} in ('order', 'duplicate_payment')`),
    check(
      'refunds_status_known',
      sql`${table.status} in ('requested', 'rejected', 'processing', 'processed', 'failed')`,
    ),
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    // An order's money is returned at most once: one live order refund (a rejected request may be
    // followed by another), and one refund per charge.
    uniqueIndex('refunds_live_order_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'order' and ${table.status} <> 'rejected'`),
    uniqueIndex('refunds_payment_unique')
      .on(table.providerPaymentId)
      .where(sql`${table.status} <> 'rejected'`),
    uniqueIndex('refunds_provider_refund_unique').on(table.providerRefundId),
    // An order's latest refund, which every order in a list reads.
    index('refunds_order_idx').on(table.orderId, table.id),
    index('refunds_status_requested_idx').on(table.status, table.requestedAt),
    index('refunds_processed_at_idx')
      .on(table.processedAt)
      .where(sql`${table.status} = 'processed'`),
  ],
);

/**
 * Owned by modules/enquiries: a message sent from the contact page, and where the shop stands with it
 * (new → replied → closed, and back again).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('enquiries_status_known', sql`${table.status} in ('new', 'replied', 'closed')`),
    // The admin's inbox: newest first, filtered by status.
    index('enquiries_status_created_idx').on(table.status, table.createdAt),
    index('enquiries_created_idx').on(table.createdAt),
  ],
);

/**
 * Owned by modules/enquiries: an enquiry's thread, the sender's first message and the shop's replies,
 * each with when its e-mail went out.
 */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: id(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    from: text('from', { enum: ['sender', 'shop'] }).notNull(),
    // The admin who wrote a reply; kept when their account goes.
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    // Set once the relay took its e-mail (the shop's copy, or the reply to the sender).
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    check('enquiry_messages_from_known', sql`${table.from} in ('sender', 'shop')`),
    index('enquiry_messages_thread_idx').on(table.enquiryId, table.createdAt),
  ],
);

/**
 * Owned by modules/audit: what an admin changed, when, and the entity before and after, written in the
 * transaction of the change itself. Append-only: the database refuses to update or delete an entry
 * (docs/decisions/0036-audit-trail.md).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    // The admin's e-mail as it was, so an entry keeps naming who acted after the account changes.
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_entries_created_idx').on(table.createdAt, table.id),
    index('audit_entries_entity_idx').on(table.entityType, table.entityId),
    index('audit_entries_actor_idx').on(table.actorId),
  ],
);

/** A mail as the outbox keeps it: JSON, with each attachment's bytes in base64. */
export interface StoredMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

/**
 * Owned by modules/outbox: mails written in the transaction of the change that causes them and sent by
 * a delivery pass that claims each one with a lease, retrying with back-off while the relay fails
 * (docs/decisions/0060-mail-outbox.md).
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    // The whole message as the relay will get it; attachments as base64.
    message: jsonb('message').$type<StoredMailMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While a pass is sending the mail; a pass that died leaves it to the next one after the lease.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
