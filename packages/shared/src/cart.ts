// Cart contracts: a line is added by product id and read back with the product embedded.
import { z } from 'zod';
import { batchSchema } from './batch';
import { idSchema } from './common';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants';
import { productSchema } from './product';
import { taxSchema } from './tax';

export const quantitySchema = z
  .number({ error: 'quantity must be a whole number from 1 to 5' })
  .int('quantity must be a whole number from 1 to 5')
  .min(QUANTITY_MIN, 'quantity must be a whole number from 1 to 5')
  .max(QUANTITY_MAX, 'quantity must be a whole number from 1 to 5');

/** Without `batch`, the next open batch with enough seats is taken. */
export const cartAddSchema = z.object({
  product: idSchema,
  quantity: quantitySchema,
  batch: idSchema.optional(),
});
export type CartAddInput = z.infer<typeof cartAddSchema>;

export const cartUpdateSchema = z.object({ quantity: quantitySchema });

export const cartItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  product: productSchema,
  batch: batchSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * `GET /api/cart/summary?state=&gstin=`: the billing address's state by name or GST code, and a business
 * buyer's GSTIN, whose state is then the place of supply.
 */
export const cartSummaryQuerySchema = z.object({
  state: z.string().trim().max(100).optional(),
  gstin: z.string().trim().toUpperCase().max(15).optional(),
});

/** `GET /api/cart/summary`: what the bag comes to, in rupees as the rest of the API. */
export const cartSummarySchema = z.object({
  subtotal: z.number(),
  totalItems: z.number(),
  /** Taken off the subtotal by a promo code; 0 without one. */
  discount: z.number(),
  /**
   * The GST inside the amount payable (`tax.total`) for the billing state asked for with `?state=`;
   * without it, for the shop's own state (intra-state: CGST + SGST), since the bag has no address yet.
   */
  tax: taxSchema,
  /** The state the GST is figured for: the GSTIN's when one is given, else the address's. */
  placeOfSupply: z.object({ name: z.string(), code: z.string() }),
  /** Which GST applies and why, in the buyer's words (`IGST applies: your GSTIN is registered in …`). */
  taxNote: z.string(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;
