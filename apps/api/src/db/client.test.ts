// The embedded engine keeps its data on disk across a restart, and in one process at a time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
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

it('refuses a PGlite folder another process has open, naming it, and takes over one left behind', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kaushal-pglite-'));
  const first = await openDatabase({ dataDir });
  await expect(openDatabase({ dataDir })).rejects.toThrow(
    `The embedded database in ${dataDir} is open in another process (pid ${process.pid})`,
  );
  // The refused open left the holder's claim and data alone.
  await runMigrations(first);
  await first.close();

  // A claim being written as we look is not taken for a stale one.
  writeFileSync(`${dataDir}.lock`, '');
  await expect(openDatabase({ dataDir })).rejects.toThrow(
    `Another process is claiming ${dataDir} at the same time`,
  );

  // A process that ended without closing (killed, or the machine stopped) leaves its claim behind.
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  writeFileSync(`${dataDir}.lock`, ended.stdout.toString());
  const second = await openDatabase({ dataDir });
  expect(await seedIfEmpty(second.db)).toBeGreaterThan(0);
  await second.close();
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
});
