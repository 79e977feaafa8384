// Prices typed as text: rupees and paise are read as amounts, never by gluing their digits together, and
// a price that leaves nothing to pay is refused, on create and on edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertProduct } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { editProduct } from './attack-fixtures';

interface ErrorBody {
  code: string;
  issues?: { path: string; message: string }[];
}

const workshop = (price: unknown, discountPercentage: unknown = 0) => ({
  title: 'Negotiation Basics',
  description: 'Two evenings of practice.',
  images: ['/uploads/a.png', '/uploads/b.png'],
  thumbnail: '/uploads/a.png',
  category: 'Soft Skills',
  price,
  discountPercentage,
  stock: 10,
});

describe.each(testEngines)('prices typed as text on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  const create = (price: unknown, discount?: unknown) =>
    call<ErrorBody & { price: number }>(
      t,
      admin,
      'POST',
      '/api/products',
      workshop(price, discount),
    );

  it.each([
    ['₹4,999.00', 4999],
    ['4999.0', 4999],
    ['INR 1,00,000', 100_000],
    ['Rs 250,000', 250_000],
  ])('reads %j as %d rupees', async (price, rupees) => {
    const created = await create(price);
    expect(created.status).toBe(201);
    expect(created.body.price).toBe(rupees);
  });

  it.each([
    ['₹4,999.50', 'price must be a whole number'],
    ['4e3', 'price must be a number'],
    ['-500', 'price must be a number'],
    ['+500', 'price must be a number'],
    ['4,99', 'price must be a number'],
    ['1.2.3', 'price must be a number'],
    ['₹4,999.505', 'price must be a number'],
    ['0x10', 'price must be a number'],
  ])('refuses %j: %s', async (price, message) => {
    const refused = await create(price);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toContainEqual({ path: 'price', message });
  });

  it('refuses a discount that makes the price nothing, on create and on edit', async () => {
    const message = 'discountPercentage of 100 leaves nothing to pay on a price of 5000';
    const refused = await create(5000, 100);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toContainEqual({ path: 'discountPercentage', message });

    const cheap = await create(1, 51);
    expect(cheap.body.issues).toContainEqual({
      path: 'discountPercentage',
      message: 'discountPercentage of 51 leaves nothing to pay on a price of 1',
    });

    const product = await insertProduct(t, { price: 5000, discountPercentage: 10 });
    const edited = await editProduct(t, admin, product.id, { discountPercentage: 100 });
    expect(edited.status).toBe(400);
    const unchanged = await call<{ discountPrice: number }>(
      t,
      admin,
      'GET',
      `/api/products/${product.id}`,
    );
    expect(unchanged.body.discountPrice).toBe(4500);
  });
});
