// The embedded engine keeps its data on disk across a restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { products } from './schema';
import { seedIfEmpty } from './seed';

it('keeps PGlite data in its folder across a close and reopen', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kaushal-pglite-'));
  const first = await openDatabase({ dataDir });
  await runMigrations(first);
  const seeded = await seedIfEmpty(first.db);
  await first.db.insert(products).values({
    title: 'Written before the restart',
    slug: 'written-before-the-restart',
    description: 'x',
    thumbnail: '/x.svg',
    price: 100,
    stock: 1,
    category: 'Test',
  });
  await first.close();

  const second = await openDatabase({ dataDir });
  await runMigrations(second);
  expect(await seedIfEmpty(second.db)).toBe(0);
  const titles = (await second.db.select({ title: products.title }).from(products)).map(
    (row) => row.title,
  );
  expect(titles).toHaveLength(seeded + 1);
  expect(titles).toContain('Written before the restart');
  await second.close();
});
