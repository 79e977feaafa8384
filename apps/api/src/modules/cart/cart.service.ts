// Cart rules: each user sees and changes only their own lines, one line per product, 1–5 seats each.
import { cartItemSchema, type CartItem } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { jsonArray, JsonText, jsonObjectWriter } from '../../lib/json-text';
import { productService } from '../catalogue/product.service';
import type { PublicCatalogue } from '../catalogue/public-catalogue.service';
import { assertSeatsAvailable, offeredWithSeats, type SeatLine } from '../catalogue/seats.service';
import { cartRepository } from './cart.repository';

export const ALREADY_IN_CART_MESSAGE = 'Item Already added';

/** A cart line as the API sends it, its product as a value or as the catalogue's ready JSON. */
const cartItem = <Product>(line: { id: number; quantity: number }, product: Product) => ({
  id: String(line.id),
  quantity: line.quantity,
  product,
});

/** Writes a line around its product's JSON, which was checked against its schema when it was made. */
const writeCartItem = jsonObjectWriter(cartItemSchema);
const cartItemJson = (line: { id: number; quantity: number }, productJson: string) =>
  writeCartItem(cartItem(line, new JsonText(productJson)));

export function cartService(db: Database, catalogue: PublicCatalogue) {
  const carts = cartRepository(db);
  const products = productService(db);

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
        if (productJson) items.push(cartItemJson(line, productJson));
      }
      return jsonArray(items);
    },

    /** Adds the line and returns it as JSON; refused with the reason when it cannot be added. */
    async addJson(userId: number, productId: number, quantity: number): Promise<string> {
      const id = await carts.insertIfPurchasable(userId, productId, quantity, offeredWithSeats);
      if (id === undefined) {
        // Only a refusal pays for the second look that names its reason.
        await assertSeatsAvailable(db, productId, quantity);
        throw new AppError('ALREADY_IN_CART', ALREADY_IN_CART_MESSAGE);
      }
      const productJson = (await catalogue.productsJson([productId])).get(productId);
      if (!productJson) throw notFound('Product', productId);
      return cartItemJson({ id, quantity }, productJson);
    },

    async changeQuantity(userId: number, id: number, quantity: number): Promise<CartItem> {
      const productId = await carts.updateQuantityIfPurchasable(
        userId,
        id,
        quantity,
        offeredWithSeats,
      );
      if (productId === undefined) {
        // Only a refusal pays for the looks that name its reason.
        const line = await carts.findOwned(userId, id);
        if (!line) throw notFound('Cart item', id);
        await assertSeatsAvailable(db, line.productId, quantity);
        // The seats went and came back between the two looks: the write is the authority.
        throw new AppError(
          'OUT_OF_STOCK',
          `Fewer than ${quantity} seats are left for this workshop`,
        );
      }
      return cartItem({ id, quantity }, await products.get(productId, false));
    },

    async remove(userId: number, id: number): Promise<{ id: string }> {
      if (!(await carts.remove(userId, id))) throw notFound('Cart item', id);
      return { id: String(id) };
    },
  };
}

/** The user's lines as seats to take, read inside the caller's transaction (checkout). */
export async function cartLinesForOrder(tx: Database, userId: number): Promise<SeatLine[]> {
  const lines = await cartRepository(tx).linesOf(userId);
  return lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
}

/** Takes paid workshops out of the user's cart, inside the caller's transaction. */
export async function removePaidFromCart(
  tx: Database,
  userId: number,
  productIds: number[],
): Promise<void> {
  await cartRepository(tx).removeProducts(userId, productIds);
}

/** Takes a withdrawn product out of every cart, inside the caller's transaction. */
export async function removeFromEveryCart(tx: Database, productId: number): Promise<void> {
  await cartRepository(tx).removeProductEverywhere(productId);
}
