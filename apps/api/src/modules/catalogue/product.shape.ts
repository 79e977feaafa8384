// A workshop's JSON as shoppers and admins read it (docs/product.md §3), field by field, written once:
// the mapper reads it off a row (toProduct), and the database builds the same JSON for the shoppers'
// reads (docs/decisions/0047), so the two cannot say different things.
import type { Product } from '@kaushal/shared';
import { sql } from 'drizzle-orm';
import { encodingsOf, jsonShape, qualified } from '../../db/json-shape';
import { products } from '../../db/schema';
import { unseenParam } from '../../db/unseen-param';
import { nextBatchOf } from './batch.repository';
import type { ProductRead } from './product.repository';

const product = encodingsOf<typeof products, ProductRead>(products);
const id = qualified(products.id);
const title = qualified(products.title);
const category = qualified(products.category);

/** The workshop's own page in the web app. */
const hrefOf = (row: ProductRead) => `/product-detail/${row.id}`;
const hrefSql = sql`'/product-detail/' || ${id}`;

export const productShape = jsonShape<ProductRead, Product>({
  id: product.digits('id'),
  title: product.same('title'),
  description: product.same('description'),
  fullDescription: product.same('fullDescription'),
  thumbnail: product.same('thumbnail'),
  // The first image, or the thumbnail when there is none.
  image: {
    read: (row) => row.images[0] ?? row.thumbnail,
    sql: sql`coalesce(${qualified(products.images)} ->> 0, ${qualified(products.thumbnail)})`,
  },
  images: product.same('images'),
  price: product.same('price'),
  discountPercentage: product.same('discountPercentage'),
  discountPrice: product.same('discountPrice'),
  stock: product.same('stock'),
  brand: product.same('brand'),
  category: product.same('category'),
  rating: product.same('rating'),
  highlights: product.same('highlights'),
  productDetails: product.same('productDetails'),
  whyEnroll: product.same('whyEnroll'),
  deleted: product.same('deleted'),
  slug: product.same('slug'),
  // Read by the statement that reads the row, at the time it is given as `now`.
  nextBatch: {
    read: (row) => row.nextBatch,
    sql: nextBatchOf(unseenParam('now', 'timestamptz')),
  },
  // Home, the workshop's category (its list), the workshop. The constants are literals: a prepared
  // statement cannot type a parameter given to json_build_object.
  breadcrumbs: {
    read: (row) => [
      { id: 'home', name: 'Home', href: '/' },
      {
        id: 'category',
        name: row.category,
        href: `/view-all-products?category=${encodeURIComponent(row.category)}`,
      },
      { id: String(row.id), name: row.title, href: hrefOf(row) },
    ],
    sql: sql`json_build_array(
      json_build_object('id', 'home', 'name', 'Home', 'href', '/'),
      json_build_object('id', 'category', 'name', ${category},
        'href', '/view-all-products?category=' || uri_component(${category})),
      json_build_object('id', ${id}::text, 'name', ${title}, 'href', ${hrefSql})
    )`,
  },
  href: { read: hrefOf, sql: hrefSql },
  createdAt: product.isoTime('createdAt'),
  updatedAt: product.isoTime('updatedAt'),
});
