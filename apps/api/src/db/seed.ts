// Fills an empty catalogue with the shop's workshops; does nothing once any product exists.
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { products } from './schema';
import { seedCatalogue } from './seed-catalogue';

const imagesOf = (slug: string) => [1, 2, 3].map((n) => `/images/products/${slug}-${n}.svg`);

export async function seedIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(products);
    if ((existing?.total ?? 0) > 0) return 0;
    await tx.insert(products).values(
      seedCatalogue.map(({ slug, ...product }) => {
        const images = imagesOf(slug);
        return { ...product, images, thumbnail: images[0] ?? '' };
      }),
    );
    return seedCatalogue.length;
  });
}
