// What the cart comes to: the selling price times the quantity of each line, as the server prices it.
import type { CartItem } from '@kaushal/shared/cart';
import { totalsOf } from '@kaushal/shared/money';

export function cartTotals(lines: readonly CartItem[]) {
  return totalsOf(
    lines.map((line) => ({ unitPrice: line.product.discountPrice, quantity: line.quantity })),
  );
}

/** What the list prices would have come to less what the bag costs: the workshops' own discounts. */
export function cartSavings(lines: readonly CartItem[]): number {
  const listed = totalsOf(
    lines.map((line) => ({ unitPrice: line.product.price, quantity: line.quantity })),
  ).subtotal;
  return Math.max(listed - cartTotals(lines).subtotal, 0);
}
