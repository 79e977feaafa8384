// The seed gives every workshop 2–3 upcoming batches dated from the seeding day, whose seats add up to
// the workshop's stock.
import type { AdminBatch, Product } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../test/test-app';
import { seedIfEmpty } from './seed';
import { seedCatalogue } from './seed-catalogue';

const DAY_MS = 24 * 60 * 60_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** Hours and minutes of an instant on the IST clock. */
const istTime = (iso: string) =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(11, 16);

describe.each(testEngines)('seeded batches on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  // A day the shop might be installed on, far from the real one: the dates must follow it.
  const today = new Date('2031-03-14T20:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    expect(await seedIfEmpty(t.database.db, today)).toBe(seedCatalogue.length);
  });
  afterAll(() => t.close());

  it('gives every workshop 2–3 upcoming batches whose seats are its stock', async () => {
    const products = (await call<Product[]>(t, admin, 'GET', '/api/products?_limit=100')).body;
    expect(products).toHaveLength(seedCatalogue.length);
    const modes = new Set<string>();
    const onlineIds: string[] = [];
    for (const product of products) {
      const batches = (
        await call<AdminBatch[]>(t, admin, 'GET', `/api/products/${product.id}/batches?admin=true`)
      ).body;
      expect(batches.length).toBeGreaterThanOrEqual(2);
      expect(batches.length).toBeLessThanOrEqual(3);
      expect(batches.reduce((sum, batch) => sum + batch.capacity, 0)).toBe(product.stock);
      if (batches.some((batch) => batch.mode === 'online')) onlineIds.push(product.id);
      for (const batch of batches) {
        modes.add(batch.mode);
        const first = batch.sessions[0]?.startsAt ?? '';
        expect(Date.parse(first)).toBeGreaterThan(today.getTime());
        expect(Date.parse(first)).toBeLessThan(today.getTime() + 90 * DAY_MS);
        expect(Date.parse(batch.enrolmentClosesAt ?? '')).toBe(Date.parse(first) - DAY_MS);
        expect(batch.status).toBe('open');
        for (const session of batch.sessions) {
          expect(session.startsAt).toMatch(/Z$/);
          expect(['10:00', '19:00']).toContain(istTime(session.startsAt));
        }
        if (batch.mode === 'offline') expect(batch.venue).toMatch(/Bengaluru|Mumbai|Delhi/);
      }
      expect(product.nextBatch).toMatchObject({
        id: batches[0]?.id,
        startsAt: batches[0]?.sessions[0]?.startsAt,
      });
    }
    expect([...modes].sort()).toEqual(['offline', 'online']);
    // The mode filter finds each workshop by the modes of its batches.
    const online = (await call<Product[]>(t, admin, 'GET', '/api/products?_limit=100&mode=online'))
      .body;
    expect(online.map((product) => product.id).sort()).toEqual(onlineIds.sort());
  });
});
