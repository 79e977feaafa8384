// Turns a product row into the catalogue's JSON shape (docs/product.md §3).
import type { Product } from '@kaushal/shared';
import type { ProductRead } from './product.repository';

/** The workshop's own page in the web app. */
const hrefOf = (row: ProductRead) => `/product-detail/${row.id}`;

export const toProduct = (row: ProductRead): Product => ({
  id: String(row.id),
  title: row.title,
  description: row.description,
  fullDescription: row.fullDescription,
  thumbnail: row.thumbnail,
  // The first image, or the thumbnail when there is none.
  image: row.images[0] ?? row.thumbnail,
  images: row.images,
  price: row.price,
  discountPercentage: row.discountPercentage,
  discountPrice: row.discountPrice,
  stock: row.stock,
  format: row.format,
  accessDays: row.accessDays,
  brand: row.brand,
  category: row.category,
  rating: row.rating,
  highlights: row.highlights,
  productDetails: row.productDetails,
  whyEnroll: row.whyEnroll,
  deleted: row.deleted,
  slug: row.slug,
  nextBatch: row.nextBatch,
  // Home, the workshop's category (its list), the workshop.
  breadcrumbs: [
    { id: 'home', name: 'Home', href: '/' },
    {
      id: 'category',
      name: row.category,
      href: `/view-all-products?category=${encodeURIComponent(row.category)}`,
    },
    { id: String(row.id), name: row.title, href: hrefOf(row) },
  ],
  href: hrefOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
