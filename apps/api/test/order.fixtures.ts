// Test fixtures for cart, order and payment suites: workshops with a chosen stock, a JSON client, carts.
import { randomBytes } from 'node:crypto';
import type { AddressInput, Order } from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches, products } from '../src/db/schema';
import type { SignedInUser, TestApp } from './test-app';

export const ADDRESS: AddressInput = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  street: '12 Sector 18',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pinCode: '201301',
};

let productCounter = 0;

/**
 * A workshop row of its own, so suites never depend on the seed's stock or prices, with its stock as the
 * seats of one batch without dates (as the spec's product calls make it); `batchId` is that batch.
 */
export async function insertProduct(
  t: TestApp,
  values: { price?: number; discountPercentage?: number; stock?: number; deleted?: boolean } = {},
) {
  productCounter += 1;
  const stock = values.stock ?? 50;
  const [row] = await t.database.db
    .insert(products)
    .values({
      title: `Workshop ${productCounter}`,
      slug: `workshop-${productCounter}-${randomBytes(4).toString('hex')}`,
      description: 'A test workshop',
      thumbnail: `/images/test-${productCounter}.svg`,
      category: 'Testing',
      brand: 'Kaushal Labs',
      price: values.price ?? 1000,
      discountPercentage: values.discountPercentage ?? 0,
      stock,
      deleted: values.deleted ?? false,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  const [batch] = await t.database.db
    .insert(batches)
    .values({ productId: row.id, name: 'Dates to be announced', capacity: stock })
    .returning({ id: batches.id });
  if (!batch) throw new Error('batch not inserted');
  return { ...row, batchId: batch.id };
}

/**
 * Leaves `seats` seats in the product's batches, as if others had bought the rest meanwhile: each
 * batch's capacity becomes its seats taken plus its share, and the stock their sum.
 */
export async function setSeatsLeft(t: TestApp, productId: number, seats: number): Promise<void> {
  const db = t.database.db;
  await db
    .update(batches)
    .set({ capacity: sql`${batches.seatsTaken} + ${seats}` })
    .where(eq(batches.productId, productId));
  await db.update(products).set({ stock: seats }).where(eq(products.id, productId));
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? Number.NaN;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** A JSON call as the web app makes it, signed in as `user` when given. */
export async function call<T = unknown>(
  t: TestApp,
  user: SignedInUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(user && { cookie: user.cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
  return {
    status: response.statusCode,
    body: response.json<T>(),
    headers: response.headers,
  };
}

/** Puts the workshops in the user's cart and orders them with card payment to ADDRESS. */
export async function placeOrder(
  t: TestApp,
  user: SignedInUser,
  lines: { productId: number; quantity: number }[],
): Promise<Order> {
  for (const line of lines) {
    const added = await call(t, user, 'POST', '/api/cart', {
      product: String(line.productId),
      quantity: line.quantity,
    });
    expect(added.status).toBe(201);
  }
  const ordered = await call<Order>(t, user, 'POST', '/api/orders', {
    selectedAddress: ADDRESS,
    paymentMethod: 'card',
  });
  expect(ordered.status).toBe(201);
  return ordered.body;
}
