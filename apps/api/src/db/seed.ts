// Fills an empty catalogue with the shop's workshops and their upcoming batches, dated from `today`;
// does nothing once any product exists.
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { batches, products, productSlugs } from './schema';
import { settleStock } from '../modules/catalogue/seats.service';
import { seedBatchesOf } from './seed-batches';
import { seedCatalogue } from './seed-catalogue';

const imagesOf = (slug: string) => [1, 2, 3].map((n) => `/images/products/${slug}-${n}.svg`);

export async function seedIfEmpty(db: Database, today = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(products);
    if ((existing?.total ?? 0) > 0) return 0;
    const inserted = await tx
      .insert(products)
      .values(
        seedCatalogue.map((product) => {
          const images = imagesOf(product.slug);
          return { ...product, images, thumbnail: images[0] ?? '' };
        }),
      )
      .returning({ id: products.id, slug: products.slug, stock: products.stock });
    await tx.insert(productSlugs).values(inserted.map(({ slug, id }) => ({ slug, productId: id })));
    // The product's stock, next start and the modes it is offered in follow from its batches, as an
    // admin's writes would set them.
    await tx
      .insert(batches)
      .values(
        inserted.flatMap((row, index) =>
          seedBatchesOf(index, row.stock, today).map((batch) => ({ ...batch, productId: row.id })),
        ),
      );
    await settleStock(
      tx,
      inserted.map((row) => row.id),
      today,
    );
    return seedCatalogue.length;
  });
}
