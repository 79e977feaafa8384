// Every admin-only call, in one table: a visitor gets 401 and a customer 403 whatever they send, and
// nothing changes. A new admin call gets a row here.
import { readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed';
import { multipartBody, type RequestBody } from './multipart-body';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from './test-app';

const json = (body: unknown): RequestBody => ({
  payload: JSON.stringify(body),
  contentType: 'application/json',
});

const productBody = {
  title: 'Refused',
  description: 'Never stored.',
  images: ['/uploads/a.png', '/uploads/b.png'],
  thumbnail: '/uploads/a.png',
  category: 'Masterclass',
  price: 999,
  discountPercentage: 0,
  stock: 1,
};
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface AdminRequest extends RequestBody {
  /** Appended to the call's URL, for the calls that read their input from the query string. */
  query?: string;
}

interface AdminCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** A body (or query) an admin could send: the refusal must not depend on the body being wrong. */
  valid: () => Promise<AdminRequest>;
  /** A body (or query) that would fail validation: the refusal must come first. */
  invalid: () => Promise<AdminRequest>;
}

const adminCalls: AdminCall[] = [
  {
    method: 'POST',
    url: '/api/products',
    valid: async () => json(productBody),
    invalid: async () => json({ price: -1 }),
  },
  {
    method: 'POST',
    url: '/api/products/',
    valid: async () => json(productBody),
    invalid: async () => json('not a product'),
  },
  {
    method: 'PATCH',
    url: '/api/products/1',
    valid: async () => json({ ...productBody, id: '1', deleted: true }),
    // An empty PATCH changes nothing, and is no error; a price below the floor is.
    invalid: async () => json({ price: -1 }),
  },
  {
    method: 'GET',
    url: '/api/orders',
    valid: async () => ({ ...json(''), query: '?_sort=createdAt&_order=desc' }),
    invalid: async () => ({ ...json(''), query: '?_sort=password_hash' }),
  },
  {
    method: 'PATCH',
    url: '/api/orders/1',
    valid: async () => json({ status: 'delivered', paymentStatus: 'received' }),
    invalid: async () => json({ status: 'lost' }),
  },
  {
    method: 'GET',
    url: '/api/admin/enquiries',
    valid: async () => ({ ...json(''), query: '?status=new&_page=1' }),
    invalid: async () => ({ ...json(''), query: '?status=open' }),
  },
  {
    method: 'POST',
    url: '/api/admin/enquiries/1/reply',
    valid: async () => json({ message: 'Refused.' }),
    invalid: async () => json({ message: '' }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/enquiries/1',
    valid: async () => json({ status: 'closed' }),
    invalid: async () => json({ status: 'archived' }),
  },
  {
    method: 'GET',
    url: '/api/admin/dashboard',
    valid: async () => ({ ...json(''), query: '?from=2026-01-01&to=2026-01-31' }),
    invalid: async () => ({ ...json(''), query: '?from=2026-13-01' }),
  },
  {
    method: 'GET',
    url: '/api/admin/exports/orders.csv',
    valid: async () => ({ ...json(''), query: '?_sort=totalAmount&_order=desc' }),
    invalid: async () => ({ ...json(''), query: '?_sort=password_hash' }),
  },
  {
    method: 'GET',
    url: '/api/admin/exports/customers.csv',
    valid: async () => json(''),
    invalid: async () => ({ ...json(''), query: '?fields=password_hash' }),
  },
  {
    // The batch in the address: a malformed id is what makes this call invalid.
    method: 'GET',
    url: '/api/admin/exports/batches/',
    valid: async () => ({ ...json(''), query: '1/roster.csv' }),
    invalid: async () => ({ ...json(''), query: '0/roster.csv' }),
  },
  {
    method: 'POST',
    url: '/api/uploads',
    valid: () => multipartBody({ bytes: pngSignature, filename: 'a.png', type: 'image/png' }),
    invalid: () => multipartBody(undefined, { other: 'field' }),
  },
  {
    method: 'GET',
    url: '/api/admin/customers',
    valid: async () => ({ ...json(''), query: '?q=asha&_page=1' }),
    invalid: async () => ({ ...json(''), query: '?_limit=all' }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/customers/1/role',
    valid: async () => json({ role: 'admin' }),
    invalid: async () => json({ role: 'owner' }),
  },
  {
    method: 'GET',
    url: '/api/admin/audit',
    valid: async () => ({ ...json(''), query: '?entityType=product' }),
    invalid: async () => ({ ...json(''), query: '?from=yesterday' }),
  },
];

describe.each(testEngines)('admin-only calls on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;
  const send = async (call: AdminCall, body: AdminRequest, cookie?: string) => {
    const response = await t.app.inject({
      method: call.method,
      url: call.url + (body.query ?? ''),
      headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const state = async () => ({
    products: (await t.database.db.select({ total: count() }).from(products))[0]?.total,
    inShop: (await t.app.inject({ method: 'GET', url: '/api/products?_limit=100' })).headers[
      'x-total-count'
    ],
    uploads: readdirSync(t.config.uploadDir).length,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedIfEmpty(t.database.db);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(() => t.close());

  it.each(adminCalls)('$method $url refuses a visitor (401) and a customer (403)', async (call) => {
    const before = await state();
    for (const body of [await call.valid(), await call.invalid()]) {
      expect(await send(call, body)).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHENTICATED' },
      });
      expect(await send(call, body, customer.cookie)).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
    }
    expect(await state()).toEqual(before);
  });

  it.each(adminCalls)('$method $url is a real route an admin reaches', async (call) => {
    const response = await send(call, await call.invalid(), admin.cookie);
    expect(response.status).toBe(400);
  });
});
