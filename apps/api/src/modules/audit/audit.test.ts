// The audit trail on every engine: each admin write leaves one entry with who, what and the entity before
// and after, in the same transaction (a refused write leaves none); the list filters and pages; and no
// route or query can change or remove an entry.
import {
  istClock,
  type AdminBatch,
  type AuditEntry,
  type Order,
  type Product,
  type PromoCode,
} from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import { auditEntries, users } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertProduct, placeOrder } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const productBody = {
  title: 'Audited Excel Bootcamp',
  description: 'Pivot tables and more.',
  images: ['/uploads/a.png', '/uploads/b.png'],
  thumbnail: '/uploads/a.png',
  category: 'Masterclass',
  price: 2999,
  discountPercentage: 0,
  stock: 10,
};

describe.each(testEngines)('audit trail on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  /** The newest entries about one entity, newest first. */
  async function entriesAbout(entityType: string, entityId: string) {
    const listed = await call<AuditEntry[]>(
      t,
      admin,
      'GET',
      `/api/admin/audit?entityType=${entityType}&_limit=50`,
    );
    expect(listed.status).toBe(200);
    return listed.body.filter((entry) => entry.entityId === entityId);
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    await t.database.db.update(users).set({ name: 'Asha Verma' }).where(eq(users.id, admin.id));
  });
  afterAll(() => t.close());

  it('records product create, update, delete and restore with the acting admin', async () => {
    const created = await call<Product>(t, admin, 'POST', '/api/products', productBody);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const edit = (change: object) =>
      call<Product>(t, admin, 'PATCH', `/api/products/${id}`, { ...productBody, ...change });
    expect((await edit({ price: 3499 })).status).toBe(200);
    expect((await edit({ price: 3499, deleted: true })).status).toBe(200);
    expect((await edit({ price: 3499, deleted: false })).status).toBe(200);

    const entries = await entriesAbout('product', id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'product.restore',
      'product.delete',
      'product.update',
      'product.create',
    ]);
    const [, , update, create] = entries;
    expect(create).toMatchObject({
      actorId: String(admin.id),
      actorEmail: admin.email,
      // Named as the trail's sentences name the admin.
      actorName: 'Asha Verma',
      entityType: 'product',
      before: null,
      after: { id, title: productBody.title, price: 2999 },
    });
    expect(update).toMatchObject({ before: { price: 2999 }, after: { price: 3499 } });
    expect(Date.parse(update!.createdAt)).not.toBeNaN();
  });

  it('records batch create and update, and nothing for a refused change', async () => {
    const product = await insertProduct(t);
    const start = Date.now() + 10 * 24 * 60 * 60_000;
    const created = await call<AdminBatch>(
      t,
      admin,
      'POST',
      `/api/products/${product.id}/batches`,
      {
        name: 'January evenings',
        mode: 'online',
        sessions: [
          {
            startsAt: new Date(start).toISOString(),
            endsAt: new Date(start + 2 * 60 * 60_000).toISOString(),
          },
        ],
        capacity: 5,
      },
    );
    expect(created.status).toBe(201);
    const url = `/api/products/${product.id}/batches/${created.body.id}`;
    expect((await call(t, admin, 'PATCH', url, { capacity: 8 })).status).toBe(200);
    // Refused by the API (the offline batch needs a venue): the change and its entry are both absent.
    expect((await call(t, admin, 'PATCH', url, { mode: 'offline' })).status).toBe(400);

    const entries = await entriesAbout('batch', created.body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['batch.update', 'batch.create']);
    expect(entries[0]).toMatchObject({ before: { capacity: 5 }, after: { capacity: 8 } });
  });

  it('records promo code create and update', async () => {
    const code = `AUDIT${Date.now() % 1_000_000}`;
    const created = await call<PromoCode>(t, admin, 'POST', '/api/promo-codes', {
      code,
      type: 'percentage',
      value: 10,
    });
    expect(created.status).toBe(201);
    const url = `/api/promo-codes/${created.body.id}`;
    expect((await call(t, admin, 'PATCH', url, { value: 15 })).status).toBe(200);
    // Refused: the same transaction would have held its entry.
    expect((await call(t, admin, 'PATCH', url, { maxUses: -1 })).status).toBe(400);

    const entries = await entriesAbout('promo_code', created.body.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'promo_code.update',
      'promo_code.create',
    ]);
    expect(entries[0]).toMatchObject({ before: { value: 10, code }, after: { value: 15, code } });
  });

  it('records each order status and payment status change, not an unchanged one', async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t);
    const order = await placeOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);
    const url = `/api/orders/${order.id}`;
    const both = await call<Order>(t, admin, 'PATCH', url, {
      status: 'dispatched',
      paymentStatus: 'received',
    });
    expect(both.status).toBe(200);
    expect((await call(t, admin, 'PATCH', url, { status: 'dispatched' })).status).toBe(200);

    const entries = await entriesAbout('order', order.id);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'order.status_change',
          before: { status: 'pending' },
          after: { status: 'dispatched' },
        }),
        expect.objectContaining({
          action: 'order.payment_status_change',
          before: { paymentStatus: 'pending' },
          after: { paymentStatus: 'received' },
        }),
      ]),
    );
  });

  it('filters by actor, entity type, action and IST dates, and pages with X-Total-Count', async () => {
    const other = await signedInUser(t, 'admin');
    for (const title of ['Filter One', 'Filter Two', 'Filter Three']) {
      const made = await call(t, other, 'POST', '/api/products', { ...productBody, title });
      expect(made.status).toBe(201);
    }
    const list = (query: string) =>
      call<AuditEntry[]>(t, admin, 'GET', `/api/admin/audit?${query}`);

    const byActor = await list(`actor=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byActor.status).toBe(200);
    expect(byActor.headers['x-total-count']).toBe('3');
    expect(byActor.body.map((entry) => entry.after)).toEqual([
      expect.objectContaining({ title: 'Filter Three' }),
      expect.objectContaining({ title: 'Filter Two' }),
      expect.objectContaining({ title: 'Filter One' }),
    ]);

    const page2 = await list(`actor=${other.email}&action=product.create&_limit=2&_page=2`);
    expect(page2.headers['x-total-count']).toBe('3');
    expect(page2.body).toHaveLength(1);
    expect(page2.body[0]!.after).toMatchObject({ title: 'Filter One' });

    const today = istClock(new Date()).toISOString().slice(0, 10);
    expect((await list(`actor=${other.email}&from=${today}&to=${today}`)).body).toHaveLength(3);
    expect((await list(`actor=${other.email}&to=2020-01-01`)).body).toHaveLength(0);
    expect((await list(`actor=${other.email}&entityType=order`)).body).toHaveLength(0);
    // Wildcards in a search are only characters.
    expect((await list('actor=%25')).body).toHaveLength(0);

    const wrong = await list('from=yesterday');
    expect(wrong.status).toBe(400);
  });

  it('offers no route that changes or removes an entry', async () => {
    const [entry] = (await call<AuditEntry[]>(t, admin, 'GET', '/api/admin/audit?_limit=1')).body;
    expect(entry).toBeDefined();
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry!.id}`]) {
        const answer = await call(t, admin, method, url, { action: 'nothing' });
        expect([404, 405]).toContain(answer.status);
      }
    }
    const [again] = (await call<AuditEntry[]>(t, admin, 'GET', '/api/admin/audit?_limit=1')).body;
    expect(again).toEqual(entry);
  });

  it('is refused by the database when anything updates, deletes or empties the table', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update audit_entries set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    expect(await db.$count(auditEntries, eq(auditEntries.action, 'forged'))).toBe(0);
    const [entry] = (await call<AuditEntry[]>(t, admin, 'GET', '/api/admin/audit')).body;
    expect(entry).toBeDefined();
  });

  it('answers 401 to a visitor and 403 to a customer, whatever the query', async () => {
    const customer = await signedInUser(t);
    for (const query of ['', '?from=not-a-date']) {
      expect((await call(t, undefined, 'GET', `/api/admin/audit${query}`)).status).toBe(401);
      expect((await call(t, customer, 'GET', `/api/admin/audit${query}`)).status).toBe(403);
    }
  });
});
