// Turns a product row into the catalogue's JSON shape (docs/product.md §3), with the fields the client derives from.
import type { Product } from '@kaushal/shared';
import type { ProductRead } from './product.repository';

export function toProduct(row: ProductRead): Product {
  const id = String(row.id);
  const href = `/product-detail/${id}`;
  return {
    id,
    title: row.title,
    description: row.description,
    fullDescription: row.fullDescription,
    thumbnail: row.thumbnail,
    image: row.images[0] ?? row.thumbnail,
    images: row.images,
    price: row.price,
    discountPercentage: row.discountPercentage,
    discountPrice: row.discountPrice,
    stock: row.stock,
    brand: row.brand,
    category: row.category,
    rating: row.rating,
    highlights: row.highlights,
    productDetails: row.productDetails,
    whyEnroll: row.whyEnroll,
    deleted: row.deleted,
    slug: row.slug,
    nextBatch: row.nextBatch,
    breadcrumbs: [
      { id: 'home', name: 'Home', href: '/' },
      {
        id: 'category',
        name: row.category,
        href: `/view-all-products?category=${encodeURIComponent(row.category)}`,
      },
      { id, name: row.title, href },
    ],
    href,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
