// Seats are a workshop's stock: taking them for an order's lines all-or-nothing, giving them back, and the
// rule that says why a number of seats cannot be sold.
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { offeredWithSeats, productRepository, type SeatLine } from './product.repository';

export { offeredWithSeats, type SeatLine };

/** An order line priced and described as the product stood when its seats were taken. */
export interface SeatsTaken extends SeatLine {
  title: string;
  thumbnail: string;
  brand: string;
  unitPrice: number;
}

/** Why these seats cannot be sold (a withdrawn workshop, or too few seats left), or undefined. */
function seatsUnavailable(
  product: { title: string; stock: number; deleted: boolean },
  quantity: number,
): AppError | undefined {
  if (product.deleted) {
    return new AppError('PRODUCT_UNAVAILABLE', `"${product.title}" is no longer offered`);
  }
  if (product.stock === 0) return new AppError('OUT_OF_STOCK', `"${product.title}" is sold out`);
  if (product.stock < quantity) {
    return new AppError(
      'OUT_OF_STOCK',
      `Only ${product.stock} seat${product.stock === 1 ? '' : 's'} left for "${product.title}"`,
    );
  }
  return undefined;
}

/** Sums quantities per product and orders by product id, so concurrent transactions lock in one order. */
function byProduct(lines: readonly SeatLine[]): SeatLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) {
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  }
  return [...totals]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => a.productId - b.productId);
}

/**
 * Throws the reason why `quantity` seats of the product cannot be had: 404 when it does not exist,
 * otherwise the first rule it breaks. A product that can be had throws nothing.
 */
export async function assertSeatsAvailable(
  db: Database,
  productId: number,
  quantity: number,
): Promise<void> {
  const product = await productRepository(db).findById(productId);
  if (!product) throw notFound('Product', productId);
  const refusal = seatsUnavailable(product, quantity);
  if (refusal) throw refusal;
}

/**
 * Takes the seats of every line inside the caller's transaction and returns them priced at the
 * product's current selling price. Throws on the first line that cannot be served, which rolls the
 * whole transaction back.
 */
export function reserveSeats(tx: Database, lines: readonly SeatLine[]): Promise<SeatsTaken[]> {
  return exchangeSeats(tx, [], lines);
}

/** Adds the seats back inside the caller's transaction; callers make sure it runs once per order. */
export async function releaseSeats(tx: Database, lines: readonly SeatLine[]): Promise<void> {
  await exchangeSeats(tx, lines, []);
}

/**
 * Gives back the seats of `released` and takes those of `taken` (priced as `reserveSeats` does), inside
 * the caller's transaction. Each product is visited once, in id order, whichever side it is on: giving
 * back and taking as two passes would lock products out of order and could deadlock with a checkout
 * that takes the same products.
 */
export async function exchangeSeats(
  tx: Database,
  released: readonly SeatLine[],
  taken: readonly SeatLine[],
): Promise<SeatsTaken[]> {
  const products = productRepository(tx);
  const giveBack = new Map(byProduct(released).map((line) => [line.productId, line.quantity]));
  const take = new Map(byProduct(taken).map((line) => [line.productId, line.quantity]));
  const productIds = [...new Set([...giveBack.keys(), ...take.keys()])].sort((a, b) => a - b);
  const result: SeatsTaken[] = [];
  for (const productId of productIds) {
    const back = giveBack.get(productId);
    if (back) await products.giveSeatsBack({ productId, quantity: back });
    const quantity = take.get(productId);
    if (quantity) result.push(await takeSeats(products, { productId, quantity }));
  }
  return result;
}

async function takeSeats(
  products: ReturnType<typeof productRepository>,
  line: SeatLine,
): Promise<SeatsTaken> {
  const row = await products.takeSeats(line);
  if (row) return { ...row, productId: line.productId, quantity: line.quantity };
  const product = await products.findById(line.productId);
  if (!product) {
    throw new AppError('PRODUCT_UNAVAILABLE', `Workshop ${line.productId} is no longer offered`);
  }
  // Seats freed after our UPDATE looked do not count: the UPDATE is the authority.
  throw (
    seatsUnavailable(product, line.quantity) ??
    new AppError('OUT_OF_STOCK', `"${product.title}" is sold out`)
  );
}
