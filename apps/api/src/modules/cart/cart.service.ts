// Cart rules: each user sees and changes only their own lines, one line per product, 1–5 seats each, every
// line for one batch of its workshop.
import {
  cartItemSchema,
  paiseToRupees,
  rupeesToPaise,
  totalsOf,
  type CartItem,
  type CartSummary,
  taxNoteOf,
  type PlaceOfSupply,
} from '@kaushal/shared';
import type { BusinessConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { jsonArray, JsonText, jsonObjectWriter } from '../../lib/json-text';
import type { PublicCatalogue } from '../catalogue/public-catalogue.service';
import {
  assertSeatsAvailable,
  batchHasSeats,
  batchToEnrol,
  type SeatLine,
} from '../catalogue/seats.service';
import { orderTax, taxAnswer } from '../tax/order-tax.service';
import { cartRepository, type Enrolment } from './cart.repository';

export const ALREADY_IN_CART_MESSAGE = 'Item Already added';

interface Line {
  id: number;
  quantity: number;
  productId: number;
  batchId: number;
}

/** Writes a line around its product's and batch's JSON, each checked against its schema when made. */
const writeCartItem = jsonObjectWriter(cartItemSchema);

export function cartService(db: Database, catalogue: PublicCatalogue, clock: Clock) {
  const carts = cartRepository(db);
  const enrolment: Enrolment = {
    batchFor: (productId, seats, batchId) => batchToEnrol(productId, seats, batchId, clock()),
    hasSeats: (batchId, seats) => batchHasSeats(batchId, seats, clock()),
  };

  /**
   * The lines as the API sends them, product and batch embedded as shoppers see them in the catalogue
   * (kept a few seconds, like the catalogue's own reads).
   */
  async function itemsJson(lines: readonly Line[]): Promise<string[]> {
    const [productsJson, batchesJson] = await Promise.all([
      catalogue.productsJson(lines.map((line) => line.productId)),
      catalogue.batchesJson(lines.map((line) => line.batchId)),
    ]);
    const items: string[] = [];
    for (const line of lines) {
      const productJson = productsJson.get(line.productId);
      const batchJson = batchesJson.get(line.batchId);
      // A line whose product was withdrawn a moment ago is on its way out of the cart.
      if (!productJson || !batchJson) continue;
      items.push(
        writeCartItem({
          id: String(line.id),
          quantity: line.quantity,
          product: new JsonText(productJson),
          batch: new JsonText(batchJson),
        }),
      );
    }
    return items;
  }

  async function itemJson(line: Line): Promise<string> {
    const [item] = await itemsJson([line]);
    if (item === undefined) throw notFound('Product', line.productId);
    return item;
  }

  return {
    /** The user's cart as the JSON array the API sends. */
    async listJson(userId: number): Promise<string> {
      return jsonArray(await itemsJson(await carts.linesOf(userId)));
    },

    /**
     * Adds the line for `batchId`, or without it for the soonest open batch with enough seats, and
     * returns it as JSON; refused with the reason when it cannot be added.
     */
    async addJson(
      userId: number,
      line: { productId: number; batchId: number | undefined; quantity: number },
    ): Promise<string> {
      const added = await carts.insertIfPurchasable(userId, line, enrolment);
      if (added === undefined) {
        // Only a refusal pays for the second look that names its reason.
        await assertSeatsAvailable(db, line, clock());
        throw new AppError('ALREADY_IN_CART', ALREADY_IN_CART_MESSAGE);
      }
      return itemJson({ ...line, ...added });
    },

    /** Changes the seats of a line, at most those left in its batch; the line as JSON. */
    async changeQuantityJson(userId: number, id: number, quantity: number): Promise<string> {
      const changed = await carts.updateQuantityIfPurchasable(userId, id, quantity, enrolment);
      if (changed === undefined) {
        // Only a refusal pays for the looks that name its reason.
        const line = await carts.findOwned(userId, id);
        if (!line) throw notFound('Cart item', id);
        await assertSeatsAvailable(db, { ...line, quantity }, clock());
        // The seats went and came back between the two looks: the write is the authority.
        throw new AppError(
          'OUT_OF_STOCK',
          `Fewer than ${quantity} seats are left for this workshop`,
        );
      }
      return itemJson({ id, quantity, ...changed });
    },

    /**
     * What the lines the bag lists come to, less `discount` (the bag's promo code as it applies now, in
     * rupees; the order checks it again when placed), and the GST inside it for a buyer billed in
     * `placeOfSupply`, figured as the order will be.
     */
    async summary(
      userId: number,
      place: PlaceOfSupply,
      business: BusinessConfig,
      discount: number,
    ): Promise<CartSummary> {
      const placeOfSupply = place.state;
      const items = (await itemsJson(await carts.linesOf(userId))).map(
        (json) => JSON.parse(json) as CartItem,
      );
      const priced = items.map((item) => ({
        unitPrice: item.product.discountPrice,
        quantity: item.quantity,
      }));
      const { subtotal, totalItems } = totalsOf(priced);
      // Rupees with paise as decimals (299.9): rounded, as floats do not hold them exactly.
      const discountPaise = Math.round(discount * 100);
      const linesPaise = priced.map((line) => rupeesToPaise(line.unitPrice * line.quantity));
      const tax = orderTax(linesPaise, discountPaise, placeOfSupply, business);
      return {
        subtotal,
        totalItems,
        discount: paiseToRupees(discountPaise),
        tax: taxAnswer(tax),
        placeOfSupply: { name: placeOfSupply.name, code: placeOfSupply.code },
        taxNote: taxNoteOf(place, business.state),
      };
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
  return lines.map(({ productId, batchId, quantity }) => ({ productId, batchId, quantity }));
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
