// Seat holds: taking seats for an order's lines all-or-nothing, and giving them back exactly once.
import { AppError } from '../../lib/app-error';
import type { NewOrderItem, OrderRepository, SeatLine } from './order.repository';

/** Why these seats cannot be sold (a withdrawn workshop, or too few seats left), or undefined. */
export function seatsUnavailable(
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
 * Takes the seats of every line inside the caller's transaction and returns the order items priced at
 * the product's current selling price. Throws on the first line that cannot be served, which rolls the
 * whole transaction back.
 */
export async function reserveSeats(
  orders: OrderRepository,
  lines: readonly SeatLine[],
): Promise<NewOrderItem[]> {
  const items: NewOrderItem[] = [];
  for (const line of byProduct(lines)) {
    const taken = await orders.takeSeats(line);
    if (!taken) {
      const product = await orders.findProduct(line.productId);
      if (!product) {
        throw new AppError(
          'PRODUCT_UNAVAILABLE',
          `Workshop ${line.productId} is no longer offered`,
        );
      }
      // Seats freed after our UPDATE looked do not count: the UPDATE is the authority.
      throw (
        seatsUnavailable(product, line.quantity) ??
        new AppError('OUT_OF_STOCK', `"${product.title}" is sold out`)
      );
    }
    items.push({ ...taken, productId: line.productId, quantity: line.quantity });
  }
  return items;
}

/** Adds the seats back; callers first win the `seats_held` flip so this runs once per order. */
export async function releaseSeats(
  orders: OrderRepository,
  lines: readonly SeatLine[],
): Promise<void> {
  for (const line of byProduct(lines)) await orders.giveSeatsBack(line);
}
