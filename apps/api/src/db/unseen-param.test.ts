// The hot prepared reads are planned once per connection on PostgreSQL (docs/decisions/0045): after
// PostgreSQL's first five executions, each execution reuses the statement's generic plan.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './client';
import { productRepository } from '../modules/catalogue/product.repository';
import { orderListRepository } from '../modules/orders/order-list.repository';
import { orderDocuments } from '../modules/workflows/order-documents';
import { insertProduct, placeOrder } from '../../test/order.fixtures';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../../test/test-app';

/** Executions of each read: PostgreSQL plans the first five with their values, whatever we do. */
const EXECUTIONS = 9;

/** The statements the reads below prepare (the connection may hold others, prepared before). */
const READS = [
  'offered_products_by_ids',
  'open_start_months',
  'orders_of_user_json',
  'orders_of_users_pages_json',
  'orders_pages_json_createdAt_desc_from_start',
  'orders_pages_json_totalAmount_desc_from_start',
  'products_by_ids',
];

describe.skipIf(!testEngines.includes('postgres'))('prepared reads on postgres', () => {
  let t: TestApp;
  let productIds: number[];
  let buyer: number;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const [first, second] = [await insertProduct(t), await insertProduct(t)];
    productIds = [first.id, second.id];
    const user = await signedInUser(t);
    buyer = user.id;
    for (const productId of productIds) await placeOrder(t, user, [{ productId, quantity: 1 }]);
  });
  afterAll(() => t.close());

  it('are planned once per connection, not at every execution', async () => {
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    const plans = await t.database.db.transaction(async (tx) => {
      const products = productRepository(tx);
      const orders = orderListRepository(tx, orderDocuments);
      for (let i = 0; i < EXECUTIONS; i += 1) {
        await products.findById(productIds[i % 2]!);
        await products.findOffered(i % 2 ? productIds : [productIds[0]!]);
        await products.startMonths(new Date());
        await orders.pageJsonForUser(buyer, { page: 1 + (i % 2), limit: 1 + (i % 3) });
        await orders.listJsonForUser(buyer);
        for (const sort of ['createdAt', 'totalAmount'] as const) {
          await orders.pageJson({
            sort,
            order: 'desc',
            filter: { refundRequested: false },
            page: 1 + (i % 2),
            limit: 1 + (i % 3),
          });
        }
      }
      return rowsOf<{ name: string; custom: number; generic: number }>(
        tx,
        sql`select name, custom_plans::integer as custom, generic_plans::integer as generic
          from pg_prepared_statements where name in ${READS} order by name`,
      );
    });
    expect(plans.map((plan) => plan.name)).toEqual(READS);
    for (const plan of plans) {
      // Run earlier on this connection too, a statement may have more generic plans, never more custom.
      expect(plan.custom, plan.name).toBe(5);
      expect(plan.generic, plan.name).toBeGreaterThanOrEqual(EXECUTIONS - 5);
    }
  });
});
