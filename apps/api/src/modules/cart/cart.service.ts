// Cart rules: each user sees and changes only their own lines, one line per product, 1–5 seats each.
import type { CartItem } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { toProduct } from '../catalogue/product.mapper';
import { productRepository, type ProductRow } from '../catalogue/product.repository';
import { seatsUnavailable } from '../orders/seats.service';
import { cartRepository, type CartLineRow } from './cart.repository';

export const ALREADY_IN_CART_MESSAGE = 'Item Already added';

const toCartItem = (line: CartLineRow): CartItem => ({
  id: String(line.id),
  quantity: line.quantity,
  product: toProduct(line.product),
});

function assertPurchasable(product: ProductRow, quantity: number): void {
  const refusal = seatsUnavailable(product, quantity);
  if (refusal) throw refusal;
}

export function cartService(db: Database) {
  const carts = cartRepository(db);
  const catalogue = productRepository(db);

  const owned = async (userId: number, id: number) => {
    const line = await carts.findOwned(userId, id);
    if (!line) throw notFound('Cart item', id);
    return line;
  };

  return {
    async list(userId: number): Promise<CartItem[]> {
      return (await carts.listForUser(userId)).map(toCartItem);
    },

    async add(userId: number, productId: number, quantity: number): Promise<CartItem> {
      const product = await catalogue.findById(productId);
      if (!product) throw notFound('Product', productId);
      assertPurchasable(product, quantity);
      const id = await carts.insert(userId, productId, quantity);
      if (id === undefined) throw new AppError('ALREADY_IN_CART', ALREADY_IN_CART_MESSAGE);
      return toCartItem(await owned(userId, id));
    },

    async changeQuantity(userId: number, id: number, quantity: number): Promise<CartItem> {
      const line = await owned(userId, id);
      assertPurchasable(line.product, quantity);
      if (!(await carts.updateQuantity(userId, id, quantity))) throw notFound('Cart item', id);
      return toCartItem({ ...line, quantity });
    },

    async remove(userId: number, id: number): Promise<{ id: string }> {
      if (!(await carts.remove(userId, id))) throw notFound('Cart item', id);
      return { id: String(id) };
    },
  };
}
