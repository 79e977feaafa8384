// Catalogue rules: what a shopper may see (never deleted products), what an admin may see and change.
import {
  slugify,
  slugWithId,
  type FilterOption,
  type Product,
  type ProductInput,
  type ProductListQuery,
} from '@kaushal/shared';
import { MONTH_NAMES } from '@kaushal/shared/ist';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { batchRepository, type BatchRow } from './batch.repository';
import { toProduct } from './product.mapper';
import { productRepository, type ProductRow } from './product.repository';
import {
  databaseCatalogueSearch,
  type CataloguePage,
  type CatalogueSearch,
} from './catalogue-search';

/** The batch a product gets when the spec's calls give it seats without dates. */
export const UNDATED_BATCH_NAME = 'Dates to be announced';

/**
 * A self-paced workshop sells through one standing batch without dates, whose seats do not run out:
 * carts, orders and enrolments then work as they do for a batch (docs/decisions/0072).
 */
export const STANDING_BATCH = { name: 'Self-paced', capacity: 1_000_000_000 } as const;

const isUndated = (batch: BatchRow) => batch.sessions.length === 0 && batch.startsAt === null;

const monthOption = (month: string): FilterOption => {
  const [year, number] = month.split('-');
  return { label: `${MONTH_NAMES[Number(number) - 1]} ${year}`, value: month };
};

/** `clock` says which batches still take enrolments; `search` answers the lists. */
export function productService(
  db: Database,
  clock: Clock = systemClock,
  search: CatalogueSearch = databaseCatalogueSearch(db, clock),
) {
  const repository = productRepository(db, clock);
  const asOptions = (values: string[]): FilterOption[] =>
    values.map((value) => ({ label: value, value }));

  /** The page `query` asks for, with withdrawn workshops too when an admin asks for them. */
  const find = (query: ProductListQuery, viewerIsAdmin: boolean): Promise<CataloguePage> =>
    search.find(query, { includeDeleted: viewerIsAdmin && query.admin === 'true' });

  return {
    find,

    /**
     * A page of the list, its products read afresh, and the number of products its filter matches; for
     * an admin, each product with its batches and seats, read for the whole page at once.
     */
    async list(
      query: ProductListQuery,
      viewerIsAdmin: boolean,
    ): Promise<{ products: Product[]; total: number }> {
      const page = await find(query, viewerIsAdmin);
      const [rows, seats] = await Promise.all([
        repository.readAll(page.ids),
        viewerIsAdmin ? batchRepository(db).seatsOf(page.ids, clock()) : undefined,
      ]);
      const noBatches = { batches: 0, capacity: 0, seatsLeft: 0 };
      return {
        products: rows.map((row) => ({
          ...toProduct(row),
          ...(seats && { batchSeats: seats.get(row.id) ?? noBatches }),
        })),
        total: page.total,
      };
    },

    /** One product; a deleted one exists only for admins. */
    async get(id: number, viewerIsAdmin: boolean): Promise<Product> {
      const row = await repository.findById(id);
      if (!row || (row.deleted && !viewerIsAdmin)) throw notFound('Product', id);
      return toProduct(row);
    },

    /**
     * The offered product that has or had `slug`, with the slug it has now: a caller answering an old
     * slug redirects to the current one.
     */
    async getBySlug(slug: string): Promise<Product> {
      const id = await repository.findIdBySlug(slug);
      const row = id === undefined ? undefined : await repository.findById(id);
      if (!row || row.deleted) throw new AppError('NOT_FOUND', `No workshop at /workshops/${slug}`);
      return toProduct(row);
    },

    /** The products among `ids` still on offer, as shoppers see them. */
    offered: async (ids: number[]): Promise<Product[]> =>
      (await repository.findOffered(ids)).map(toProduct),

    brands: async () => asOptions(await repository.distinctValues('brand')),
    categories: async () => asOptions(await repository.distinctValues('category')),
    /** The months in which open batches start, as the list's `month` filter takes them. */
    startMonths: async () => (await repository.startMonths(clock())).map(monthOption),

    /** The public pages of the offered workshops: their slugs, and when each last changed. */
    listedPages: () => repository.listedPages(),

    /**
     * A new product starts with rating 0 (the column's default, since the input carries no rating) and
     * its stock as seats of one batch without dates, as the spec's calls create workshops.
     */
    async create(actor: AuditActor, input: ProductInput): Promise<Product> {
      return db.transaction(async (tx) => {
        const products = productRepository(tx, clock);
        const firstBatch =
          input.stock === undefined
            ? STANDING_BATCH
            : { name: UNDATED_BATCH_NAME, capacity: input.stock };
        const row = await withSlugOfTitle(
          tx,
          await products.insert({ ...input, stock: firstBatch.capacity }),
        );
        await batchRepository(tx).insert(row.id, firstBatch);
        const created = await readBack(products, row.id);
        await recordAudit(tx, {
          actor,
          action: 'product.create',
          entityType: 'product',
          entityId: row.id,
          after: created,
        });
        return created;
      });
    },
  };
}

async function readBack(
  products: ReturnType<typeof productRepository>,
  id: number,
): Promise<Product> {
  const read = await products.findById(id);
  if (!read) throw notFound('Product', id);
  return toProduct(read);
}

/**
 * Applies an admin's edit of `fields` inside the caller's transaction (a withdrawal also empties carts, in the same
 * transaction: see the product-withdrawal workflow). The stock is the seats left over the batches: a
 * changed stock resizes the one batch without dates, and is refused when the workshop has dated
 * batches, whose seats are set one by one.
 */
export async function applyProductEdit(
  tx: Database,
  actor: AuditActor,
  id: number,
  input: ProductInput,
  now: Date,
  fields: (keyof ProductInput)[],
): Promise<Product> {
  const seats = batchRepository(tx);
  // Batches before the product: the lock order of every change of seats (seats.service.ts).
  const locked = await seats.lockOf(id);
  const products = productRepository(tx, () => now);
  const before = await products.findById(id);
  // Only the fields the edit names: an edit of other fields made meanwhile stays.
  const { stock, ...values } = input;
  const named: Partial<typeof values> = Object.fromEntries(
    Object.entries(values).filter(([field]) => fields.includes(field as keyof ProductInput)),
  );
  const row = before && (await products.update(id, named));
  if (!row) throw notFound('Product', id);
  if (row.format !== before.format) await changeFormat(seats, row, before.format, locked);
  if (fields.includes('stock') && stock !== undefined && stock !== row.stock) {
    await changeStock(seats, row, stock, locked);
  }
  await seats.recomputeStock(id, now);
  // A slug follows a new title; the seed's own slugs stay while the title does.
  if (row.title !== before.title) await withSlugOfTitle(tx, row);
  const edited = await readBack(products, id);
  await recordAudit(tx, {
    actor,
    // A soft delete (and its undoing) is told apart from an edit.
    action:
      edited.deleted === before.deleted
        ? 'product.update'
        : edited.deleted
          ? 'product.delete'
          : 'product.restore',
    entityType: 'product',
    entityId: id,
    before: toProduct(before),
    after: edited,
  });
  return edited;
}

/** A live or hybrid workshop's stock is the seats of its one undated batch, resized to give it. */
async function changeStock(
  seats: ReturnType<typeof batchRepository>,
  row: ProductRow,
  stock: number,
  locked: BatchRow[],
) {
  const [only, ...others] = locked;
  if (!only) {
    await seats.insert(row.id, { name: UNDATED_BATCH_NAME, capacity: stock });
  } else if (others.length === 0 && isUndated(only)) {
    await seats.update(only.id, { capacity: only.seatsTaken + stock });
  } else {
    const names = locked.map((batch) => `"${batch.name}"`).join(', ');
    throw new AppError(
      'CONFLICT',
      `"${row.title}" has its seats in batches (${names}): change the seats of a batch instead of the stock`,
    );
  }
}

/**
 * A workshop turned self-paced sells through a standing batch, which it may only have while it has no
 * dated batch; one turned live or hybrid keeps it as its undated batch with the seats already taken
 * (its learners keep them), to which the edit's stock, which it then needs, adds.
 */
async function changeFormat(
  seats: ReturnType<typeof batchRepository>,
  row: ProductRow,
  was: ProductRow['format'],
  locked: BatchRow[],
) {
  if (row.format === 'self-paced') {
    const dated = locked.filter((batch) => !isUndated(batch));
    if (dated.length > 0) {
      const names = dated.map((batch) => `"${batch.name}"`).join(', ');
      throw new AppError(
        'CONFLICT',
        `"${row.title}" has dated batches (${names}): close or delete them before making it self-paced`,
      );
    }
    const [standing, ...others] = locked;
    for (const batch of others) await seats.update(batch.id, { capacity: batch.seatsTaken });
    if (standing) await seats.update(standing.id, { ...STANDING_BATCH, closed: false });
    else await seats.insert(row.id, STANDING_BATCH);
  } else if (was === 'self-paced') {
    for (const batch of locked.filter(isUndated)) {
      await seats.update(batch.id, { name: UNDATED_BATCH_NAME, capacity: batch.seatsTaken });
    }
  }
}

/**
 * Gives the product the slug of its title, inside the caller's transaction: the title's own slug when
 * no other product ever had it, else that slug with the id. Every slug it had stays its own, so an old
 * address still leads to it.
 */
async function withSlugOfTitle(tx: Database, row: ProductRow): Promise<ProductRow> {
  const base = slugify(row.title);
  if (base !== '' && row.slug === base) return row;
  const repository = productRepository(tx);
  const candidates = base === '' ? [slugWithId(base, row.id)] : [base, slugWithId(base, row.id)];
  for (const slug of candidates) {
    if (slug === row.slug) return row;
    if (await repository.claimSlug(row.id, slug)) return repository.setSlug(row.id, slug);
  }
  // Only a title such as "Excel 12" on another workshop can hold "excel-12"; the time makes it unique.
  const fallback = `${slugWithId(base, row.id)}-${Date.now().toString(36)}`;
  await repository.claimSlug(row.id, fallback);
  return repository.setSlug(row.id, fallback);
}

/** The selling price in rupees of each product among `ids` still on offer (promo codes price the bag). */
export async function sellingPrices(db: Database, ids: number[]): Promise<Map<number, number>> {
  const rows = await productRepository(db).findOffered([...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.discountPrice]));
}
