// Cart contracts: a line is added by product id and read back with the product embedded.
import { z } from 'zod';
import { batchSchema } from './batch';
import { idSchema } from './common';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants';
import { productSchema } from './product';

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
