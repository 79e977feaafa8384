// Building blocks for the contracts: ids, list paging and sorting, comma-separated filters.
import { z } from 'zod';
import { LIST_MAX_PAGE_SIZE, LIST_PAGE_SIZE } from './constants';

const MAX_ID = 2_147_483_647;

/**
 * Entity ids travel as strings of digits up to the database's integer limit; anything else is a 400
 * with `message`, never a database error.
 */
export const idOf = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .refine((value) => Number(value) <= MAX_ID, message);

export const idSchema = idOf('Not a valid id');

export const idParamsSchema = z.strictObject({ id: idSchema });

/** A filter given as `a,b` or repeated (`?x=a&x=b`): trimmed, empty entries dropped. */
export const csvSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.string().max(100)).max(50));

export const sortOrderSchema = z.enum(['asc', 'desc']).default('asc');

export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
export const limitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(LIST_MAX_PAGE_SIZE)
  .default(LIST_PAGE_SIZE);

export const timestampsShape = {
  createdAt: z.string(),
  updatedAt: z.string(),
};
