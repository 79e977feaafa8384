// Restart: orders, sessions and carts written before the app and its database connection stop are all
// there after a new app opens the same database (PGlite files on disk, or the PostgreSQL database).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CartItem, Order } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle, type Engine } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { call, insertProduct, placeOrder } from '../order.fixtures';
import { invariantViolations } from '../fuzz/invariants';
import { orderAndPay } from '../security/attack-fixtures';
import {
  createTestDatabase,
  signedInUser,
  testConfig,
  testEngines,
  type TestApp,
  type TestDatabase,
} from '../test-app';

describe.each(testEngines)('a restart on %s', (engine: Engine) => {
  let storage: TestDatabase | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'kaushal-restart-'));
  const config = testConfig({ PAYMENT_TEST_SECRET: 'restart-test-secret-0123456789' });

  /** Opens the same stored database again, as a restarted process would. */
  const open = async (): Promise<DatabaseHandle> =>
    storage?.url
      ? openDatabase({ url: storage.url, dataDir: 'memory' })
      : openDatabase({ dataDir: join(dataDir, 'pglite') });
  const start = async (): Promise<TestApp> => {
    const database = await open();
    await runMigrations(database);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    };
  };

  beforeAll(async () => {
    if (engine === 'postgres') storage = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('keeps orders, payments, sessions and carts', async () => {
    const before = await start();
    const shopper = await signedInUser(before);
    const { order: paid, success } = await orderAndPay(before, shopper);
    await call(before, shopper, 'POST', '/api/order-verify', success);
    const product = await insertProduct(before, { stock: 7 });
    const unpaid = await placeOrder(before, shopper, [{ productId: product.id, quantity: 2 }]);
    const cartBefore = await call<CartItem[]>(before, shopper, 'GET', '/api/cart');
    expect(cartBefore.body).toHaveLength(1);
    await before.close();

    const after = await start();
    try {
      expect((await call(after, shopper, 'GET', '/api/auth/check')).status).toBe(200);
      expect((await call<CartItem[]>(after, shopper, 'GET', '/api/cart')).body).toEqual(
        cartBefore.body,
      );
      const orders = await call<Order[]>(after, shopper, 'GET', '/api/orders/own');
      expect(orders.body.map((order) => [order.id, order.paymentStatus]).sort()).toEqual(
        [
          [paid.id, 'received'],
          [unpaid.id, 'pending'],
        ].sort(),
      );
      // The verify result is still recognised: a repeat after the restart pays nothing twice.
      expect((await call(after, shopper, 'POST', '/api/order-verify', success)).status).toBe(200);
      expect(await invariantViolations(after.database.db)).toEqual({});
    } finally {
      await after.close();
    }
  });
});
