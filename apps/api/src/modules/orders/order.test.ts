// Orders API on every engine: orders priced by the server with seats held, ownership, admin changes,
// expiry of unpaid orders, and (on PostgreSQL) the last seat under concurrent orders.
import { readFile } from 'node:fs/promises';
import type { CartItem, Order, PaymentOrder, Product } from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { addresses, batches, orders } from '../../db/schema';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import {
  ADDRESS,
  call,
  insertProduct,
  placeOrder,
  setSeatsLeft,
  stockOf,
} from '../../../test/order.fixtures';
import { startOrderExpiry } from './order-expiry.job';
import { orderListRepository } from './order-list.repository';
import { orderDocuments } from '../workflows/order-documents';
import { orderService } from './order.service';

/** An order of one seat of the product whose payment has been received. */
async function paidOrder(t: TestApp, buyer: SignedInUser, productId: number): Promise<Order> {
  const paid = await placeOrder(t, buyer, [{ productId, quantity: 1 }]);
  await t.database.db
    .update(orders)
    .set({ paymentStatus: 'received' })
    .where(eq(orders.id, Number(paid.id)));
  return paid;
}

describe.each(testEngines)('orders API on %s', (engine) => {
  let t: TestApp;
  let asha: SignedInUser;
  let ravi: SignedInUser;
  let admin: SignedInUser;
  const expiry = () =>
    orderService(t.database.db, { paymentTimeoutMinutes: 30, documents: orderDocuments });
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    t = await createTestApp(engine);
    asha = await signedInUser(t);
    ravi = await signedInUser(t);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  const emptyCart = async (user: SignedInUser) => {
    for (const item of (await call<CartItem[]>(t, user, 'GET', '/api/cart')).body) {
      await call(t, user, 'DELETE', `/api/cart/${item.id}`);
    }
  };

  it('builds the order from the cart at database prices, ignoring what the client says', async () => {
    await emptyCart(asha);
    const course = await insertProduct(t, { price: 4999, discountPercentage: 20, stock: 10 });
    const talk = await insertProduct(t, { price: 800, stock: 10 });
    await call(t, asha, 'POST', '/api/cart', { product: String(course.id), quantity: 2 });
    await call(t, asha, 'POST', '/api/cart', { product: String(talk.id), quantity: 1 });

    const ordered = await call<Order>(t, asha, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
      items: [{ product: String(course.id), quantity: 2, price: 1 }],
      totalAmount: 1,
      totalItems: 1,
      user: String(ravi.id),
      status: 'delivered',
      paymentStatus: 'received',
    });
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'card',
      subtotal: 2 * 3999 + 800,
      discount: 0,
      totalAmount: 2 * 3999 + 800,
      totalItems: 3,
      user: String(asha.id),
      selectedAddress: ADDRESS,
    });
    expect(ordered.body.items).toEqual([
      {
        id: expect.any(String),
        product: {
          id: String(course.id),
          title: course.title,
          thumbnail: course.thumbnail,
          brand: 'Kaushal Labs',
          price: 3999,
          discountPrice: 3999,
        },
        title: course.title,
        thumbnail: course.thumbnail,
        brand: 'Kaushal Labs',
        price: 3999,
        quantity: 2,
        batch: {
          id: String(course.batchId),
          name: 'Dates to be announced',
          mode: 'online',
          venue: null,
          sessions: [],
        },
        format: 'live',
        accessDays: null,
      },
      expect.objectContaining({
        product: expect.objectContaining({ id: String(talk.id) }),
        price: 800,
        quantity: 1,
      }),
    ]);
    // A line's selling price is where a cart line has it, in the lists as in the single read.
    const own = await call<Order[]>(t, asha, 'GET', '/api/orders/own');
    const listed = own.body.find((order) => order.id === ordered.body.id);
    expect(listed?.items.map((item) => item.product.discountPrice)).toEqual([3999, 800]);
    expect(await stockOf(t, course.id)).toBe(8);
    expect(await stockOf(t, talk.id)).toBe(9);
  });

  it('is also served as POST /api/order, the other name the original client uses', async () => {
    await emptyCart(asha);
    const product = await insertProduct(t);
    await call(t, asha, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const ordered = await call<Order>(t, asha, 'POST', '/api/order', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(ordered.status).toBe(201);
    expect(ordered.body.items[0]?.product.id).toBe(String(product.id));
  });

  it.each([
    ['no address', { paymentMethod: 'card' }],
    ['a null address', { selectedAddress: null, paymentMethod: 'card' }],
    ['no payment method', { selectedAddress: ADDRESS }],
    ['nothing', {}],
  ])("refuses an order with %s: 'Enter Address and Payment method'", async (_label, body) => {
    const product = await insertProduct(t, { stock: 3 });
    await call(t, ravi, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const answer = await call(t, ravi, 'POST', '/api/orders', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'ADDRESS_AND_PAYMENT_REQUIRED',
      message: 'Enter Address and Payment method',
    });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it.each([
    ['a valid address', { selectedAddress: ADDRESS, paymentMethod: 'netbanking' }],
    ['no address', { paymentMethod: 'cash' }],
  ])('names an unknown payment method given with %s, and takes no seat', async (_label, body) => {
    const product = await insertProduct(t, { stock: 3 });
    await call(t, ravi, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const answer = await call(t, ravi, 'POST', '/api/orders', body);
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'ADDRESS_AND_PAYMENT_REQUIRED',
        message: `Payment method '${body.paymentMethod}' is not accepted: choose card or upi`,
      },
    });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('says which address field is wrong', async () => {
    const answer = await call(t, ravi, 'POST', '/api/orders', {
      selectedAddress: { ...ADDRESS, pinCode: '12' },
      paymentMethod: 'card',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'PIN code must be 6 digits' },
    });
  });

  it("orders to a saved address by id, but never to another user's", async () => {
    await emptyCart(asha);
    const [saved] = await t.database.db
      .insert(addresses)
      .values({ ...ADDRESS, userId: asha.id, city: 'Pune' })
      .returning();
    const product = await insertProduct(t);
    await call(t, asha, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const theirs = await call(t, ravi, 'POST', '/api/orders', {
      addressId: String(saved!.id),
      paymentMethod: 'card',
    });
    expect(theirs.status).toBe(404);
    const mine = await call<Order>(t, asha, 'POST', '/api/orders', {
      addressId: String(saved!.id),
      paymentMethod: 'card',
    });
    expect(mine.status).toBe(201);
    expect(mine.body.selectedAddress).toMatchObject({ id: String(saved!.id), city: 'Pune' });
  });

  it('refuses to order an empty cart with 422', async () => {
    const nobody = await signedInUser(t);
    const answer = await call(t, nobody, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(answer).toMatchObject({ status: 422, body: { code: 'CART_EMPTY' } });
  });

  it('refuses the whole order with 409 naming the product when one line has too few seats', async () => {
    const buyer = await signedInUser(t);
    const plenty = await insertProduct(t, { stock: 10 });
    const scarce = await insertProduct(t, { stock: 5 });
    await call(t, buyer, 'POST', '/api/cart', { product: String(plenty.id), quantity: 2 });
    await call(t, buyer, 'POST', '/api/cart', { product: String(scarce.id), quantity: 3 });
    await setSeatsLeft(t, scarce.id, 1);
    const answer = await call(t, buyer, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'OUT_OF_STOCK',
        message: `Only 1 seat left in "Dates to be announced" of "${scarce.title}"`,
      },
    });
    expect(await stockOf(t, plenty.id)).toBe(10);
    expect(await stockOf(t, scarce.id)).toBe(1);
    expect((await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body).toEqual([]);
  });

  it('refuses a product withdrawn after it was put in the cart', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    await call(t, buyer, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    await t.database.db.execute(sql`update products set deleted = true where id = ${product.id}`);
    const answer = await call(t, buyer, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(answer).toMatchObject({ status: 422, body: { code: 'PRODUCT_UNAVAILABLE' } });
  });

  it("lists the user's own orders newest first, and hides other users' orders", async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    // Paid, so the next order does not replace it.
    const placed = await paidOrder(t, buyer, product.id);
    const first = (await call<Order>(t, buyer, 'GET', `/api/orders/${placed.id}`)).body;
    await emptyCart(buyer);
    const second = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
    for (const url of ['/api/orders/own', '/api/orders/own/']) {
      const own = await call<Order[]>(t, buyer, 'GET', url);
      expect(own.status).toBe(200);
      // Built by the database, the list must say exactly what the order's own reads say.
      expect(own.body).toEqual([second, first]);
    }
    expect((await call(t, buyer, 'GET', `/api/orders/${first.id}`)).body).toEqual(first);
    const newcomer = await signedInUser(t);
    expect((await call(t, newcomer, 'GET', '/api/orders/own')).body).toEqual([]);
    expect((await call(t, ravi, 'GET', `/api/orders/${first.id}`)).status).toBe(404);
    expect(
      (await call<Order[]>(t, ravi, 'GET', '/api/orders/own')).body.map((o) => o.id),
    ).not.toContain(first.id);
    expect((await call(t, undefined, 'GET', '/api/orders/own')).status).toBe(401);
  });

  it('gives the orders placed before items carried their workshop the same items (migrations 0005, 0007, 0036, 0046)', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    const placed = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
    // The snapshot as it was written before: the product as its id alone.
    await t.database.db.execute(
      sql`update orders set items = json_build_array(json_build_object('id', '1', 'product', ${String(product.id)}::text))
          where id = ${Number(placed.id)}`,
    );
    const migration = new URL(
      '../../../drizzle/0005_order_item_product_snapshot.sql',
      import.meta.url,
    );
    await t.database.db.execute(sql.raw(await readFile(migration, 'utf8')));
    // Migration 0007 then gave each item its batch, 0036 its workshop a discountPrice, and 0046 its
    // format and days of access.
    for (const file of [
      '0007_batches_slugs_and_seat_alerts.sql',
      '0036_order_items_selling_price.sql',
      '0046_workshop_formats.sql',
    ]) {
      const itemsChange = (
        await readFile(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8')
      )
        .split('--> statement-breakpoint')
        .find((statement) => statement.includes('UPDATE "orders" SET "items"'));
      await t.database.db.execute(sql.raw(itemsChange ?? 'missing'));
    }
    expect((await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body).toEqual([placed]);
  });

  describe('one unpaid order per customer', () => {
    const order = (user: SignedInUser) =>
      call<Order>(t, user, 'POST', '/api/orders', {
        selectedAddress: ADDRESS,
        paymentMethod: 'card',
      });

    it('holds the seats of one order however often an account orders, and limits it to 10 an hour', async () => {
      const workshop = await insertProduct(t, { stock: 50 });
      const hoarder = await signedInUser(t);
      await call(t, hoarder, 'POST', '/api/cart', { product: String(workshop.id), quantity: 5 });
      const answers = [];
      for (let i = 0; i < 12; i += 1) answers.push(await order(hoarder));

      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array<number>(10).fill(201),
        429,
        429,
      ]);
      expect(answers[11]).toMatchObject({ body: { code: 'RATE_LIMITED' } });
      expect(Number(answers[11]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stockOf(t, workshop.id)).toBe(45);
      const own = await call<Order[]>(t, hoarder, 'GET', '/api/orders/own');
      expect(own.body).toEqual([answers[9]?.body]);

      const shopper = await signedInUser(t);
      expect(await placeOrder(t, shopper, [{ productId: workshop.id, quantity: 5 }])).toMatchObject(
        { status: 'pending' },
      );
      expect(await stockOf(t, workshop.id)).toBe(40);
    });

    it('cancels the replaced order in the same transaction, and leaves it out of My Orders', async () => {
      const product = await insertProduct(t, { stock: 10 });
      const buyer = await signedInUser(t);
      const replaced = await placeOrder(t, buyer, [{ productId: product.id, quantity: 3 }]);
      expect(await stockOf(t, product.id)).toBe(7);
      const [line] = (await call<CartItem[]>(t, buyer, 'GET', '/api/cart')).body;
      await call(t, buyer, 'PATCH', `/api/cart/${line?.id}`, { quantity: 1 });
      const latest = (await order(buyer)).body;

      expect(await stockOf(t, product.id)).toBe(9);
      expect((await call<Order>(t, buyer, 'GET', `/api/orders/${replaced.id}`)).body).toMatchObject(
        {
          status: 'cancelled',
          paymentStatus: 'pending',
          needsRefund: false,
        },
      );
      expect((await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body).toEqual([latest]);
      const payment = await call(t, buyer, 'POST', '/api/payments/order', { orderId: replaced.id });
      expect(payment).toMatchObject({ status: 422, body: { code: 'ORDER_NOT_PAYABLE' } });
      // The admin still sees every order.
      const all = await call<Order[]>(t, admin, 'GET', '/api/orders?_limit=100');
      expect(all.body.map((o) => o.id)).toEqual(expect.arrayContaining([replaced.id, latest.id]));
    });

    it('keeps the unpaid order when the new one cannot be placed', async () => {
      const kept = await insertProduct(t, { stock: 4 });
      const scarce = await insertProduct(t, { stock: 2 });
      const buyer = await signedInUser(t);
      const unpaid = await placeOrder(t, buyer, [{ productId: kept.id, quantity: 2 }]);
      await call(t, buyer, 'POST', '/api/cart', { product: String(scarce.id), quantity: 2 });
      await setSeatsLeft(t, scarce.id, 0);

      expect((await order(buyer)).status).toBe(409);
      expect((await call<Order>(t, buyer, 'GET', `/api/orders/${unpaid.id}`)).body).toEqual(unpaid);
      expect(await stockOf(t, kept.id)).toBe(2);
    });

    it('leaves paid orders alone', async () => {
      const product = await insertProduct(t, { stock: 5 });
      const buyer = await signedInUser(t);
      const paid = await paidOrder(t, buyer, product.id);
      await order(buyer);
      expect((await call<Order>(t, buyer, 'GET', `/api/orders/${paid.id}`)).body).toMatchObject({
        status: 'pending',
        paymentStatus: 'received',
      });
      expect(await stockOf(t, product.id)).toBe(3);
    });
  });

  describe('for admins', () => {
    it('lists every order, sorted and paged, with X-Total-Count; others get 403', async () => {
      const all = await call<Order[]>(t, admin, 'GET', '/api/orders?_limit=100');
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe(all.body.length);
      expect(total).toBeGreaterThan(3);
      // The lists are built by the database; each order must read exactly as it does on its own.
      for (const order of all.body) {
        expect(order).toEqual((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body);
      }
      expect(new Set(all.body.map((order) => order.user)).size).toBeGreaterThan(1);

      const byAmount = await call<Order[]>(
        t,
        admin,
        'GET',
        '/api/orders?_sort=totalAmount&_order=desc&_limit=100',
      );
      const amounts = byAmount.body.map((order) => order.totalAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

      const page = await call<Order[]>(t, admin, 'GET', '/api/orders?_sort=id&_page=2&_limit=2');
      expect(page.body.map((order) => order.id)).toEqual(
        [...all.body]
          .sort((a, b) => Number(a.id) - Number(b.id))
          .slice(2, 4)
          .map((order) => order.id),
      );
      expect(page.headers['x-total-count']).toBe(String(total));
      expect((await call(t, admin, 'GET', '/api/orders')).body).toHaveLength(Math.min(10, total));

      expect((await call(t, asha, 'GET', '/api/orders')).status).toBe(403);
      expect((await call(t, admin, 'GET', '/api/orders?_sort=user')).status).toBe(400);
    });

    it('reads every page alike, the deep ones from the other end of the list', async () => {
      const product = await insertProduct(t);
      // Enough orders that a page size of one has pages past the fifth, in either half of the list.
      for (let i = 0; i < 12; i += 1) {
        await placeOrder(t, await signedInUser(t), [
          { productId: product.id, quantity: 1 + (i % 3) },
        ]);
      }
      for (const sorting of [
        '_sort=id',
        '_sort=totalAmount&_order=desc',
        '_sort=createdAt&_order=desc',
      ]) {
        const all = await call<Order[]>(t, admin, 'GET', `/api/orders?${sorting}&_limit=100`);
        const ids = all.body.map((order) => order.id);
        expect(ids.length).toBeGreaterThanOrEqual(12);
        for (const limit of [1, 3]) {
          const pages = Math.ceil(ids.length / limit);
          for (let page = 1; page <= pages + 1; page += 1) {
            const read = await call<Order[]>(
              t,
              admin,
              'GET',
              `/api/orders?${sorting}&_page=${page}&_limit=${limit}`,
            );
            expect(
              read.body.map((order) => order.id),
              `${sorting} page ${page} of ${limit}`,
            ).toEqual(ids.slice((page - 1) * limit, page * limit));
            expect(read.headers['x-total-count']).toBe(String(ids.length));
          }
        }
      }
    });

    it('reads pages asked for in one go in shared statements, each page still its own', async () => {
      const product = await insertProduct(t);
      for (let i = 0; i < 8; i += 1) {
        await placeOrder(t, await signedInUser(t), [
          { productId: product.id, quantity: 1 + (i % 3) },
        ]);
      }
      const repository = orderListRepository(t.database.db, orderDocuments);
      const total = await repository.count();
      // More pages of one sort than one statement takes, of every size, from both ends of the list.
      const asks = Array.from({ length: 200 }, (_, i) => {
        const limit = 1 + (i % 4);
        return {
          sort: (['id', 'totalAmount', 'createdAt'] as const)[i % 3],
          order: i % 2 ? ('asc' as const) : ('desc' as const),
          filter: { refundRequested: false },
          page: 1 + (i % Math.ceil(total / limit)),
          limit,
          total,
        };
      });
      const alone = [];
      for (const ask of asks) alone.push(await repository.pageJson(ask));
      const together = await Promise.all(asks.map((ask) => repository.pageJson(ask)));
      expect(together).toEqual(alone);
      expect(new Set(together).size).toBeGreaterThan(8);
    });

    it('changes only status and payment status; customers get 403', async () => {
      const product = await insertProduct(t);
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      const changed = await call<Order>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
        ...order,
        status: 'dispatched',
        paymentStatus: 'received',
        totalAmount: 1,
        user: String(admin.id),
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        status: 'dispatched',
        paymentStatus: 'received',
        totalAmount: order.totalAmount,
        user: String(buyer.id),
      });
      expect(Date.parse(changed.body.updatedAt)).toBeGreaterThanOrEqual(
        Date.parse(order.updatedAt),
      );
      const refused = await call(t, buyer, 'PATCH', `/api/orders/${order.id}`, {
        status: 'delivered',
      });
      expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(
        (await call(t, admin, 'PATCH', `/api/orders/${order.id}`, { status: 'lost' })).status,
      ).toBe(400);
      expect(
        (await call(t, admin, 'PATCH', '/api/orders/999999', { status: 'delivered' })).status,
      ).toBe(404);
    });

    it('releases the seats once when cancelling, and takes them again when reopening', async () => {
      const product = await insertProduct(t, { stock: 5 });
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 3 }]);
      expect(await stockOf(t, product.id)).toBe(2);
      for (let i = 0; i < 2; i += 1) {
        const cancelled = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
          status: 'cancelled',
        });
        expect(cancelled.body).toMatchObject({ status: 'cancelled' });
        expect(await stockOf(t, product.id)).toBe(5);
      }
      await setSeatsLeft(t, product.id, 2);
      const reopen = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
        status: 'pending',
      });
      expect(reopen).toMatchObject({ status: 409, body: { code: 'OUT_OF_STOCK' } });
      await setSeatsLeft(t, product.id, 4);
      const reopened = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
        status: 'pending',
      });
      expect(reopened.body).toMatchObject({ status: 'pending' });
      expect(await stockOf(t, product.id)).toBe(1);
    });
  });

  describe('expiry of unpaid orders', () => {
    it('cancels unpaid orders past the window and gives their seats back, once', async () => {
      const product = await insertProduct(t, { stock: 1 });
      const buyer = await signedInUser(t);
      const unpaid = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      expect(await stockOf(t, product.id)).toBe(0);
      const other = await signedInUser(t);
      const added = await call(t, other, 'POST', '/api/cart', {
        product: String(product.id),
        quantity: 1,
      });
      expect(added.status).toBe(409);

      expect(await expiry().cancelExpiredOrders(minutesFromNow(29))).not.toContain(
        Number(unpaid.id),
      );
      expect(await stockOf(t, product.id)).toBe(0);

      expect(await expiry().cancelExpiredOrders(minutesFromNow(31))).toContain(Number(unpaid.id));
      expect(await stockOf(t, product.id)).toBe(1);
      expect(await expiry().cancelExpiredOrders(minutesFromNow(60))).not.toContain(
        Number(unpaid.id),
      );
      expect(await stockOf(t, product.id)).toBe(1);
      const seen = await call<Order>(t, buyer, 'GET', `/api/orders/${unpaid.id}`);
      expect(seen.body).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });

      // The freed seat can be sold again; an admin cancelling the expired order frees nothing more.
      expect(await placeOrder(t, other, [{ productId: product.id, quantity: 1 }])).toMatchObject({
        status: 'pending',
      });
      await call(t, admin, 'PATCH', `/api/orders/${unpaid.id}`, { status: 'cancelled' });
      expect(await stockOf(t, product.id)).toBe(0);
    });

    it('leaves paid orders alone', async () => {
      const product = await insertProduct(t, { stock: 3 });
      const buyer = await signedInUser(t);
      const paid = await paidOrder(t, buyer, product.id);
      expect(await expiry().cancelExpiredOrders(minutesFromNow(120))).not.toContain(
        Number(paid.id),
      );
      expect(await stockOf(t, product.id)).toBe(2);
    });

    it('runs in the background when the app starts the job', async () => {
      const product = await insertProduct(t, { stock: 2 });
      const buyer = await signedInUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
      const placedLongAgo = new Date(Date.now() - 2 * 60 * 60_000);
      await t.database.db
        .update(orders)
        .set({ createdAt: placedLongAgo, payBy: new Date(placedLongAgo.getTime() + 30 * 60_000) })
        .where(eq(orders.id, Number(order.id)));
      const stop = startOrderExpiry(t.app, 20);
      try {
        await expect.poll(() => stockOf(t, product.id), { timeout: 5_000 }).toBe(2);
      } finally {
        await stop();
      }
      expect((await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`)).body.status).toBe(
        'cancelled',
      );
    });
  });

  describe.skipIf(engine !== 'postgres')('under concurrency (PostgreSQL)', () => {
    it('sells the last seat once: 20 concurrent orders, one succeeds, 19 get 409, stock ends at 0', async () => {
      const product = await insertProduct(t, { stock: 1 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t)));
      for (const buyer of buyers) {
        // The cart check sees one seat for everyone; only the order can tell them apart.
        const added = await call(t, buyer, 'POST', '/api/cart', {
          product: String(product.id),
          quantity: 1,
        });
        expect(added.status).toBe(201);
      }
      // Shoppers' page of the workshop, read (and so kept) before the rush and after it.
      const shown = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json<Product>();
      expect(await shown()).toMatchObject({ stock: 1, nextBatch: { seatsLeft: 1 } });
      const answers = await Promise.all(
        buyers.map((buyer) =>
          call(t, buyer, 'POST', '/api/orders', {
            selectedAddress: ADDRESS,
            paymentMethod: 'card',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
      expect(await shown()).toMatchObject({ stock: 0, nextBatch: null });
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body).toMatchObject({
          code: 'OUT_OF_STOCK',
          message: `"Dates to be announced" of "${product.title}" is full`,
        });
      }
      expect(await stockOf(t, product.id)).toBe(0);
    });

    it('leaves one unpaid order and its seats when one account orders 8 times at once', async () => {
      const product = await insertProduct(t, { stock: 20 });
      const buyer = await signedInUser(t);
      await call(t, buyer, 'POST', '/api/cart', { product: String(product.id), quantity: 3 });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(t, buyer, 'POST', '/api/orders', {
            selectedAddress: ADDRESS,
            paymentMethod: 'card',
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(201));
      const rows = await t.database.db
        .select({ status: orders.status, seatsHeld: orders.seatsHeld })
        .from(orders)
        .where(eq(orders.userId, buyer.id));
      expect(rows).toHaveLength(8);
      expect(rows.filter((row) => row.status === 'pending')).toEqual([
        { status: 'pending', seatsHeld: true },
      ]);
      expect(await stockOf(t, product.id)).toBe(17);
      expect((await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body).toHaveLength(1);
    });
  });
});

describe.skipIf(testEngines.includes('postgres'))('orders under concurrency', () => {
  it.skip('needs PostgreSQL: set TEST_DATABASE_URL to run the last-seat race', () => undefined);
});

describe.each(testEngines)("admins' order count on %s", (engine) => {
  it('is reused for a while, and counted again once an order is placed through this instance', async () => {
    const t = await createTestApp(engine, { ORDER_COUNT_CACHE_SECONDS: '60' });
    try {
      const admin = await signedInUser(t, 'admin');
      const buyer = await signedInUser(t);
      const other = await signedInUser(t);
      const product = await insertProduct(t);
      const totalSeen = async () =>
        Number((await call(t, admin, 'GET', '/api/orders')).headers['x-total-count']);

      await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
      expect(await totalSeen()).toBe(1);
      // An order another instance wrote: this one's count may be up to the cache's age behind.
      await t.database.db.execute(
        sql`insert into orders (user_id, subtotal, total_items, shipping_address, pay_by)
            select user_id, subtotal, total_items, shipping_address, pay_by from orders limit 1`,
      );
      expect(await totalSeen()).toBe(1);
      await placeOrder(t, other, [{ productId: product.id, quantity: 1 }]);
      expect(await totalSeen()).toBe(3);
    } finally {
      await t.close();
    }
  });
});

describe.each(testEngines)('seats held unpaid on %s', (engine) => {
  let t: TestApp;
  let now = Date.now();
  const clock = () => new Date(now);
  const MINUTE = 60_000;
  const expiry = () =>
    orderService(t.database.db, { paymentTimeoutMinutes: 30, documents: orderDocuments });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
  });
  afterAll(() => t.close());

  const order = (user: SignedInUser, instance: App = t.app) =>
    instance
      .inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ selectedAddress: ADDRESS, paymentMethod: 'card' }),
      })
      .then((answer) => ({ status: answer.statusCode, body: answer.json<Order>() }));
  const openPayment = (user: SignedInUser, orderId: string) =>
    call<PaymentOrder>(t, user, 'POST', '/api/payments/order', { orderId });
  const addToCart = async (user: SignedInUser, productId: number, quantity: number) => {
    const added = await call(t, user, 'POST', '/api/cart', {
      product: String(productId),
      quantity,
    });
    expect(added.status).toBe(201);
  };
  /** Seats taken in the workshops' batches, by anyone. */
  const seatsTaken = async (productIds: number[]) => {
    let taken = 0;
    for (const id of productIds) {
      const rows = await t.database.db
        .select({ taken: batches.seatsTaken })
        .from(batches)
        .where(eq(batches.productId, id));
      taken += rows.reduce((sum, row) => sum + row.taken, 0);
    }
    return taken;
  };

  it('refuses one order of 5 seats in each of 14 workshops, naming the limit, and holds nothing', async () => {
    const workshops = await Promise.all(
      Array.from({ length: 14 }, () => insertProduct(t, { price: 3381, stock: 5 })),
    );
    const hoarder = await signedInUser(t);
    for (const workshop of workshops) await addToCart(hoarder, workshop.id, 5);

    const refused = await order(hoarder);
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'UNPAID_SEAT_LIMIT',
        message:
          'You can hold at most 10 seats at a time in an unpaid order; this order has 70. ' +
          'Remove 60 seats from your bag, or pay for this order and book the rest afterwards.',
      },
    });
    for (const workshop of workshops) expect(await stockOf(t, workshop.id)).toBe(5);
    expect((await call<Order[]>(t, hoarder, 'GET', '/api/orders/own')).body).toEqual([]);

    // A real buyer still gets all five seats of a workshop.
    const buyer = await signedInUser(t);
    expect(
      await placeOrder(t, buyer, [{ productId: workshops[0]!.id, quantity: 5 }]),
    ).toMatchObject({ status: 'pending', totalItems: 5 });
  });

  it('lets an order reach the limit, again and again, but not pass it; the unpaid order stays', async () => {
    const [one, two] = [await insertProduct(t), await insertProduct(t)];
    const buyer = await signedInUser(t);
    await addToCart(buyer, one.id, 5);
    await addToCart(buyer, two.id, 5);
    const first = await order(buyer);
    expect(first).toMatchObject({ status: 201, body: { totalItems: 10 } });
    // The order replaced gives its seats back: they do not count against the new one.
    const second = await order(buyer);
    expect(second).toMatchObject({ status: 201, body: { totalItems: 10 } });

    const third = await insertProduct(t);
    await addToCart(buyer, third.id, 1);
    expect(await order(buyer)).toMatchObject({
      status: 422,
      body: {
        code: 'UNPAID_SEAT_LIMIT',
        message: expect.stringContaining('this order has 11. Remove 1 seat from your bag'),
      },
    });
    expect((await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body).toEqual([second.body]);
    expect(await seatsTaken([one.id, two.id, third.id])).toBe(10);
  });

  it('counts seats an unpaid order an admin moved on still holds', async () => {
    const workshop = await insertProduct(t);
    const buyer = await signedInUser(t);
    const admin = await signedInUser(t, 'admin');
    const unpaid = await placeOrder(t, buyer, [{ productId: workshop.id, quantity: 4 }]);
    await call(t, admin, 'PATCH', `/api/orders/${unpaid.id}`, { status: 'dispatched' });
    await call(
      t,
      buyer,
      'DELETE',
      `/api/cart/${(await call<CartItem[]>(t, buyer, 'GET', '/api/cart')).body[0]?.id}`,
    );
    const other = await insertProduct(t);
    await addToCart(buyer, other.id, 5);
    await addToCart(buyer, (await insertProduct(t)).id, 2);

    expect(await order(buyer)).toMatchObject({
      status: 422,
      body: {
        message:
          'You can hold at most 10 seats at a time in unpaid orders; you already hold 4 in another ' +
          'unpaid order and this one has 7. Pay for that order first, or remove 1 seat from your bag.',
      },
    });
  });

  it('keeps the first order’s payment window however often the account orders again', async () => {
    const workshop = await insertProduct(t, { stock: 6 });
    const buyer = await signedInUser(t);
    const start = now;
    const first = await placeOrder(t, buyer, [{ productId: workshop.id, quantity: 1 }]);
    now += 20 * MINUTE;
    const [line] = (await call<CartItem[]>(t, buyer, 'GET', '/api/cart')).body;
    await call(t, buyer, 'PATCH', `/api/cart/${line?.id}`, { quantity: 2 });
    expect(await order(buyer)).toMatchObject({ status: 201 });
    now += 9 * MINUTE;
    await call(t, buyer, 'PATCH', `/api/cart/${line?.id}`, { quantity: 3 });
    const latest = await order(buyer);
    expect(latest).toMatchObject({ status: 201, body: { totalItems: 3 } });
    expect((await openPayment(buyer, latest.body.id)).status).toBe(200);
    expect(await expiry().cancelExpiredOrders(clock())).not.toContain(Number(latest.body.id));

    // Thirty minutes after the first order, and a second more: the window has closed for the latest.
    now = start + 30 * MINUTE + 1000;
    const closedAt = new Date(start + 30 * MINUTE);
    const istTime = new Date(closedAt.getTime() + 330 * MINUTE).toISOString().slice(11, 16);
    expect(await openPayment(buyer, latest.body.id)).toMatchObject({
      status: 422,
      body: {
        code: 'ORDER_NOT_PAYABLE',
        message: `The time to pay for order ${latest.body.id} ended at ${istTime} IST: place the order again to hold its seats`,
      },
    });
    expect(await expiry().cancelExpiredOrders(clock())).toContain(Number(latest.body.id));
    expect(await stockOf(t, workshop.id)).toBe(6);
    expect((await call<Order>(t, buyer, 'GET', `/api/orders/${first.id}`)).body.status).toBe(
      'cancelled',
    );

    // Holding nothing unpaid, the account starts a fresh hold.
    const fresh = await order(buyer);
    expect(fresh.status).toBe(201);
    now += 29 * MINUTE;
    expect((await openPayment(buyer, fresh.body.id)).status).toBe(200);
    expect(await expiry().cancelExpiredOrders(clock())).not.toContain(Number(fresh.body.id));
    now += 2 * MINUTE;
    expect(await expiry().cancelExpiredOrders(clock())).toContain(Number(fresh.body.id));
  });

  it.skipIf(engine !== 'postgres')(
    'never holds more than the limit nor extends the window when one account orders 30 and 20 times at once through six instances (PostgreSQL)',
    async () => {
      // Each instance counts orders per account on its own (no Redis here), so together they let
      // 60 placements of one account through in the hour.
      const instances = await Promise.all(
        Array.from({ length: 6 }, () =>
          buildApp({ config: t.config, database: t.database, logger: false, clock }),
        ),
      );
      try {
        const [one, two, three] = [
          await insertProduct(t),
          await insertProduct(t),
          await insertProduct(t),
        ];
        const buyer = await signedInUser(t);
        await addToCart(buyer, one.id, 5);
        await addToCart(buyer, two.id, 5);
        const start = now;
        expect((await order(buyer)).status).toBe(201);
        now += 20 * MINUTE;

        const placed = await Promise.all(
          Array.from({ length: 30 }, (_, i) => order(buyer, instances[i % 6])),
        );
        expect(placed.map((answer) => answer.status)).toEqual(Array<number>(30).fill(201));
        const held = async () =>
          t.database.db
            .select({ id: orders.id, totalItems: orders.totalItems })
            .from(orders)
            .where(
              sql`${orders.userId} = ${buyer.id} and ${orders.status} = 'pending' and ${orders.seatsHeld}`,
            );
        const [kept] = await held();
        expect(await held()).toEqual([{ id: kept!.id, totalItems: 10 }]);
        expect(await seatsTaken([one.id, two.id, three.id])).toBe(10);

        await addToCart(buyer, three.id, 1);
        const refused = await Promise.all(
          Array.from({ length: 20 }, (_, i) => order(buyer, instances[i % 6])),
        );
        expect(refused.map((answer) => answer.status)).toEqual(Array<number>(20).fill(422));
        expect(await held()).toEqual([{ id: kept!.id, totalItems: 10 }]);
        expect(await seatsTaken([one.id, two.id, three.id])).toBe(10);

        now = start + 30 * MINUTE + 1000;
        expect((await openPayment(buyer, String(kept!.id))).status).toBe(422);
        expect(await expiry().cancelExpiredOrders(clock())).toContain(kept!.id);
        expect(await seatsTaken([one.id, two.id, three.id])).toBe(0);
      } finally {
        for (const instance of instances) await instance.close();
      }
    },
  );
});
