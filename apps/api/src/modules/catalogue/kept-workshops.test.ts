// Workshops' JSON kept by the catalogue index until the change feed says it changed
// (docs/decisions/0049): a shopper's page shows every change at once, whoever made it (this instance,
// another, a script), of the workshop's row or its batches, and an enrolment deadline passing; what
// the feed does not say is not re-read; and the changes every reader has read past are let go.
import type { Product } from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { batches, products } from '../../db/schema';
import { call } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { jsonChangesPruner } from './json-changes-prune.job';
import { UNDATED_BATCH_NAME } from './product.service';

const HOUR_MS = 60 * 60_000;

describe.each(testEngines)('kept workshops on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let now = Date.parse('2026-11-25T06:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: () => new Date(now) });
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  const workshop = async (id: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    return { status: response.statusCode, product: response.json<Product>() };
  };
  const listed = async (id: number, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?_limit=100${query}` });
    return response.json<Product[]>().find((product) => Number(product.id) === id);
  };
  const create = async (title: string) => {
    const created = await call<Product>(t, admin, 'POST', '/api/products', {
      title,
      description: 'Glaze and fire.',
      fullDescription: '',
      images: ['/uploads/a.png', '/uploads/b.png'],
      thumbnail: '/uploads/t.png',
      highlights: [],
      brand: 'Clay Collective',
      category: 'Pottery',
      price: 2000,
      discountPercentage: 0,
      stock: 10,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return Number(created.body.id);
  };
  const addBatch = async (id: number, days: number, capacity: number, closesInHours?: number) => {
    const start = now + days * 24 * HOUR_MS;
    const added = await call<{ id: string }>(t, admin, 'POST', `/api/products/${id}/batches`, {
      name: `In ${days} days`,
      mode: 'online',
      sessions: [
        {
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + 3 * HOUR_MS).toISOString(),
        },
      ],
      capacity,
      ...(closesInHours !== undefined && {
        enrolmentClosesAt: new Date(now + closesInHours * HOUR_MS).toISOString(),
      }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.id;
  };
  /** As another instance or a script would change it: straight in the database. */
  const changeWorkshop = (id: number, values: Partial<typeof products.$inferInsert>) =>
    t.database.db.update(products).set(values).where(eq(products.id, id));
  const changeBatch = (id: string, values: Partial<typeof batches.$inferInsert>) =>
    t.database.db
      .update(batches)
      .set(values)
      .where(eq(batches.id, Number(id)));

  it('shows every change of a workshop and its batches at once, by whomever made', async () => {
    const id = await create('Raku Firing');
    const soon = await addBatch(id, 10, 5, 24);
    const later = await addBatch(id, 20, 5);
    expect((await workshop(id)).product.nextBatch).toMatchObject({ id: soon, seatsLeft: 5 });
    expect((await listed(id))?.nextBatch).toMatchObject({ id: soon, seatsLeft: 5 });

    await changeBatch(soon, { seatsTaken: 2 });
    expect((await workshop(id)).product.nextBatch).toMatchObject({ id: soon, seatsLeft: 3 });
    expect((await listed(id))?.nextBatch).toMatchObject({ id: soon, seatsLeft: 3 });

    await changeBatch(soon, { name: 'Diwali weekend' });
    expect((await workshop(id)).product.nextBatch?.name).toBe('Diwali weekend');

    await changeWorkshop(id, { title: 'Raku and Pit Firing', stock: 7 });
    // A list by start month is paged by the database, not the index: its workshops are as current.
    expect((await listed(id, '&month=2026-12'))?.title).toBe('Raku and Pit Firing');
    expect((await workshop(id)).product).toMatchObject({ title: 'Raku and Pit Firing', stock: 7 });
    expect((await listed(id))?.title).toBe('Raku and Pit Firing');

    // The sooner batch's enrolment closes a day from now: once that day has passed, the later batch
    // is the next, though nothing was written.
    now += 25 * HOUR_MS;
    expect((await workshop(id)).product.nextBatch).toMatchObject({ id: later, seatsLeft: 5 });

    // Then only the seats a new workshop is given without dates are open.
    await changeBatch(later, { closed: true });
    expect((await workshop(id)).product.nextBatch).toMatchObject({
      name: UNDATED_BATCH_NAME,
      startsAt: null,
    });
    await t.database.db.delete(batches).where(eq(batches.id, Number(later)));
    const added = await addBatch(id, 30, 4);
    expect((await workshop(id)).product.nextBatch).toMatchObject({ id: added, seatsLeft: 4 });

    await changeWorkshop(id, { deleted: true });
    expect((await workshop(id)).status).toBe(404);
    expect(await listed(id)).toBeUndefined();
    await changeWorkshop(id, { deleted: false });
    expect((await workshop(id)).status).toBe(200);
    // Deleted by hand, as the shop never does: gone from its page, the lists, their totals and search.
    const total = async () =>
      Number(
        (await t.app.inject({ method: 'GET', url: '/api/products' })).headers['x-total-count'],
      );
    const searched = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products?q=raku' })).json<Product[]>();
    const before = await total();
    expect(await searched()).toHaveLength(1);
    await t.database.db.delete(products).where(eq(products.id, id));
    expect((await workshop(id)).status).toBe(404);
    expect(await total()).toBe(before - 1);
    expect(await searched()).toEqual([]);
  });

  it('reads a workshop again only when the feed says it changed', async () => {
    const id = await create('Wheel Throwing');
    expect((await workshop(id)).product.title).toBe('Wheel Throwing');
    // Without the trigger that tells the feed, a change goes unseen: the kept JSON is what answers.
    await t.database.db.execute(sql`alter table products disable trigger products_json_changed`);
    try {
      await changeWorkshop(id, { stock: 3 });
      expect((await workshop(id)).product.stock).toBe(10);
    } finally {
      await t.database.db.execute(sql`alter table products enable trigger products_json_changed`);
    }
    await changeWorkshop(id, { stock: 4 });
    expect((await workshop(id)).product.stock).toBe(4);
  });

  it('lets go of the changes every reader has read past, and still follows new ones', async () => {
    const id = await create('Slip Casting');
    await changeWorkshop(id, { stock: 9 });
    const changes = async () =>
      (
        await rowsOf<{ rows: number }>(
          t.database.db,
          sql`select count(*)::int as rows from workshop_json_changes`,
        )
      )[0]!.rows;
    expect(await changes()).toBeGreaterThan(0);
    // Notes taken now count as old enough at once.
    const prune = jsonChangesPruner(t.app, 0);
    expect(await prune()).toBeGreaterThan(0);
    expect(await changes()).toBe(0);
    expect((await workshop(id)).product.stock).toBe(9);
    await changeWorkshop(id, { stock: 8 });
    expect((await workshop(id)).product.stock).toBe(8);
  });
});
