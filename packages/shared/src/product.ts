// Product (workshop) contracts: what the catalogue returns and what the list accepts.
import { z } from 'zod';
import { csvSchema, limitSchema, pageSchema, sortOrderSchema, timestampsShape } from './common';

export const DEFAULT_BRAND = 'Workshop';
export const FALLBACK_TITLE = 'Unnamed Product';
export const PRICE_MIN = 1;
export const PRICE_MAX = 10_000_000;

export const breadcrumbSchema = z.object({ id: z.string(), name: z.string(), href: z.string() });

export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  thumbnail: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  discountPercentage: z.number(),
  discountPrice: z.number(),
  stock: z.number(),
  brand: z.string(),
  category: z.string(),
  rating: z.number(),
  highlights: z.array(z.string()),
  productDetails: z.array(z.string()),
  whyEnroll: z.array(z.string()),
  deleted: z.boolean(),
  breadcrumbs: z.array(breadcrumbSchema),
  href: z.string(),
  ...timestampsShape,
});
export type Product = z.infer<typeof productSchema>;

export const productSortFields = [
  'price',
  'discountPrice',
  'rating',
  'title',
  'createdAt',
] as const;

export const productListQuerySchema = z.strictObject({
  category: csvSchema.optional(),
  brand: csvSchema.optional(),
  _sort: z.enum(productSortFields).optional(),
  _order: sortOrderSchema,
  _page: pageSchema,
  _limit: limitSchema,
  admin: z.enum(['true', 'false']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A filter option as the spec's checkbox groups use it. */
export const filterOptionSchema = z.object({ label: z.string(), value: z.string() });
export type FilterOption = z.infer<typeof filterOptionSchema>;
