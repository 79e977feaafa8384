// Migration 0007 on a shop that already sold seats: its workshops' stock moves into one batch without
// dates each, with the seats of unpaid orders taken, so carts and orders made before keep working.
import type { AdminBatch, CartItem, Order } from '@kaushal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, call, stockOf } from '../order.fixtures';
import { testEngines, type SignedInUser, type TestApp } from '../test-app';
import {
  appAfterMigrations,
  databaseBeforeMigration,
  rowsOf,
  signedInAs,
} from './earlier-database';

describe.each(testEngines)('migration 0007 on a shop with sales, on %s', (engine) => {
  let t: TestApp;
  let buyer: SignedInUser;
  let shopper: SignedInUser;
  let admin: SignedInUser;
  let productId: number;
  let orderId: number;

  beforeAll(async () => {
    const database = await databaseBeforeMigration(engine, 7);
    // The shop as 0006 left it: 8 seats left after an unpaid order holding 2, and a cart line.
    const users = await rowsOf<{ id: number; role: string }>(
      database,
      sql`insert into users (email, password_hash, role) values
        ('buyer@example.com', 'x', 'user'), ('shopper@example.com', 'x', 'user'),
        ('admin@example.com', 'x', 'admin') returning id, role`,
    );
    const [product] = await rowsOf<{ id: number }>(
      database,
      sql`insert into products (title, description, thumbnail, price, stock, category)
        values ('Excel for Analysts', 'Pivot tables', '/t.svg', 1000, 8, 'Data') returning id`,
    );
    productId = product!.id;
    const [order] = await rowsOf<{ id: number }>(
      database,
      sql`insert into orders (user_id, total_amount, total_items, shipping_address, seats_held)
        values (${users[0]!.id}, 2000, 2, ${JSON.stringify(ADDRESS)}::jsonb, true) returning id`,
    );
    orderId = order!.id;
    await database.db.execute(sql`insert into order_items
      (order_id, product_id, title, thumbnail, brand, unit_price, quantity)
      values (${orderId}, ${productId}, 'Excel for Analysts', '/t.svg', 'Workshop', 1000, 2)`);
    await database.db.execute(sql`update orders set items = (
      select json_agg(json_build_object('id', oi.id::text, 'product', json_build_object(
        'id', oi.product_id::text, 'title', oi.title, 'thumbnail', oi.thumbnail, 'brand', oi.brand,
        'price', oi.unit_price), 'title', oi.title, 'thumbnail', oi.thumbnail, 'brand', oi.brand,
        'price', oi.unit_price, 'quantity', oi.quantity))
      from order_items oi where oi.order_id = orders.id)`);
    await database.db.execute(sql`insert into cart_items (user_id, product_id, quantity)
      values (${users[1]!.id}, ${productId}, 3)`);

    t = await appAfterMigrations(database);
    buyer = await signedInAs(t, users[0]!.id, 'buyer@example.com');
    shopper = await signedInAs(t, users[1]!.id, 'shopper@example.com');
    admin = await signedInAs(t, users[2]!.id, 'admin@example.com');
  });
  afterAll(() => t.close());

  it('keeps the stock, with the held seats taken from one batch without dates', async () => {
    expect(await stockOf(t, productId)).toBe(8);
    const batches = await call<AdminBatch[]>(
      t,
      admin,
      'GET',
      `/api/products/${productId}/batches?admin=true`,
    );
    expect(batches.body).toEqual([
      expect.objectContaining({
        name: 'Dates to be announced',
        sessions: [],
        capacity: 10,
        seatsTaken: 2,
        seatsLeft: 8,
        status: 'open',
      }),
    ]);
  });

  it('keeps the cart line, now for that batch, and orders it', async () => {
    const cart = await call<CartItem[]>(t, shopper, 'GET', '/api/cart');
    expect(cart.body).toEqual([
      expect.objectContaining({
        quantity: 3,
        batch: expect.objectContaining({ name: 'Dates to be announced', seatsLeft: 8 }),
      }),
    ]);
    const ordered = await call<Order>(t, shopper, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(ordered.status).toBe(201);
    expect(ordered.body.items[0]?.batch.name).toBe('Dates to be announced');
    expect(await stockOf(t, productId)).toBe(5);
  });

  it("keeps the earlier order's items, with their batch, and gives its seats back on cancel", async () => {
    const own = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
    expect(own.body.map((order) => order.items[0]?.batch.name)).toEqual(['Dates to be announced']);
    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${orderId}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(t, productId)).toBe(7);
  });
});
