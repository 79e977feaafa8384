// Batches on every engine: seats counted per batch with the stock as their sum, deadlines, full and closed
// batches, the spec's cart call without a batch, the admin's batch writes and the last seat under
// concurrency (PostgreSQL).
import type { AdminBatch, Batch, BatchInput, CartItem, Order, Product } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  manualClock,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { ADDRESS, call, insertProduct, placeOrder, stockOf } from '../../../test/order.fixtures';
import { refreshStock } from './stock-refresh.job';

const DAY_MS = 24 * 60 * 60_000;

/** A batch input whose one session starts `days` days from now, enrolment closing a day before. */
const datedBatch = (days: number, overrides: Partial<BatchInput> = {}): Partial<BatchInput> => {
  const start = Date.now() + days * DAY_MS;
  return {
    name: `Batch in ${days} days`,
    mode: 'online',
    sessions: [
      {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 3 * 60 * 60_000).toISOString(),
      },
    ],
    capacity: 5,
    enrolmentClosesAt: new Date(start - DAY_MS).toISOString(),
    ...overrides,
  };
};

describe.each(testEngines)('batches on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let shopper: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    shopper = await signedInUser(t);
  });
  afterAll(() => t.close());

  /** A workshop whose seats are in dated batches only (its batch without dates has none). */
  async function workshopWith(...inputs: Partial<BatchInput>[]) {
    const product = await insertProduct(t, { stock: 0 });
    const batches: AdminBatch[] = [];
    for (const input of inputs) batches.push(await addBatch(product.id, input));
    return { product, batches };
  }

  async function addBatch(productId: number, input: Partial<BatchInput>): Promise<AdminBatch> {
    const added = await call<AdminBatch>(
      t,
      admin,
      'POST',
      `/api/products/${productId}/batches`,
      input,
    );
    expect(added.status).toBe(201);
    return added.body;
  }

  const openBatches = async (productId: number) =>
    (await call<Batch[]>(t, undefined, 'GET', `/api/products/${productId}/batches`)).body;

  const addToCart = (user: SignedInUser, productId: number, quantity: number, batch?: string) =>
    call<CartItem>(t, user, 'POST', '/api/cart', {
      product: String(productId),
      quantity,
      ...(batch !== undefined && { batch }),
    });

  it('counts seats per batch and keeps the stock the sum over open batches', async () => {
    const { product, batches } = await workshopWith(
      datedBatch(20, { name: 'Later batch', capacity: 7 }),
      datedBatch(10, { name: 'Sooner batch', capacity: 5 }),
    );
    expect(await stockOf(t, product.id)).toBe(12);
    const listed = await openBatches(product.id);
    expect(listed.map((batch) => [batch.name, batch.seatsLeft])).toEqual([
      ['Sooner batch', 5],
      ['Later batch', 7],
      ['Dates to be announced', 0],
    ]);
    expect(listed[0]).toEqual({
      id: batches[1]?.id,
      name: 'Sooner batch',
      mode: 'online',
      venue: null,
      sessions: batches[1]?.sessions,
      seatsLeft: 5,
      enrolmentClosesAt: expect.any(String),
    });

    const buyer = await signedInUser(t);
    const line = await addToCart(buyer, product.id, 2, batches[0]?.id);
    expect(line.status).toBe(201);
    expect(line.body.batch).toMatchObject({
      id: batches[0]?.id,
      name: 'Later batch',
      seatsLeft: 7,
    });
    const order = await call<Order>(t, buyer, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(order.status).toBe(201);
    expect(order.body.items[0]?.batch).toMatchObject({ id: batches[0]?.id, name: 'Later batch' });
    expect(await stockOf(t, product.id)).toBe(10);
    const admins = await call<AdminBatch[]>(
      t,
      admin,
      'GET',
      `/api/products/${product.id}/batches?admin=true`,
    );
    expect(admins.body.find((batch) => batch.id === batches[0]?.id)).toMatchObject({
      capacity: 7,
      seatsTaken: 2,
      seatsLeft: 5,
      status: 'open',
    });

    // The product's card names its next batch with a seat left, in lists and single reads alike.
    const read = await call<Product>(t, undefined, 'GET', `/api/products/${product.id}`);
    expect(read.body.nextBatch).toEqual({
      id: batches[1]?.id,
      name: 'Sooner batch',
      mode: 'online',
      startsAt: batches[1]?.sessions[0]?.startsAt,
      seatsLeft: 5,
    });
    const list = await call<Product[]>(
      t,
      admin,
      'GET',
      '/api/products?_limit=100&_sort=createdAt&_order=desc',
    );
    expect(list.body.find((p) => p.id === String(product.id))?.nextBatch?.id).toBe(batches[1]?.id);
  });

  it('gives the spec cart call without a batch the soonest open batch with enough seats', async () => {
    const { product, batches } = await workshopWith(
      datedBatch(5, { name: 'Nearly full batch', capacity: 1 }),
      datedBatch(9, { name: 'Roomy batch', capacity: 6 }),
    );
    const buyer = await signedInUser(t);
    const added = await addToCart(buyer, product.id, 2);
    expect(added.status).toBe(201);
    expect(added.body.batch).toMatchObject({ id: batches[1]?.id, name: 'Roomy batch' });
    const cart = await call<CartItem[]>(t, buyer, 'GET', '/api/cart');
    expect(cart.body.map((item) => item.batch.id)).toEqual([batches[1]?.id]);

    // The quantity is bounded by the line's batch, not by the workshop's stock.
    const tooMany = await call(t, buyer, 'PATCH', `/api/cart/${added.body.id}`, { quantity: 7 });
    expect(tooMany.status).toBe(400);
    const patched = await call<CartItem>(t, buyer, 'PATCH', `/api/cart/${added.body.id}`, {
      quantity: 5,
    });
    expect(patched).toMatchObject({
      status: 200,
      body: { quantity: 5, batch: { id: batches[1]?.id } },
    });
    await call(t, admin, 'PATCH', `/api/products/${product.id}/batches/${batches[1]?.id}`, {
      capacity: 4,
    });
    const beyond = await call(t, buyer, 'PATCH', `/api/cart/${added.body.id}`, { quantity: 5 });
    expect(beyond).toMatchObject({
      status: 409,
      body: { message: `Only 4 seats left in "Roomy batch" of "${product.title}"` },
    });
  });

  it('refuses a full batch with 409 naming it, and a batch of another workshop with 404', async () => {
    const { product, batches } = await workshopWith(
      datedBatch(7, { name: 'January weekend batch', capacity: 1 }),
    );
    const first = await signedInUser(t);
    await placeOrder(t, first, [{ productId: product.id, quantity: 1 }]);
    expect(await stockOf(t, product.id)).toBe(0);

    const full = await addToCart(shopper, product.id, 1, batches[0]?.id);
    expect(full).toMatchObject({
      status: 409,
      body: {
        code: 'OUT_OF_STOCK',
        message: `"January weekend batch" of "${product.title}" is full`,
      },
    });
    const soldOut = await addToCart(shopper, product.id, 1);
    expect(soldOut).toMatchObject({
      status: 409,
      body: { message: `"${product.title}" is sold out` },
    });

    const other = await insertProduct(t);
    const foreign = await addToCart(shopper, other.id, 1, batches[0]?.id);
    expect(foreign).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: `"${other.title}" has no batch ${batches[0]?.id}` },
    });
  });

  it('gives the admin list each workshop’s batches and the seats of its open ones, in the list’s one read', async () => {
    const { product, batches } = await workshopWith(
      datedBatch(8, { name: 'Closed batch', capacity: 4 }),
      datedBatch(12, { name: 'Open batch', capacity: 6 }),
    );
    await call(t, admin, 'PATCH', `/api/products/${product.id}/batches/${batches[0]?.id}`, {
      closed: true,
    });
    const buyer = await signedInUser(t);
    expect((await addToCart(buyer, product.id, 2, batches[1]?.id)).status).toBe(201);
    expect(
      (
        await call<Order>(t, buyer, 'POST', '/api/orders', {
          selectedAddress: ADDRESS,
          paymentMethod: 'card',
        })
      ).status,
    ).toBe(201);

    // The admin searches by the title; the closed batch counts as a batch but not in the seats.
    const search = `?admin=true&q=${encodeURIComponent(product.title)}`;
    const listed = await call<Product[]>(t, admin, 'GET', `/api/products${search}`);
    expect(listed.body.find((entry) => entry.id === String(product.id))?.batchSeats).toEqual({
      batches: 3,
      capacity: 6,
      seatsLeft: 4,
    });
    // Shoppers' lists carry no such counts.
    const shopped = await call<Product[]>(t, shopper, 'GET', '/api/products?_limit=100');
    expect(shopped.body.some((entry) => 'batchSeats' in entry)).toBe(false);
  });

  it('takes a closed batch out of the shop and the stock at once, and keeps it for admins', async () => {
    const { product, batches } = await workshopWith(
      datedBatch(8, { name: 'Closing batch', capacity: 4 }),
      datedBatch(12, { name: 'Open batch', capacity: 3 }),
    );
    const closingId = batches[0]?.id;
    const closed = await call<AdminBatch>(
      t,
      admin,
      'PATCH',
      `/api/products/${product.id}/batches/${closingId}`,
      { closed: true },
    );
    expect(closed.body).toMatchObject({ closed: true, status: 'closed', seatsLeft: 0 });
    expect(await stockOf(t, product.id)).toBe(3);
    expect((await openBatches(product.id)).map((batch) => batch.name)).toEqual([
      'Open batch',
      'Dates to be announced',
    ]);
    const refused = await addToCart(shopper, product.id, 1, closingId);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `"Closing batch" of "${product.title}" is closed` },
    });
    const all = await call<AdminBatch[]>(
      t,
      admin,
      'GET',
      `/api/products/${product.id}/batches?admin=true`,
    );
    expect(all.body.map((batch) => [batch.name, batch.status])).toEqual([
      ['Closing batch', 'closed'],
      ['Open batch', 'open'],
      ['Dates to be announced', 'full'],
    ]);
    // A shopper asking as an admin gets the shopper's list.
    const asShopper = await call<Batch[]>(
      t,
      shopper,
      'GET',
      `/api/products/${product.id}/batches?admin=true`,
    );
    expect(asShopper.body.map((batch) => batch.name)).toEqual([
      'Open batch',
      'Dates to be announced',
    ]);
  });

  it('never sets seats below those taken, and checks what admins send', async () => {
    const { product, batches } = await workshopWith(
      datedBatch(6, { name: 'Busy batch', capacity: 5 }),
    );
    await placeOrder(t, await signedInUser(t), [{ productId: product.id, quantity: 3 }]);
    const url = `/api/products/${product.id}/batches/${batches[0]?.id}`;
    const below = await call(t, admin, 'PATCH', url, { capacity: 2 });
    expect(below).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: expect.stringContaining('"Busy batch" of') },
    });
    expect((below.body as { message: string }).message).toContain('already has 3 seats taken');
    const enough = await call<AdminBatch>(t, admin, 'PATCH', url, { capacity: 3 });
    expect(enough.body).toMatchObject({ capacity: 3, seatsTaken: 3, status: 'full' });
    expect(await stockOf(t, product.id)).toBe(0);

    expect((await call(t, admin, 'PATCH', url, { mode: 'offline' })).status).toBe(400);
    const offline = await call<AdminBatch>(t, admin, 'PATCH', url, {
      mode: 'offline',
      venue: 'Kaushal Learning Centre, Koramangala, Bengaluru',
    });
    expect(offline.body).toMatchObject({
      mode: 'offline',
      venue: expect.stringContaining('Bengaluru'),
    });
    const backwards = await call(t, admin, 'POST', `/api/products/${product.id}/batches`, {
      ...datedBatch(3),
      sessions: [{ startsAt: '2030-01-01T10:00:00+05:30', endsAt: '2030-01-01T09:00:00+05:30' }],
    });
    expect(backwards).toMatchObject({
      status: 400,
      body: { message: 'a session must end after it starts' },
    });
    expect(
      (await call(t, shopper, 'POST', `/api/products/${product.id}/batches`, datedBatch(3))).status,
    ).toBe(403);
    expect(
      (await call(t, admin, 'POST', '/api/products/999999/batches', datedBatch(3))).status,
    ).toBe(404);
    expect((await call(t, undefined, 'GET', '/api/products/999999/batches')).status).toBe(404);
    const other = await insertProduct(t);
    expect(
      (
        await call(t, admin, 'PATCH', `/api/products/${other.id}/batches/${batches[0]?.id}`, {
          capacity: 9,
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the attendance a certificate needs: 75 % unless set, between 0 and 100', async () => {
    const { product, batches } = await workshopWith(datedBatch(6));
    expect(batches[0]?.attendancePercentRequired).toBe(75);
    const url = `/api/products/${product.id}/batches/${batches[0]?.id}`;
    const changed = await call<AdminBatch>(t, admin, 'PATCH', url, {
      attendancePercentRequired: 80,
    });
    expect(changed.body).toMatchObject({ attendancePercentRequired: 80 });
    for (const refused of [101, -1, 75.5, '75']) {
      expect(
        await call(t, admin, 'PATCH', url, { attendancePercentRequired: refused }),
      ).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('attendance needed for a certificate') },
      });
    }
    const created = await call<AdminBatch>(
      t,
      admin,
      'POST',
      `/api/products/${product.id}/batches`,
      {
        ...datedBatch(9),
        attendancePercentRequired: 100,
      },
    );
    expect(created.body.attendancePercentRequired).toBe(100);
  });

  it('hides a withdrawn workshop’s batches from shoppers, not from admins', async () => {
    const product = await insertProduct(t, { deleted: true });
    expect((await call(t, undefined, 'GET', `/api/products/${product.id}/batches`)).status).toBe(
      404,
    );
    const all = await call<AdminBatch[]>(
      t,
      admin,
      'GET',
      `/api/products/${product.id}/batches?admin=true`,
    );
    expect(all.body).toHaveLength(1);
  });

  it('gives a workshop created with a stock one undated batch, which follows the stock; dated batches refuse it', async () => {
    const created = await call<Product>(t, admin, 'POST', '/api/products', {
      title: 'Excel for Analysts',
      description: 'Pivot tables and dashboards.',
      fullDescription: 'A longer text about the workshop.',
      images: ['/uploads/a.png', '/uploads/b.png', '/uploads/t.png'],
      thumbnail: '/uploads/t.png',
      highlights: ['Live sessions'],
      productDetails: ['Duration: 2 evenings'],
      whyEnroll: ['Work faster'],
      brand: 'Kaushal Analytics',
      category: 'Data Analytics',
      price: 4999,
      discountPercentage: 20,
      stock: 30,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      stock: 30,
      nextBatch: { name: 'Dates to be announced', startsAt: null, seatsLeft: 30, mode: 'online' },
    });
    const id = Number(created.body.id);
    await placeOrder(t, await signedInUser(t), [{ productId: id, quantity: 4 }]);
    const edited = await call<Product>(t, admin, 'PATCH', `/api/products/${id}`, {
      ...created.body,
      stock: 10,
    });
    expect(edited.body).toMatchObject({ stock: 10, nextBatch: { seatsLeft: 10 } });
    const [undated] = (
      await call<AdminBatch[]>(t, admin, 'GET', `/api/products/${id}/batches?admin=true`)
    ).body;
    expect(undated).toMatchObject({ capacity: 14, seatsTaken: 4 });

    await addBatch(id, datedBatch(14, { name: 'March evening batch', capacity: 8 }));
    expect(await stockOf(t, id)).toBe(18);
    const unchanged = await call(t, admin, 'PATCH', `/api/products/${id}`, {
      ...created.body,
      stock: 18,
      title: 'Excel for Analysts, 2nd edition',
    });
    expect(unchanged.status).toBe(200);
    const refused = await call(t, admin, 'PATCH', `/api/products/${id}`, {
      ...created.body,
      stock: 40,
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect((refused.body as { message: string }).message).toContain('"March evening batch"');
    expect(await stockOf(t, id)).toBe(18);
  });

  it('closes enrolment at the deadline: 409 at once, and the stock drops after the job', async () => {
    const clock = manualClock(Date.now());
    try {
      const { product, batches } = await workshopWith(
        datedBatch(10, {
          name: 'Deadline batch',
          capacity: 4,
          enrolmentClosesAt: new Date(Date.now() + 60_000).toISOString(),
        }),
        datedBatch(20, { name: 'Next batch', capacity: 2 }),
      );
      expect(await stockOf(t, product.id)).toBe(6);
      clock.advance(2 * 60_000);
      const late = await addToCart(shopper, product.id, 1, batches[0]?.id);
      expect(late).toMatchObject({
        status: 409,
        body: { message: `Enrolment for "Deadline batch" of "${product.title}" has closed` },
      });
      expect((await openBatches(product.id)).map((batch) => batch.name)).not.toContain(
        'Deadline batch',
      );
      expect(await stockOf(t, product.id)).toBe(6);
      // A pass looks only at the deadlines passed since the one before it.
      const now = clock.now();
      expect(await refreshStock(t.app, now, new Date(now.getTime() - 30_000))).not.toContain(
        product.id,
      );
      expect(await stockOf(t, product.id)).toBe(6);
      expect(await refreshStock(t.app, now, new Date(now.getTime() - 5 * 60_000))).toContain(
        product.id,
      );
      expect(await stockOf(t, product.id)).toBe(2);
      expect(await refreshStock(t.app)).not.toContain(product.id);
    } finally {
      clock.stop();
    }
  });

  it('gives the batch its seats back when an order is cancelled', async () => {
    const { product, batches } = await workshopWith(
      datedBatch(9, { name: 'Refund batch', capacity: 3 }),
    );
    const order = await placeOrder(t, await signedInUser(t), [
      { productId: product.id, quantity: 3 },
    ]);
    expect(order.items[0]?.batch).toEqual({
      id: batches[0]?.id,
      name: 'Refund batch',
      mode: 'online',
      venue: null,
      sessions: batches[0]?.sessions,
    });
    expect((await openBatches(product.id))[0]).toMatchObject({
      name: 'Refund batch',
      seatsLeft: 0,
    });
    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const all = await call<AdminBatch[]>(
      t,
      admin,
      'GET',
      `/api/products/${product.id}/batches?admin=true`,
    );
    expect(all.body[0]).toMatchObject({ name: 'Refund batch', seatsTaken: 0, seatsLeft: 3 });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  describe.skipIf(engine !== 'postgres')('under concurrency (PostgreSQL)', () => {
    it("sells a batch's last seat once: 30 customers order at once, one holds it", async () => {
      const { product, batches } = await workshopWith(
        datedBatch(4, { name: 'Last seat batch', capacity: 3 }),
        datedBatch(30, { name: 'Spare batch', capacity: 10 }),
      );
      const batchId = batches[0]?.id;
      await placeOrder(t, await signedInUser(t), [{ productId: product.id, quantity: 2 }]);
      const buyers = await Promise.all(Array.from({ length: 30 }, () => signedInUser(t)));
      for (const buyer of buyers) {
        expect((await addToCart(buyer, product.id, 1, batchId)).status).toBe(201);
      }
      const answers = await Promise.all(
        buyers.map((buyer) =>
          call<Order>(t, buyer, 'POST', '/api/orders', {
            selectedAddress: ADDRESS,
            paymentMethod: 'card',
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        201,
        ...Array<number>(29).fill(409),
      ]);
      const winner = answers.find((answer) => answer.status === 201);
      expect(winner?.body.items[0]?.batch.id).toBe(batchId);
      const all = await call<AdminBatch[]>(
        t,
        admin,
        'GET',
        `/api/products/${product.id}/batches?admin=true`,
      );
      expect(all.body[0]).toMatchObject({ name: 'Last seat batch', capacity: 3, seatsTaken: 3 });
      expect(await stockOf(t, product.id)).toBe(10);
    });
  });
});
