// Seats are held per batch and a workshop's stock is their sum: taking them for an order's lines
// all-or-nothing, giving them back, and the rule that says why a number of seats cannot be had
// (docs/decisions/0021-batches-hold-the-seats.md).
import type { OrderedBatch, WorkshopFormat } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { statusOf, toOrderedBatch } from './batch.mapper';
import {
  batchHasSeats,
  batchRepository,
  batchToEnrol,
  type BatchRow,
  type SeatLine,
} from './batch.repository';
import { productRepository } from './product.repository';

export { batchHasSeats, batchToEnrol, type SeatLine };

/** An order line priced and described as the product and its batch stood when its seats were taken. */
export interface SeatsTaken extends SeatLine {
  title: string;
  thumbnail: string;
  brand: string;
  unitPrice: number;
  batch: OrderedBatch;
  format: WorkshopFormat;
  accessDays: number | null;
}

/** "1 seat", "3 seats". */
export const seatsText = (count: number) => `${count} seat${count === 1 ? '' : 's'}`;

/** Why `quantity` seats of this batch cannot be had at `now`, or undefined. */
function batchRefusal(
  productTitle: string,
  batch: BatchRow,
  quantity: number,
  now: Date,
): AppError | undefined {
  const named = `"${batch.name}" of "${productTitle}"`;
  const left = batch.capacity - batch.seatsTaken;
  switch (statusOf(batch, now)) {
    case 'closed':
      return new AppError('CONFLICT', `${named} is closed`);
    case 'enrolment-closed':
      return new AppError('CONFLICT', `Enrolment for ${named} has closed`);
    case 'full':
      return new AppError('OUT_OF_STOCK', `${named} is full`);
    case 'open':
      return left < quantity
        ? new AppError('OUT_OF_STOCK', `Only ${seatsText(left)} left in ${named}`)
        : undefined;
  }
}

/**
 * Throws the reason why `quantity` seats of the product (of `batchId` when given, else of any open
 * batch) cannot be had at `now`: 404 when either does not exist, otherwise the first rule it breaks.
 * Seats that can be had throw nothing.
 */
export async function assertSeatsAvailable(
  db: Database,
  line: { productId: number; batchId?: number | undefined; quantity: number },
  now: Date,
): Promise<void> {
  const product = await productRepository(db).findById(line.productId);
  if (!product) throw notFound('Product', line.productId);
  if (product.deleted) {
    throw new AppError('PRODUCT_UNAVAILABLE', `"${product.title}" is no longer offered`);
  }
  const batches = batchRepository(db);
  if (line.batchId !== undefined) {
    const batch = await batches.findById(line.batchId);
    if (!batch || batch.productId !== line.productId) {
      throw new AppError('NOT_FOUND', `"${product.title}" has no batch ${line.batchId}`);
    }
    const refusal = batchRefusal(product.title, batch, line.quantity, now);
    if (refusal) throw refusal;
    return;
  }
  const mostLeft = Math.max(
    0,
    ...(await batches.listOf(line.productId, now)).map((b) => b.capacity - b.seatsTaken),
  );
  if (mostLeft === 0) throw new AppError('OUT_OF_STOCK', `"${product.title}" is sold out`);
  if (mostLeft < line.quantity) {
    throw new AppError('OUT_OF_STOCK', `Only ${seatsText(mostLeft)} left for "${product.title}"`);
  }
}

/**
 * Takes the seats of every line inside the caller's transaction and returns them priced at the
 * product's current selling price. Throws on the first line that cannot be served, which rolls the
 * whole transaction back.
 */
export function reserveSeats(
  tx: Database,
  lines: readonly SeatLine[],
  now: Date,
): Promise<SeatsTaken[]> {
  return exchangeSeats(tx, [], lines, now);
}

/** Adds the seats back inside the caller's transaction; callers make sure it runs once per order. */
export async function releaseSeats(
  tx: Database,
  lines: readonly SeatLine[],
  now: Date,
): Promise<void> {
  await exchangeSeats(tx, lines, [], now);
}

/** Sums quantities per batch. */
function byBatch(lines: readonly SeatLine[]): Map<number, SeatLine> {
  const totals = new Map<number, SeatLine>();
  for (const line of lines) {
    const kept = totals.get(line.batchId);
    totals.set(line.batchId, { ...line, quantity: (kept?.quantity ?? 0) + line.quantity });
  }
  return totals;
}

/**
 * Gives back the seats of `released` and takes those of `taken` (priced as `reserveSeats` does), inside
 * the caller's transaction, and keeps each product's stock the sum over its open batches. Rows are
 * locked in one order by every writer, so two transactions never wait on each other in a circle: the
 * products in id order, and for each its batches in id order, then the product row itself.
 */
export async function exchangeSeats(
  tx: Database,
  released: readonly SeatLine[],
  taken: readonly SeatLine[],
  now: Date,
): Promise<SeatsTaken[]> {
  const batches = batchRepository(tx);
  const giveBack = byBatch(released);
  const take = byBatch(taken);
  const lines = [...new Map([...giveBack, ...take]).values()].sort(
    (a, b) => a.productId - b.productId || a.batchId - b.batchId,
  );
  const result: SeatsTaken[] = [];
  for (let index = 0; index < lines.length;) {
    const productId = (lines[index] as SeatLine).productId;
    const takenHere: { line: SeatLine; batch: OrderedBatch }[] = [];
    for (; index < lines.length && lines[index]?.productId === productId; index += 1) {
      const { batchId } = lines[index] as SeatLine;
      const back = giveBack.get(batchId);
      if (back) await batches.giveBack(back);
      const line = take.get(batchId);
      if (!line) continue;
      const batch = await batches.take(line, now);
      if (!batch) throw await takeRefusal(tx, line, now);
      takenHere.push({ line, batch: toOrderedBatch(batch) });
    }
    const product = await batches.recomputeStock(productId, now);
    for (const { line, batch } of takenHere) {
      if (!product) throw notFound('Product', productId);
      const { title, thumbnail, brand, unitPrice, format, accessDays } = product;
      result.push({ ...line, title, thumbnail, brand, unitPrice, batch, format, accessDays });
    }
  }
  return result;
}

/** Why the UPDATE took no seats; seats freed after it looked do not count: the UPDATE is the authority. */
async function takeRefusal(tx: Database, line: SeatLine, now: Date): Promise<AppError> {
  const product = await productRepository(tx).findById(line.productId);
  if (!product || product.deleted) {
    return new AppError(
      'PRODUCT_UNAVAILABLE',
      `${product ? `"${product.title}"` : `Workshop ${line.productId}`} is no longer offered`,
    );
  }
  const batch = await batchRepository(tx).findById(line.batchId);
  if (!batch || batch.productId !== line.productId) {
    return new AppError('CONFLICT', `The batch chosen for "${product.title}" no longer exists`);
  }
  return (
    batchRefusal(product.title, batch, line.quantity, now) ??
    new AppError('OUT_OF_STOCK', `"${batch.name}" of "${product.title}" is full`)
  );
}

/**
 * Sets the stock, next start and open modes of each product from its batches at `now`: for batches
 * written straight to the table, as the seed and the benches write them, past the writes that keep them.
 */
export async function settleStock(db: Database, productIds: number[], now: Date): Promise<void> {
  const batches = batchRepository(db);
  for (const productId of productIds) await batches.recomputeStock(productId, now);
}

/**
 * Sets the stock of every product whose stock still counts seats of a batch that stopped taking
 * enrolments at `now` (its deadline passed), each in a transaction of its own so no two products are
 * locked at once; the products changed.
 */
export async function refreshLapsedStock(db: Database, now: Date, since?: Date): Promise<number[]> {
  const stale = await batchRepository(db).productsWithStaleStock(now, since);
  for (const productId of stale) {
    await db.transaction((tx) => batchRepository(tx).recomputeStock(productId, now));
  }
  return stale;
}
