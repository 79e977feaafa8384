// The admin's customers on every engine: search and paging with order totals, one customer's record,
// giving and taking the admin role (never leaving the shop without one, even when two admins race), and
// the refusals every admin call gives visitors and customers.
import type { AuditEntry, CustomerDetail, CustomerSummary, User } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { paidSeats } from '../../../test/learning.fixtures';
import { call, insertProduct, placeOrder } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

describe.each(testEngines)('admin customers on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  /** A customer account with a name and phone, signed in. */
  async function namedCustomer(name: string, phone: string | null = null) {
    const customer = await signedInUser(t);
    await t.database.db.update(users).set({ name, phone }).where(eq(users.id, customer.id));
    return customer;
  }
  const search = (query: string) =>
    call<CustomerSummary[]>(t, admin, 'GET', `/api/admin/customers?${query}`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  it('finds customers by part of the name, e-mail or phone (as typed), newest first', async () => {
    const tag = `Zorawar${engine}`;
    const first = await namedCustomer(`${tag} Singh`, '+919876543210');
    const second = await namedCustomer(`${tag} Kaur`);

    const byName = await search(`q=${tag.toLowerCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.headers['x-total-count']).toBe('2');
    expect(byName.body.map((customer) => customer.id)).toEqual([
      String(second.id),
      String(first.id),
    ]);
    expect(byName.body[1]).toEqual({
      id: String(first.id),
      name: `${tag} Singh`,
      email: first.email,
      phone: '+919876543210',
      role: 'user',
      createdAt: expect.any(String),
      ordersCount: 0,
      lifetimeValuePaise: 0,
      lastOrderAt: null,
    });

    expect((await search(`q=${encodeURIComponent('98765 43210')}`)).body).toEqual([
      expect.objectContaining({ id: String(first.id) }),
    ]);
    expect((await search(`q=${encodeURIComponent(second.email.toUpperCase())}`)).body).toEqual([
      expect.objectContaining({ id: String(second.id) }),
    ]);
    expect((await search('q=%25%25')).body).toEqual([]);

    const paged = await search(`q=${tag}&_limit=1&_page=2`);
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.body.map((customer) => customer.id)).toEqual([String(first.id)]);
  });

  it('totals orders: count, paid amounts after discounts in paise, and the last order date', async () => {
    const customer = await namedCustomer('Lakshmi Iyer');
    const { order: paid } = await paidSeats(t, customer);
    // A discount of ₹50.50 on the paid order, as a promo code would have left it.
    await t.database.db
      .update(orders)
      .set({ discountPaise: 5050 })
      .where(eq(orders.id, Number(paid.id)));
    const product = await insertProduct(t, { price: 700 });
    const unpaid = await placeOrder(t, customer, [{ productId: product.id, quantity: 1 }]);

    const [listed] = (await search(`q=${customer.email}`)).body;
    expect(listed).toMatchObject({
      ordersCount: 2,
      lifetimeValuePaise: paid.subtotal * 100 - 5050,
      lastOrderAt: unpaid.createdAt,
    });
  });

  it("shows one customer's orders, enrolments and addresses", async () => {
    const customer = await namedCustomer('Farah Khan', '+917012345678');
    const { order, enrolments } = await paidSeats(t, customer);
    const own = await call<User>(t, customer, 'GET', '/api/users/own');
    const saved = await call<User>(t, customer, 'PATCH', `/api/users/${customer.id}`, {
      addresses: [
        {
          name: 'Farah Khan',
          email: customer.email,
          phone: '7012345678',
          street: '12 Park Street',
          city: 'Kolkata',
          state: 'West Bengal',
          pinCode: '700016',
        },
      ],
    });
    expect(saved.status).toBe(200);

    const detail = await call<CustomerDetail>(
      t,
      admin,
      'GET',
      `/api/admin/customers/${customer.id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.body).toMatchObject({
      id: String(customer.id),
      name: 'Farah Khan',
      phone: '+917012345678',
      email: own.body.email,
      ordersCount: 1,
      addresses: saved.body.addresses,
      orders: [expect.objectContaining({ id: order.id, paymentStatus: 'received' })],
      enrolments: [expect.objectContaining({ id: enrolments[0]!.id, orderId: order.id })],
    });

    expect((await call(t, admin, 'GET', '/api/admin/customers/999999')).status).toBe(404);
    expect((await call(t, admin, 'GET', '/api/admin/customers/abc')).status).toBe(400);
  });

  it('makes a customer an admin and takes the role back, each change in the audit trail', async () => {
    const customer = await namedCustomer('Ravi Menon');
    const url = `/api/admin/customers/${customer.id}/role`;
    expect((await call(t, customer, 'GET', '/api/admin/customers')).status).toBe(403);

    const promoted = await call<User>(t, admin, 'PATCH', url, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: String(customer.id), role: 'admin' });
    // The new admin's very next call is served as an admin's.
    expect((await call(t, customer, 'GET', '/api/admin/customers')).status).toBe(200);

    const demoted = await call<User>(t, admin, 'PATCH', url, { role: 'user' });
    expect(demoted.body.role).toBe('user');
    expect((await call(t, customer, 'GET', '/api/admin/customers')).status).toBe(403);

    const trail = await call<AuditEntry[]>(
      t,
      admin,
      'GET',
      `/api/admin/audit?entityType=user&action=user.role_change&actor=${admin.email}`,
    );
    expect(trail.body.filter((entry) => entry.entityId === String(customer.id))).toEqual([
      expect.objectContaining({ before: { role: 'admin' }, after: { role: 'user' } }),
      expect.objectContaining({
        actorId: String(admin.id),
        actorEmail: admin.email,
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ]);

    const invalid = await call<{ message: string }>(t, admin, 'PATCH', url, { role: 'owner' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain("role must be 'admin' or 'user'");
    expect(
      (await call(t, admin, 'PATCH', '/api/admin/customers/999999/role', { role: 'admin' })).status,
    ).toBe(404);
  });

  it('answers 401 to a visitor and 403 to a customer on every admin customer call', async () => {
    const customer = await signedInUser(t);
    const target = await signedInUser(t);
    const calls = [
      ['GET', '/api/admin/customers', undefined],
      ['GET', '/api/admin/customers?_limit=nonsense', undefined],
      ['GET', `/api/admin/customers/${target.id}`, undefined],
      ['PATCH', `/api/admin/customers/${target.id}/role`, { role: 'admin' }],
      ['PATCH', `/api/admin/customers/${target.id}/role`, { role: 'nonsense' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t, undefined, method, url, body)).status).toBe(401);
      expect((await call(t, customer, method, url, body)).status).toBe(403);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.role).toBe('user');
  });
});

describe.each(testEngines)('the last admin on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const adminsLeft = async () =>
    (await t.database.db.select().from(users).where(eq(users.role, 'admin'))).length;

  it('cannot give up the role, and may once another admin exists', async () => {
    const only = await signedInUser(t, 'admin');
    const url = `/api/admin/customers/${only.id}/role`;
    const refused = await call<{ code: string; message: string }>(t, only, 'PATCH', url, {
      role: 'user',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${only.email} is the last admin: make another account an admin before taking this role away`,
    );
    expect(await adminsLeft()).toBe(1);

    const next = await signedInUser(t);
    const nextUrl = `/api/admin/customers/${next.id}/role`;
    expect((await call(t, only, 'PATCH', nextUrl, { role: 'admin' })).status).toBe(200);
    expect((await call(t, only, 'PATCH', url, { role: 'user' })).status).toBe(200);
    // Now no admin: the former one is refused at the door.
    expect((await call(t, only, 'PATCH', nextUrl, { role: 'user' })).status).toBe(403);
    expect((await call(t, next, 'PATCH', nextUrl, { role: 'user' })).status).toBe(409);
    expect(await adminsLeft()).toBe(1);
  });

  // PGlite serves one connection, so only PostgreSQL runs the two changes at the same time.
  it.skipIf(engine === 'pglite')(
    'leaves one admin when two admins take each other’s role at the same moment',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const [a, b] = [await signedInUser(t, 'admin'), await signedInUser(t, 'admin')];
        const existing = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
        // Only these two are admins in this round.
        for (const other of existing.filter((row) => row.id !== a.id && row.id !== b.id)) {
          await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
        }
        const answers = await Promise.all([
          call(t, a, 'PATCH', `/api/admin/customers/${b.id}/role`, { role: 'user' }),
          call(t, b, 'PATCH', `/api/admin/customers/${a.id}/role`, { role: 'user' }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
        expect(await adminsLeft()).toBe(1);
      }
    },
  );
});
