// Migrations 0034, 0036 and 0037 on orders placed before them: an order's total becomes the amount it
// was charged, its old total is kept as the subtotal, the admin's sort by total follows what was paid,
// each line's workshop gains the price it was ordered at as discountPrice, in the lists too, and each
// order names its promo code and its payment's reference.
import type { Order } from '@kaushal/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, call } from '../order.fixtures';
import { testEngines, type SignedInUser, type TestApp } from '../test-app';
import {
  appAfterMigrations,
  databaseBeforeMigration,
  rowsOf,
  signedInAs,
} from './earlier-database';

describe.each(testEngines)(
  'migrations 0034, 0036 and 0037 on orders placed before them, on %s',
  (engine) => {
    let t: TestApp;
    let buyer: SignedInUser;
    let admin: SignedInUser;
    // Seats at a price in rupees and a discount in paise, as 0033 recorded them.
    const placed = [
      { unitPrice: 500, quantity: 2, discountPaise: 10_050 }, // ₹1,000, charged ₹899.50
      { unitPrice: 500, quantity: 1, discountPaise: 0 }, // charged ₹500
      { unitPrice: 475, quantity: 2, discountPaise: 0 }, // charged ₹950
    ];
    const ids: string[] = [];

    beforeAll(async () => {
      const database = await databaseBeforeMigration(engine, 34);
      const users = await rowsOf<{ id: number }>(
        database,
        sql`insert into users (email, password_hash, role) values
        ('buyer@example.com', 'x', 'user'), ('admin@example.com', 'x', 'admin') returning id`,
      );
      const [product] = await rowsOf<{ id: number }>(
        database,
        sql`insert into products (title, slug, description, thumbnail, price, stock, category)
        values ('Excel for Analysts', 'excel-for-analysts', 'Pivot tables', '/t.svg', 50, 8, 'Data')
        returning id`,
      );
      const [batch] = await rowsOf<{ id: number }>(
        database,
        sql`insert into batches (product_id, name, capacity)
        values (${product!.id}, 'Dates to be announced', 100) returning id`,
      );
      const orderedBatch = {
        id: String(batch!.id),
        name: 'Dates to be announced',
        mode: 'online',
        venue: null,
        sessions: [],
      };
      for (const { unitPrice, quantity, discountPaise } of placed) {
        const [order] = await rowsOf<{ id: number }>(
          database,
          sql`insert into orders (user_id, payment_status, total_amount, discount_paise, total_items,
            shipping_address, seats_held)
          values (${users[0]!.id}, 'received', ${unitPrice * quantity}, ${discountPaise}, ${quantity},
            ${JSON.stringify(ADDRESS)}::jsonb, false) returning id`,
        );
        ids.push(String(order!.id));
        await database.db.execute(sql`insert into order_items
        (order_id, product_id, title, thumbnail, brand, unit_price, quantity, batch_id, batch)
        values (${order!.id}, ${product!.id}, 'Excel for Analysts', '/t.svg', 'Workshop',
          ${unitPrice}, ${quantity}, ${batch!.id}, ${JSON.stringify(orderedBatch)}::jsonb)`);
      }
      await database.db.execute(sql`update orders set items = (
      select json_agg(json_build_object('id', oi.id::text, 'product', json_build_object(
        'id', oi.product_id::text, 'title', oi.title, 'thumbnail', oi.thumbnail, 'brand', oi.brand,
        'price', oi.unit_price), 'title', oi.title, 'thumbnail', oi.thumbnail, 'brand', oi.brand,
        'price', oi.unit_price, 'quantity', oi.quantity, 'batch', oi.batch))
      from order_items oi where oi.order_id = orders.id)`);

      // The first order used a code and was paid through the provider.
      const [code] = await rowsOf<{ id: number }>(
        database,
        sql`insert into promo_codes (code, type, value) values ('DIWALI10', 'percentage', 10)
        returning id`,
      );
      await database.db.execute(
        sql`update orders set promo_code_id = ${code!.id} where id = ${Number(ids[0])}`,
      );
      const [attempt] = await rowsOf<{ id: number }>(
        database,
        sql`insert into payment_orders (order_id, provider, provider_order_id, amount_paise)
        values (${Number(ids[0])}, 'razorpay', 'order_OLD1', 89950) returning id`,
      );
      await database.db.execute(sql`insert into payments
        (order_id, payment_order_id, provider_payment_id, amount_paise)
        values (${Number(ids[0])}, ${attempt!.id}, 'pay_OLD123', 89950)`);

      t = await appAfterMigrations(database);
      buyer = await signedInAs(t, users[0]!.id, 'buyer@example.com');
      admin = await signedInAs(t, users[1]!.id, 'admin@example.com');
    });
    afterAll(() => t.close());

    it('answers the amount charged as totalAmount, beside the subtotal and the discount', async () => {
      const expected = { subtotal: 1000, discount: 100.5, totalAmount: 899.5 };
      const single = await call<Order>(t, buyer, 'GET', `/api/orders/${ids[0]}`);
      expect(single.body).toMatchObject(expected);
      const own = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
      expect(own.body.find((order) => order.id === ids[0])).toMatchObject(expected);
      const all = await call<Order[]>(t, admin, 'GET', '/api/orders');
      expect(all.body.find((order) => order.id === ids[0])).toMatchObject(expected);
    });

    it('names the promo code and the payment reference of each order, null where there is none', async () => {
      const single = await call<Order>(t, buyer, 'GET', `/api/orders/${ids[0]}`);
      expect(single.body).toMatchObject({ promoCode: 'DIWALI10', paymentReference: 'pay_OLD123' });
      const own = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
      expect(
        own.body.map(({ id, promoCode, paymentReference }) => ({
          id,
          promoCode,
          paymentReference,
        })),
      ).toEqual(
        expect.arrayContaining([
          { id: ids[0], promoCode: 'DIWALI10', paymentReference: 'pay_OLD123' },
          { id: ids[1], promoCode: null, paymentReference: null },
        ]),
      );
    });

    it("gives each line's workshop its ordered price as discountPrice", async () => {
      const own = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
      const single = await call<Order>(t, buyer, 'GET', `/api/orders/${ids[2]}`);
      for (const order of [own.body.find((entry) => entry.id === ids[2]), single.body]) {
        expect(order?.items.map((item) => item.product)).toEqual([
          expect.objectContaining({ price: 475, discountPrice: 475 }),
        ]);
      }
    });

    it('sorts the admin list by the amount charged', async () => {
      const sorted = await call<Order[]>(
        t,
        admin,
        'GET',
        '/api/orders?_sort=totalAmount&_order=asc',
      );
      expect(sorted.body.map((order) => order.totalAmount)).toEqual([500, 899.5, 950]);
    });

    it('exports the subtotal, the discount and the amount payable', async () => {
      const response = await t.app.inject({
        url: '/api/admin/exports/orders.csv',
        headers: { cookie: admin.cookie },
      });
      const [header, ...rows]: string[][] = parse(response.rawPayload, { bom: true });
      const row = rows.find((cells) => cells[0] === ids[0])!;
      const cell = (name: string) => row[header!.indexOf(name)];
      expect([cell('Subtotal (₹)'), cell('Discount (₹)'), cell('Amount payable (₹)')]).toEqual([
        '1000.00',
        '100.50',
        '899.50',
      ]);
    });
  },
);
