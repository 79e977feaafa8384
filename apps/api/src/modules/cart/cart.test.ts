// Cart API on every engine: adding, reading, changing and removing lines, ownership and bad input.
import type { CartItem } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { call, insertProduct } from '../../../test/order.fixtures';

describe.each(testEngines)('cart API on %s', (engine) => {
  let t: TestApp;
  let asha: SignedInUser;
  let ravi: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    asha = await signedInUser(t);
    ravi = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('adds a product and returns the line with the product embedded, priced by the server', async () => {
    const product = await insertProduct(t, { price: 4999, discountPercentage: 20 });
    const added = await call<CartItem>(t, asha, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 2,
      price: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      quantity: 2,
      product: { id: String(product.id), price: 4999, discountPrice: 3999, title: product.title },
    });
    const cart = await call<CartItem[]>(t, asha, 'GET', '/api/cart');
    expect(cart.body).toEqual([added.body]);
  });

  it("refuses a product already in the cart with 'Item Already added'", async () => {
    const product = await insertProduct(t);
    const first = await call(t, asha, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
    });
    expect(first.status).toBe(201);
    const again = await call(t, asha, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 3,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_IN_CART', message: 'Item Already added' });
  });

  it('refuses unknown, deleted and sold-out products, and more seats than are left', async () => {
    const unknown = await call(t, asha, 'POST', '/api/cart', { product: '999999', quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product 999999 was not found',
    });

    const deleted = await insertProduct(t, { deleted: true });
    const gone = await call(t, asha, 'POST', '/api/cart', {
      product: String(deleted.id),
      quantity: 1,
    });
    expect(gone.status).toBe(422);
    expect(gone.body).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      message: `"${deleted.title}" is no longer offered`,
    });

    const soldOut = await insertProduct(t, { stock: 0 });
    const none = await call(t, asha, 'POST', '/api/cart', {
      product: String(soldOut.id),
      quantity: 1,
    });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `"${soldOut.title}" is sold out`,
    });

    const few = await insertProduct(t, { stock: 2 });
    const tooMany = await call(t, asha, 'POST', '/api/cart', {
      product: String(few.id),
      quantity: 3,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ message: `Only 2 seats left for "${few.title}"` });
  });

  it.each([
    ['0', 0],
    ['6', 6],
    ['-1', -1],
    ['2.5', 2.5],
    ['"3"', '3'],
    ['absent', undefined],
    ['null', null],
  ])('refuses quantity %s with 400 on add and on change', async (_label, quantity) => {
    const product = await insertProduct(t);
    const added = await call(t, asha, 'POST', '/api/cart', {
      product: String(product.id),
      quantity,
    });
    expect(added.status).toBe(400);
    expect(added.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'quantity must be a whole number from 1 to 5',
    });
    const line = await call<CartItem>(t, asha, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
    });
    const changed = await call(t, asha, 'PATCH', `/api/cart/${line.body.id}`, { quantity });
    expect(changed.status).toBe(400);
    expect(
      (await call<CartItem[]>(t, asha, 'GET', '/api/cart')).body.find((i) => i.id === line.body.id)
        ?.quantity,
    ).toBe(1);
  });

  it('refuses a product id that is not an id', async () => {
    for (const product of [1, 'abc', '0', '', undefined]) {
      const answer = await call(t, asha, 'POST', '/api/cart', { product, quantity: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('changes the quantity (the original client sends the id in the body too) and removes a line', async () => {
    const product = await insertProduct(t, { stock: 4 });
    const line = await call<CartItem>(t, asha, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
    });
    const changed = await call<CartItem>(t, asha, 'PATCH', `/api/cart/${line.body.id}`, {
      id: line.body.id,
      quantity: 4,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: line.body.id,
      quantity: 4,
      product: { id: String(product.id) },
    });
    const beyondStock = await call(t, asha, 'PATCH', `/api/cart/${line.body.id}`, { quantity: 5 });
    expect(beyondStock.status).toBe(409);

    const removed = await call(t, asha, 'DELETE', `/api/cart/${line.body.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: line.body.id } });
    const cart = await call<CartItem[]>(t, asha, 'GET', '/api/cart');
    expect(cart.body.map((item) => item.id)).not.toContain(line.body.id);
    expect((await call(t, asha, 'DELETE', `/api/cart/${line.body.id}`)).status).toBe(404);
  });

  it("keeps each cart private: another user's line is 404 to read, change or remove", async () => {
    const product = await insertProduct(t);
    const line = await call<CartItem>(t, asha, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
    });
    expect((await call<CartItem[]>(t, ravi, 'GET', '/api/cart')).body).toEqual([]);
    const change = await call(t, ravi, 'PATCH', `/api/cart/${line.body.id}`, { quantity: 2 });
    expect(change.status).toBe(404);
    expect((await call(t, ravi, 'DELETE', `/api/cart/${line.body.id}`)).status).toBe(404);
    const mine = await call<CartItem[]>(t, asha, 'GET', '/api/cart');
    expect(mine.body.find((item) => item.id === line.body.id)?.quantity).toBe(1);
    // Ravi may put the same workshop in his own cart.
    expect(
      (await call(t, ravi, 'POST', '/api/cart', { product: String(product.id), quantity: 1 }))
        .status,
    ).toBe(201);
  });

  it('answers 401 to anyone not signed in, whatever the body', async () => {
    expect((await call(t, undefined, 'GET', '/api/cart')).status).toBe(401);
    const add = await call(t, undefined, 'POST', '/api/cart', { quantity: 'lots' });
    expect(add).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect((await call(t, undefined, 'DELETE', '/api/cart/1')).status).toBe(401);
  });
});
