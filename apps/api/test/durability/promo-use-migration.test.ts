// Migration 0039 on codes used before it: each order whose use was recorded keeps it counted, so a
// cancellation gives back exactly the uses that were counted, and no other.
import type { PromoCode } from '@kaushal/shared';
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

describe.each(testEngines)('migration 0039 on promo codes used before it, on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let counted: number;
  let notCounted: number;

  beforeAll(async () => {
    const database = await databaseBeforeMigration(engine, 39);
    const [buyer, staff] = await rowsOf<{ id: number }>(
      database,
      sql`insert into users (email, password_hash, role) values
      ('buyer@example.com', 'x', 'user'), ('admin@example.com', 'x', 'admin') returning id`,
    );
    // One use counted: the code's `uses` is the number of redemptions recorded.
    const [code] = await rowsOf<{ id: number }>(
      database,
      sql`insert into promo_codes (code, type, value, uses) values ('DIWALI10', 'percentage', 10, 1)
      returning id`,
    );
    const orderIds: number[] = [];
    for (let order = 0; order < 2; order += 1) {
      const [row] = await rowsOf<{ id: number }>(
        database,
        sql`insert into orders (user_id, status, payment_status, subtotal, discount_paise,
          total_items, shipping_address, seats_held, promo_code_id, promo_code, pay_by)
        values (${buyer!.id}, 'pending', 'received', 1000, 10000, 1,
          ${JSON.stringify(ADDRESS)}::jsonb, false, ${code!.id}, 'DIWALI10', now()) returning id`,
      );
      orderIds.push(row!.id);
    }
    [counted, notCounted] = orderIds as [number, number];
    await database.db.execute(sql`insert into promo_redemptions (promo_code_id, order_id, user_id)
      values (${code!.id}, ${counted}, ${buyer!.id})`);

    t = await appAfterMigrations(database);
    admin = await signedInAs(t, staff!.id, 'admin@example.com');
  });
  afterAll(() => t.close());

  const usesOfCode = async () =>
    (await call<PromoCode[]>(t, admin, 'GET', '/api/promo-codes')).body.find(
      (code) => code.code === 'DIWALI10',
    )?.uses;

  it('gives back only the use that was counted when the orders are cancelled', async () => {
    expect(await usesOfCode()).toBe(1);
    const cancel = (id: number) =>
      call(t, admin, 'PATCH', `/api/orders/${id}`, { status: 'cancelled' });
    expect((await cancel(notCounted)).status).toBe(200);
    expect(await usesOfCode()).toBe(1);
    expect((await cancel(counted)).status).toBe(200);
    expect(await usesOfCode()).toBe(0);
  });
});
