// Batch queries: a workshop's runs and their seats, and the product's stock kept equal to the seats left
// over its open batches (docs/decisions/0021-batches-hold-the-seats.md).
import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { BatchSeats } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { batches, products } from './catalogue.tables';
import { enrolmentOpen } from './batch.conditions';

export type BatchRow = typeof batches.$inferSelect;
export type BatchValues = Omit<
  typeof batches.$inferInsert,
  'id' | 'productId' | 'seatsTaken' | 'createdAt' | 'updatedAt'
>;

/** Seats of one batch of one product. */
export interface SeatLine {
  productId: number;
  batchId: number;
  quantity: number;
}

/** Soonest first; batches without dates after the dated ones; the id breaks ties. */
export const soonestFirst = [sql`${batches.startsAt} asc nulls last`, asc(batches.id)];

/** Written out in full: Drizzle leaves a column unqualified in some statements, where a subquery would
 * then read its own table's `id`. */
const productsId = sql`${sql.identifier('products')}.${sql.identifier('id')}`;
const batchesProductId = sql`${sql.identifier('batches')}.${sql.identifier('product_id')}`;

/** The product of a batch row being read or written is still offered. */
const productOffered = sql`exists (
  select 1 from ${products} where ${productsId} = ${batchesProductId} and not ${products.deleted}
)`;

/** When the product's soonest batch that takes enrolments at `now` and has a seat left starts. */
const nextStartOfProduct = (now: Date) => sql`(
  select min(${batches.startsAt}) from ${batches}
  where ${batchesProductId} = ${productsId} and ${enrolmentOpen(now)}
    and ${batches.capacity} > ${batches.seatsTaken}
)`;

/** The modes of the product's batches that take enrolments at `now` and have a seat left, in order. */
const openModesOfProduct = (now: Date) => sql`array(
  select distinct ${batches.mode} from ${batches}
  where ${batchesProductId} = ${productsId} and ${enrolmentOpen(now)}
    and ${batches.capacity} > ${batches.seatsTaken}
  order by ${batches.mode}
)`;

/** Seats left over the product's batches that take enrolments at `now`. */
const openSeatsOfProduct = (now: Date) => sql`(
  select coalesce(sum(${batches.capacity} - ${batches.seatsTaken}), 0)::integer from ${batches}
  where ${batchesProductId} = ${productsId} and ${enrolmentOpen(now)}
)`;

/**
 * The batch of `productId` that a cart line of `seats` seats goes to, as a one-column (`id`) query for
 * another module's statement to read from: `batchId` when given and it can take them, else the soonest
 * open batch that can. No row when none can, or the product is not offered.
 */
export const batchToEnrol = (
  productId: number,
  seats: number,
  batchId: number | undefined,
  now: Date,
): SQL => sql`select ${batches.id} as id from ${batches}
  where ${batches.productId} = ${productId}
    ${batchId === undefined ? sql`` : sql`and ${batches.id} = ${batchId}`}
    and ${batches.capacity} - ${batches.seatsTaken} >= ${seats}
    and ${enrolmentOpen(now)} and ${productOffered}
  order by ${sql.join(soonestFirst, sql`, `)} limit 1`;

/**
 * A condition true when the batch `batchId` (another table's column) takes enrolments at `now` with
 * `seats` seats left, and its product is offered: a cart line's quantity is changed in one statement.
 */
export const batchHasSeats = (batchId: SQL, seats: number, now: Date): SQL => sql`exists (
  select 1 from ${batches}
  where ${batches.id} = ${batchId} and ${batches.capacity} - ${batches.seatsTaken} >= ${seats}
    and ${enrolmentOpen(now)} and ${productOffered}
)`;

/**
 * When the last session of the batches whose ids `batchIds` (a one-column query of another module)
 * selects ends, as they stand now: null when none has a session.
 */
export const lastSessionEndSql = (batchIds: SQL): SQL => sql`(
  select max((session ->> 'endsAt')::timestamptz)
  from ${batches}, jsonb_array_elements(${batches.sessions}) as session
  where ${batches.id} in (${batchIds})
)`;

/** The product's next open batch with a seat left, as the product's `nextBatch` JSON (or null). */
export const nextBatchOf = (now: Date | SQL) => sql<{
  id: string;
  name: string;
  mode: 'online' | 'offline';
  startsAt: string | null;
  seatsLeft: number;
} | null>`(
  select json_build_object(
    'id', ${batches.id}::text, 'name', ${batches.name}, 'mode', ${batches.mode},
    'startsAt', to_char(${batches.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'seatsLeft', ${batches.capacity} - ${batches.seatsTaken}
  ) from ${batches}
  where ${batchesProductId} = ${productsId} and ${enrolmentOpen(now)}
    and ${batches.capacity} > ${batches.seatsTaken}
  order by ${sql.join(soonestFirst, sql`, `)} limit 1
)`;

const orderedBatchColumns = {
  id: batches.id,
  name: batches.name,
  mode: batches.mode,
  venue: batches.venue,
  sessions: batches.sessions,
};

/** Some session of the batch row starts after `from`, until `to`. */
const sessionStartsBetween = (from: Date, to: Date) => {
  const starts = sql`(${sql.identifier('session')}->>'startsAt')::timestamptz`;
  return sql`exists (
  select 1 from jsonb_array_elements(${sql.identifier('batches')}.${sql.identifier('sessions')}) as ${sql.identifier('session')}
  where ${starts} > ${from.toISOString()}::timestamptz and ${starts} <= ${to.toISOString()}::timestamptz
)`;
};

const selectWithWorkshop = (db: Database, where: SQL | undefined) =>
  db
    .select({
      batch: batches,
      workshop: {
        id: products.id,
        title: products.title,
        slug: products.slug,
        thumbnail: products.thumbnail,
        format: products.format,
      },
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(where);

export function batchRepository(db: Database) {
  return {
    /** The product's batches, soonest first; only those open at `openAt` when given. */
    listOf(productId: number, openAt?: Date): Promise<BatchRow[]> {
      return db
        .select()
        .from(batches)
        .where(and(eq(batches.productId, productId), openAt && enrolmentOpen(openAt)))
        .orderBy(...soonestFirst);
    },

    /**
     * Each of `productIds`' batches counted, and the capacity and seats left of those open at `now`,
     * in one statement for a page of products. A product without batches is left out.
     */
    async seatsOf(productIds: number[], now: Date): Promise<Map<number, BatchSeats>> {
      if (productIds.length === 0) return new Map();
      const open = enrolmentOpen(now);
      const rows = await db
        .select({
          productId: batches.productId,
          batches: sql<number>`count(*)::int`,
          capacity: sql<number>`coalesce(sum(${batches.capacity}) filter (where ${open}), 0)::int`,
          seatsLeft: sql<number>`coalesce(sum(${batches.capacity} - ${batches.seatsTaken}) filter (where ${open}), 0)::int`,
        })
        .from(batches)
        .where(inArray(batches.productId, productIds))
        .groupBy(batches.productId);
      return new Map(rows.map(({ productId, ...seats }) => [productId, seats]));
    },

    async findById(id: number): Promise<BatchRow | undefined> {
      const [row] = await db.select().from(batches).where(eq(batches.id, id)).limit(1);
      return row;
    },

    findByIds(ids: number[]): Promise<BatchRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(batches).where(inArray(batches.id, ids));
    },

    /** The batches with their workshop's title, slug and thumbnail (what a learner's enrolment shows). */
    findWithWorkshop(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return selectWithWorkshop(db, inArray(batches.id, ids));
    },

    /** As findWithWorkshop, the batches with a session that starts after `from`, until `to`. */
    findWithWorkshopStartingBetween(from: Date, to: Date) {
      return selectWithWorkshop(db, and(lte(batches.startsAt, to), sessionStartsBetween(from, to)));
    },

    /** Locks the product's batches in id order: the first step of every change of their seats. */
    lockOf(productId: number): Promise<BatchRow[]> {
      return db
        .select()
        .from(batches)
        .where(eq(batches.productId, productId))
        .orderBy(asc(batches.id))
        .for('update');
    },

    /**
     * The batches, each row share-locked until the transaction ends: their dates cannot change under a
     * decision taken on them. Taken in the order every writer locks batches (by product, then id).
     */
    shareLockByIds(ids: number[]): Promise<BatchRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(batches)
        .where(inArray(batches.id, ids))
        .orderBy(asc(batches.productId), asc(batches.id))
        .for('share');
    },

    async insert(productId: number, values: BatchValues): Promise<BatchRow> {
      const [row] = await db
        .insert(batches)
        .values({ ...values, productId })
        .returning();
      if (!row) throw new Error('insert returned no batch');
      return row;
    },

    async update(id: number, values: Partial<BatchValues>): Promise<BatchRow | undefined> {
      const [row] = await db
        .update(batches)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(batches.id, id))
        .returning();
      return row;
    },

    /**
     * Takes seats from the batch only if it belongs to the product, takes enrolments at `now`, has
     * enough seats left and its product is offered: the UPDATE checks all of it as it writes, so
     * concurrent orders can never take more seats than the batch has. The batch as ordered, or
     * undefined when it cannot.
     */
    async take(line: SeatLine, now: Date) {
      const [row] = await db
        .update(batches)
        .set({ seatsTaken: sql`${batches.seatsTaken} + ${line.quantity}` })
        .where(
          and(
            eq(batches.id, line.batchId),
            eq(batches.productId, line.productId),
            sql`${batches.seatsTaken} + ${line.quantity} <= ${batches.capacity}`,
            enrolmentOpen(now),
            productOffered,
          ),
        )
        .returning(orderedBatchColumns);
      return row;
    },

    async giveBack(line: SeatLine): Promise<void> {
      await db
        .update(batches)
        .set({ seatsTaken: sql`${batches.seatsTaken} - ${line.quantity}` })
        .where(eq(batches.id, line.batchId));
    },

    /**
     * Sets the product's stock to the seats left over its open batches at `now` (and its next start to
     * the soonest of those with a seat left), after locking the
     * product: a statement started after the lock sees every batch change committed before it, so two
     * orders for different batches of one product cannot each write a sum without the other's seats.
     * The product as orders copy it, or undefined when it does not exist.
     */
    async recomputeStock(productId: number, now: Date) {
      await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      const [row] = await db
        .update(products)
        .set({
          stock: openSeatsOfProduct(now),
          nextStartAt: nextStartOfProduct(now),
          openModes: openModesOfProduct(now),
        })
        .where(eq(products.id, productId))
        .returning({
          title: products.title,
          thumbnail: products.thumbnail,
          brand: products.brand,
          unitPrice: products.discountPrice,
          format: products.format,
          accessDays: products.accessDays,
          deleted: products.deleted,
        });
      return row;
    },

    /**
     * Products whose stock is not the seats left over their open batches at `now`, or whose next start
     * is not their soonest open batch's, among those with a batch whose enrolment deadline passed by
     * `now` (after `since`, when given): a deadline passing is what changes them without a write, and
     * the deadline's index finds those few where checking every product would grow with the catalogue.
     */
    async productsWithStaleStock(now: Date, since?: Date): Promise<number[]> {
      const lapsed = db
        .selectDistinct({ productId: batches.productId })
        .from(batches)
        .where(
          and(
            lte(batches.enrolmentClosesAt, now),
            since ? gt(batches.enrolmentClosesAt, since) : undefined,
          ),
        );
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, lapsed),
            sql`(${products.stock} <> ${openSeatsOfProduct(now)}
              or ${products.nextStartAt} is distinct from ${nextStartOfProduct(now)}
              or ${products.openModes} <> ${openModesOfProduct(now)})`,
          ),
        )
        .orderBy(asc(products.id));
      return rows.map((row) => row.id);
    },
  };
}
