// Cart rules: each user sees and changes only their own lines, one line per product, 1–5 seats each.
import type { CartItem } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { toProduct } from '../catalogue/product.mapper';
import { productRepository, type ProductRow } from '../catalogue/product.repository';
import type { PublicCatalogue } from '../catalogue/public-catalogue';
import { seatsUnavailable } from '../orders/seats.service';
import { cartRepository, type CartLineRow } from './cart.repository';

export const ALREADY_IN_CART_MESSAGE = 'Item Already added';

const toCartItem = (line: CartLineRow): CartItem => ({
  id: String(line.id),
  quantity: line.quantity,
  product: toProduct(line.product),
});

/**
 * A cart line as JSON around its product's ready JSON. The line's id and quantity are integers from the
 * database, so they need no escaping; the product's JSON was checked against its schema when it was made.
 */
const cartItemJson = (id: number, quantity: number, productJson: string) =>
  `{"id":"${id}","quantity":${quantity},"product":${productJson}}`;

function assertPurchasable(product: ProductRow, quantity: number): void {
  const refusal = seatsUnavailable(product, quantity);
  if (refusal) throw refusal;
}

export function cartService(db: Database, catalogue: PublicCatalogue) {
  const carts = cartRepository(db);
  const products = productRepository(db);

  const owned = async (userId: number, id: number) => {
    const line = await carts.findOwned(userId, id);
    if (!line) throw notFound('Cart item', id);
    return line;
  };

  return {
    /**
     * The user's cart as the JSON array the API sends, products embedded as shoppers see them in the
     * catalogue (kept a few seconds, like the catalogue's own reads).
     */
    async listJson(userId: number): Promise<string> {
      const lines = await carts.linesOf(userId);
      const productsJson = await catalogue.productsJson(lines.map((line) => line.productId));
      const items: string[] = [];
      for (const line of lines) {
        // A line whose product was withdrawn a moment ago is on its way out of the cart.
        const productJson = productsJson.get(line.productId);
        if (productJson) items.push(cartItemJson(line.id, line.quantity, productJson));
      }
      return `[${items.join(',')}]`;
    },

    /** Adds the line and returns it as JSON; refused with the reason when it cannot be added. */
    async addJson(userId: number, productId: number, quantity: number): Promise<string> {
      const id = await carts.insertIfPurchasable(userId, productId, quantity);
      if (id === undefined) {
        // Only a refusal pays for the second look that names its reason.
        const product = await products.findById(productId);
        if (!product) throw notFound('Product', productId);
        assertPurchasable(product, quantity);
        throw new AppError('ALREADY_IN_CART', ALREADY_IN_CART_MESSAGE);
      }
      const productJson = (await catalogue.productsJson([productId])).get(productId);
      if (!productJson) throw notFound('Product', productId);
      return cartItemJson(id, quantity, productJson);
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
