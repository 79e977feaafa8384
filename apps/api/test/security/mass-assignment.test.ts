// Mass assignment: fields a client may not set (role, price, rating, deleted, status, paymentStatus,
// totals, owner) are dropped or refused wherever a body is accepted, and never applied.
import type { CartItem, Order, Product, User } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../src/db/schema';
import { ADDRESS, call, insertProduct, placeOrder } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { editProduct } from './attack-fixtures';

const PASSWORD = 'Str0ng!pass';

describe.each(testEngines)('mass assignment on %s', (engine) => {
  let t: TestApp;
  let customer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    customer = await signedInUser(t);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  const roleOf = async (id: number) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

  it('role at sign-up: role, id and passwordHash in the body make an ordinary customer', async () => {
    const signup = await call<User>(t, undefined, 'POST', '/api/auth/signup', {
      email: 'climber@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      id: '1',
      passwordHash: 'x',
    });
    expect(signup.status).toBe(201);
    expect(signup.body.role).toBe('user');
    expect(await roleOf(Number(signup.body.id))).toBe('user');
  });

  it('role on the profile: PATCH /users/:id with role, email and id changes only name and addresses', async () => {
    const answer = await call<User>(t, customer, 'PATCH', `/api/users/${customer.id}`, {
      name: 'Asha',
      role: 'admin',
      email: 'admin@kaushal.example',
      id: String(admin.id),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: String(customer.id),
      email: customer.email,
      role: 'user',
    });
    expect(await roleOf(customer.id)).toBe('user');
    // The promoted role would show here: the session still acts as a customer.
    expect((await call(t, customer, 'GET', '/api/orders')).status).toBe(403);
  });

  it('price, rating or deleted by a customer: product writes are refused (403), the product unchanged', async () => {
    const product = await insertProduct(t, { price: 2000 });
    const before = await call<Product>(t, undefined, 'GET', `/api/products/${product.id}`);
    for (const body of [{ price: 1 }, { rating: 5 }, { deleted: true }, { stock: 999 }]) {
      const answer = await call(t, customer, 'PATCH', `/api/products/${product.id}`, {
        ...before.body,
        ...body,
      });
      expect(answer.status).toBe(403);
    }
    expect((await call(t, undefined, 'GET', `/api/products/${product.id}`)).body).toEqual(
      before.body,
    );
  });

  it('rating, discountPrice and id are not writable even by an admin: they are derived or kept', async () => {
    const product = await insertProduct(t, { price: 2000, discountPercentage: 10 });
    const before = await call<Product>(t, admin, 'GET', `/api/products/${product.id}`);
    const answer = await editProduct(t, admin, product.id, {
      id: '1',
      rating: 5,
      discountPrice: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: String(product.id),
      rating: before.body.rating,
      discountPrice: 1800,
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.rating).toBe(product.rating);
  });

  it('status and paymentStatus on orders: ignored at ordering, refused (403) on PATCH by a customer', async () => {
    const product = await insertProduct(t, { price: 1500 });
    await call(t, customer, 'POST', '/api/cart', { product: String(product.id), quantity: 1 });
    const ordered = await call<Order>(t, customer, 'POST', '/api/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
      status: 'delivered',
      paymentStatus: 'received',
      totalAmount: 1,
      totalItems: 99,
      user: String(admin.id),
      items: [{ product: String(product.id), price: 1, quantity: 5 }],
    });
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      totalAmount: 1500,
      totalItems: 1,
      user: String(customer.id),
    });
    const patched = await call(t, customer, 'PATCH', `/api/orders/${ordered.body.id}`, {
      status: 'delivered',
      paymentStatus: 'received',
    });
    expect(patched.status).toBe(403);
    const after = await call<Order>(t, customer, 'GET', `/api/orders/${ordered.body.id}`);
    expect(after.body).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('an admin PATCH of an order changes only status and paymentStatus, never totals or owner', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t, { price: 700 });
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
    const answer = await call<Order>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      status: 'dispatched',
      totalAmount: 1,
      user: String(admin.id),
      items: [],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'dispatched',
      totalAmount: 1400,
      user: String(buyer.id),
      items: [expect.objectContaining({ quantity: 2, price: 700 })],
    });
  });

  it('cart lines: a price, a user or an id in the body are not taken', async () => {
    const product = await insertProduct(t, { price: 3000 });
    const added = await call<CartItem>(t, customer, 'POST', '/api/cart', {
      product: String(product.id),
      quantity: 1,
      price: 1,
      user: String(admin.id),
      id: '1',
    });
    expect(added.status).toBe(201);
    expect(added.body.product.price).toBe(3000);
    const adminCart = await call<CartItem[]>(t, admin, 'GET', '/api/cart');
    expect(adminCart.body).toEqual([]);
  });
});
