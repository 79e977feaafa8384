// Catalogue writes on every engine: create, edit, soft delete and restore, and every validation rule.
import type { Product } from '@kaushal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders, products } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

type Body = Record<string, unknown>;

/** A product body as the original storefront client sends it (lists, numbers, a rating it has no say over). */
const specBody = (overrides: Body = {}): Body => ({
  title: 'Excel for Analysts',
  description: 'Pivot tables, lookups and dashboards in two evenings.',
  fullDescription: 'A longer text about the workshop.',
  images: ['/uploads/a.png', '/uploads/b.png', '/uploads/t.png'],
  thumbnail: '/uploads/t.png',
  highlights: ['Live sessions', 'Certificate'],
  productDetails: ['Duration: 2 evenings'],
  whyEnroll: ['Work faster'],
  brand: 'Kaushal Analytics',
  category: 'Data Analytics',
  price: 4999,
  discountPercentage: 20,
  stock: 30,
  rating: 0,
  ...overrides,
});

/** The same product as the product form holds it: separate image and highlight inputs, text numbers. */
const formBody = (overrides: Body = {}): Body => ({
  title: 'Digital Marketing Sprint',
  description: 'Plan and run a campaign.',
  image1: '/uploads/one.png',
  image2: 'https://cdn.example.com/two.webp',
  thumbnail: '/uploads/thumb.png',
  highlight1: 'SEO basics',
  highlight2: '',
  highlight3: 'Paid ads',
  category: 'Digital Marketing',
  price: '₹2,499',
  discountPercentage: '10',
  stock: '15',
  ...overrides,
});

const without = (field: string, body: Body = specBody()): Body => {
  const copy = { ...body };
  delete copy[field];
  return copy;
};

describe.each(testEngines)('catalogue writes on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;

  const send = async (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    body?: unknown,
    cookie?: string,
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.json<Body>(), raw: response };
  };
  const create = async (body: Body) => {
    const response = await send('POST', '/api/products/', body, admin.cookie);
    expect(response.status).toBe(201);
    return response.body as unknown as Product;
  };
  const edit = async (id: string, body: Body) => {
    const response = await send('PATCH', `/api/products/${id}`, body, admin.cookie);
    expect(response.status).toBe(200);
    return response.body as unknown as Product;
  };
  const shopIds = async (cookie?: string, query = '') => {
    const response = await send('GET', `/api/products?_limit=100${query}`, undefined, cookie);
    return (response.body as unknown as Product[]).map((product) => product.id);
  };
  const issuesOf = (body: Body) => body.issues as { path: string; message: string }[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedIfEmpty(t.database.db);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('stores the original client’s body and returns the product, visible in the shop list and detail', async () => {
      const response = await send('POST', '/api/products/', specBody(), admin.cookie);
      expect(response.status).toBe(201);
      const product = response.body as unknown as Product;
      expect(product).toMatchObject({
        id: expect.stringMatching(/^\d+$/),
        title: 'Excel for Analysts',
        images: ['/uploads/a.png', '/uploads/b.png', '/uploads/t.png'],
        image: '/uploads/a.png',
        thumbnail: '/uploads/t.png',
        highlights: ['Live sessions', 'Certificate'],
        productDetails: ['Duration: 2 evenings'],
        whyEnroll: ['Work faster'],
        brand: 'Kaushal Analytics',
        category: 'Data Analytics',
        price: 4999,
        discountPercentage: 20,
        discountPrice: 3999,
        stock: 30,
        rating: 0,
        deleted: false,
      });
      expect(await shopIds()).toContain(product.id);
      const detail = await send('GET', `/api/products/${product.id}`, undefined, customer.cookie);
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual(product);
    });

    it('answers at /api/products without the trailing slash too', async () => {
      const response = await send('POST', '/api/products', specBody(), admin.cookie);
      expect(response.status).toBe(201);
    });

    it('takes the form’s values: image1, image2 and the thumbnail become the images', async () => {
      const product = await create(formBody());
      expect(product.images).toEqual([
        '/uploads/one.png',
        'https://cdn.example.com/two.webp',
        '/uploads/thumb.png',
      ]);
      expect(product.highlights).toEqual(['SEO basics', 'Paid ads']);
      expect(product).toMatchObject({
        price: 2499,
        discountPercentage: 10,
        stock: 15,
        discountPrice: 2249,
        brand: 'Workshop',
        fullDescription: '',
        productDetails: [],
        whyEnroll: [],
      });
    });

    it('lets image1 and image2 replace the first two entries of an images list', async () => {
      const product = await create(specBody({ image1: '/uploads/new-first.png' }));
      expect(product.images).toEqual([
        '/uploads/new-first.png',
        '/uploads/b.png',
        '/uploads/t.png',
      ]);
    });

    it.each([
      ['₹4,999', 4999],
      ['4999', 4999],
      ['Rs. 10,00,000', 1_000_000],
      [' ₹ 1 ', 1],
      ['₹1,00,00,000', 10_000_000],
    ])('parses the price %j by its digits', async (price, expected) => {
      const product = await create(specBody({ price }));
      expect(product.price).toBe(expected);
    });

    it('defaults the brand to Workshop when it is missing or blank', async () => {
      expect((await create(without('brand'))).brand).toBe('Workshop');
      expect((await create(specBody({ brand: '  ' }))).brand).toBe('Workshop');
    });

    it('starts every product at rating 0, whatever rating the body carries', async () => {
      const product = await create(specBody({ rating: 4.8 }));
      expect(product.rating).toBe(0);
    });

    it('drops fields a client has no say over (id, discountPrice, timestamps)', async () => {
      const product = await create(
        specBody({
          id: '1',
          discountPrice: 1,
          createdAt: '2001-01-01T00:00:00.000Z',
          role: 'admin',
        }),
      );
      expect(product.id).not.toBe('1');
      expect(product.discountPrice).toBe(3999);
      expect(product.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
    });

    it('stores text as plain text and returns it verbatim as JSON text', async () => {
      const title = '<script>alert(1)</script>';
      const description = 'Fish & chips &amp; <b>bold</b> "quotes" \' and ₹ sign';
      const product = await create(specBody({ title, description }));
      expect(product.title).toBe(title);
      expect(product.description).toBe(description);
      const detail = await send('GET', `/api/products/${product.id}`);
      expect(detail.raw.headers['content-type']).toMatch(/^application\/json/);
      // Written as JSON writes the text, not escaped as HTML (whatever the spacing around the colon).
      expect(detail.raw.body).toMatch(/"title"\s*:\s*"<script>alert\(1\)<\/script>"/);
      const [row] = await t.database.db
        .select({ title: products.title })
        .from(products)
        .where(eq(products.id, Number(product.id)));
      expect(row?.title).toBe(title);
    });
  });

  describe('validation', () => {
    let existing: string;
    beforeAll(async () => {
      existing = (await create(specBody())).id;
    });

    it.each<[string, Body, string, string]>([
      ['title missing', without('title'), 'title', 'name is required'],
      ['title blank', specBody({ title: '   ' }), 'title', 'name is required'],
      [
        'title too long',
        specBody({ title: 'x'.repeat(201) }),
        'title',
        'title must be at most 200 characters',
      ],
      ['description missing', without('description'), 'description', 'description is required'],
      [
        'description empty',
        specBody({ description: '' }),
        'description',
        'description is required',
      ],
      ['price missing', without('price'), 'price', 'price is required'],
      ['price null', specBody({ price: null }), 'price', 'price is required'],
      ['price empty text', specBody({ price: '' }), 'price', 'price is required'],
      ['price 0', specBody({ price: 0 }), 'price', 'price must be from 1 to 10000000'],
      ['price negative', specBody({ price: -5 }), 'price', 'price must be from 1 to 10000000'],
      [
        'price above the cap',
        specBody({ price: 10_000_001 }),
        'price',
        'price must be from 1 to 10000000',
      ],
      [
        'price text above the cap',
        specBody({ price: '₹1,00,00,001' }),
        'price',
        'price must be from 1 to 10000000',
      ],
      [
        'price text of zero',
        specBody({ price: '₹0' }),
        'price',
        'price must be from 1 to 10000000',
      ],
      ['price without digits', specBody({ price: 'free' }), 'price', 'price must be a number'],
      ['price fractional', specBody({ price: 4999.5 }), 'price', 'price must be a whole number'],
      ['price a boolean', specBody({ price: true }), 'price', 'price must be a number'],
      [
        'discount missing',
        without('discountPercentage'),
        'discountPercentage',
        'discountPercentage is required',
      ],
      [
        'discount below 0',
        specBody({ discountPercentage: -1 }),
        'discountPercentage',
        'discountPercentage must be from 0 to 100',
      ],
      [
        'discount above 100',
        specBody({ discountPercentage: 101 }),
        'discountPercentage',
        'discountPercentage must be from 0 to 100',
      ],
      [
        'discount not a number',
        specBody({ discountPercentage: 'ten' }),
        'discountPercentage',
        'discountPercentage must be a number',
      ],
      ['stock missing', without('stock'), 'stock', 'stock is required'],
      ['stock negative', specBody({ stock: -1 }), 'stock', 'stock must be at least 0'],
      ['stock fractional', specBody({ stock: 2.5 }), 'stock', 'stock must be a whole number'],
      ['stock huge', specBody({ stock: 2 ** 40 }), 'stock', 'stock must be at most 1000000'],
      ['thumbnail missing', without('thumbnail'), 'thumbnail', 'thumbnail is required'],
      ['thumbnail empty', specBody({ thumbnail: '' }), 'thumbnail', 'thumbnail is required'],
      [
        'thumbnail a script address',
        specBody({ thumbnail: 'javascript:alert(1)' }),
        'thumbnail',
        'thumbnail must be a web address (https://…) or a path starting with /',
      ],
      ['category missing', without('category'), 'category', 'category is required'],
      ['first image missing', specBody({ images: [] }), 'image1', 'image1 is required'],
      [
        'second image missing',
        specBody({ images: ['/uploads/a.png'] }),
        'image2',
        'image is required',
      ],
      ['form without image1', without('image1', formBody()), 'image1', 'image1 is required'],
      ['form with a blank image2', formBody({ image2: ' ' }), 'image2', 'image is required'],
      [
        'an image a data address',
        specBody({ images: ['/a.png', 'data:text/html,x'] }),
        'images.1',
        'images must be a web address (https://…) or a path starting with /',
      ],
      [
        'images not a list',
        specBody({ images: '/a.png' }),
        'images',
        'images must be a list of texts',
      ],
      [
        'highlights not texts',
        specBody({ highlights: [1] }),
        'highlights.0',
        'highlights must be text',
      ],
      [
        'too many highlights',
        specBody({ highlights: Array(21).fill('x') }),
        'highlights',
        'highlights can have at most 20 entries',
      ],
      [
        'deleted not a boolean',
        specBody({ deleted: 'yes' }),
        'deleted',
        'deleted must be true or false',
      ],
    ])('refuses a body with %s', async (which, body, path, message) => {
      // A PATCH keeps what it leaves out (patch-keeps-fields.test.ts); what it names meets the rules.
      const leftOut =
        (which.endsWith(' missing') && !which.includes('image')) ||
        which.startsWith('form without');
      const targets: ['POST' | 'PATCH', string][] = [['POST', '/api/products/']];
      if (!leftOut) targets.push(['PATCH', `/api/products/${existing}`]);
      for (const [method, url] of targets) {
        const response = await send(method, url, body, admin.cookie);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
        expect(issuesOf(response.body)).toContainEqual({ path, message });
      }
    });

    it('names every missing field at once', async () => {
      const response = await send('POST', '/api/products/', {}, admin.cookie);
      expect(response.status).toBe(400);
      expect(issuesOf(response.body)).toEqual(
        expect.arrayContaining([
          { path: 'title', message: 'name is required' },
          { path: 'description', message: 'description is required' },
          { path: 'thumbnail', message: 'thumbnail is required' },
          { path: 'category', message: 'category is required' },
          { path: 'price', message: 'price is required' },
          { path: 'discountPercentage', message: 'discountPercentage is required' },
          { path: 'stock', message: 'stock is required' },
        ]),
      );
    });

    it('names both images when neither is given', async () => {
      const response = await send('POST', '/api/products/', without('images'), admin.cookie);
      expect(issuesOf(response.body)).toEqual([
        { path: 'image1', message: 'image1 is required' },
        { path: 'image2', message: 'image is required' },
      ]);
    });

    it.each([
      ['the bounds', { price: 1, discountPercentage: 0, stock: 0 }],
      // A full discount is refused: something must be left to pay (price-text.test.ts).
      ['the other bounds', { price: 10_000_000, discountPercentage: 99, stock: 1_000_000 }],
    ])('accepts %s', async (_case, numbers) => {
      expect(await create(specBody(numbers))).toMatchObject(numbers);
    });

    it.each([[[]], ['text'], [null]])('refuses the body %j', async (body) => {
      const response = await send('POST', '/api/products/', body, admin.cookie);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('refuses a multipart body: only the uploads route parses multipart', async () => {
      const form = new FormData();
      form.set('title', 'x');
      const request = new Request('http://shop.test/', { method: 'POST', body: form });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products/',
        headers: {
          cookie: admin.cookie,
          'content-type': request.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });

  describe('edit', () => {
    it('applies the whole product the client sends back, and the shop shows the new price', async () => {
      const product = await create(specBody());
      const edited = await edit(product.id, {
        ...product,
        price: '₹6,000',
        discountPercentage: 25,
      });
      expect(edited).toMatchObject({ id: product.id, price: 6000, discountPrice: 4500 });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));
      const shop = await send('GET', `/api/products/${product.id}`, undefined, customer.cookie);
      expect(shop.body).toMatchObject({ price: 6000, discountPrice: 4500 });
    });

    it('leaves a product unchanged when it is sent back as read', async () => {
      const [seeded] = (await send('GET', '/api/products?_limit=1')).body as unknown as Product[];
      const edited = await edit(seeded!.id, seeded as unknown as Body);
      expect({ ...edited, updatedAt: '' }).toEqual({ ...seeded, updatedAt: '' });
    });

    it('keeps the rating and ignores id, discountPrice and createdAt in the body', async () => {
      const product = await create(specBody());
      await t.database.db
        .update(products)
        .set({ rating: 4.2 })
        .where(eq(products.id, Number(product.id)));
      const other = (await create(specBody())).id;
      const edited = await edit(product.id, {
        ...product,
        id: other,
        rating: 1,
        discountPrice: 1,
        createdAt: '2001-01-01T00:00:00.000Z',
        title: 'Renamed',
      });
      expect(edited).toMatchObject({
        id: product.id,
        title: 'Renamed',
        rating: 4.2,
        discountPrice: 3999,
        createdAt: product.createdAt,
      });
      expect((await send('GET', `/api/products/${other}`)).body).toMatchObject({
        title: 'Excel for Analysts',
      });
    });

    it('answers 404 for an unknown product and 400 for a malformed id', async () => {
      const missing = await send('PATCH', '/api/products/999999', specBody(), admin.cookie);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
      const malformed = await send('PATCH', '/api/products/abc', specBody(), admin.cookie);
      expect(malformed.status).toBe(400);
    });
  });

  describe('soft delete and restore', () => {
    it('hides a deleted product from the shop, keeps it for admins, empties it from carts, keeps orders', async () => {
      const product = await create(specBody({ title: 'Soon deleted' }));
      const kept = await create(specBody({ title: 'Stays in the cart' }));
      const id = Number(product.id);
      const db = t.database.db;
      const batchId = Number(product.nextBatch?.id);
      const keptBatchId = Number(kept.nextBatch?.id);
      await db.insert(cartItems).values([
        { userId: customer.id, productId: id, batchId, quantity: 2 },
        { userId: admin.id, productId: id, batchId, quantity: 1 },
        { userId: customer.id, productId: Number(kept.id), batchId: keptBatchId, quantity: 1 },
      ]);
      const [order] = await db
        .insert(orders)
        .values({
          userId: customer.id,
          subtotal: 3999,
          totalItems: 1,
          payBy: new Date(),
          shippingAddress: {
            name: 'A',
            email: 'a@example.com',
            phone: '9876543210',
            street: 'B',
            city: 'Noida',
            state: 'UP',
            pinCode: '201301',
          },
        })
        .returning();
      const snapshot = {
        orderId: order!.id,
        productId: id,
        title: 'Soon deleted',
        thumbnail: '/uploads/t.png',
        brand: 'Kaushal Analytics',
        unitPrice: 3999,
        quantity: 1,
        batchId,
        batch: {
          id: String(batchId),
          name: 'Dates to be announced',
          mode: 'online' as const,
          venue: null,
          sessions: [],
        },
      };
      await db.insert(orderItems).values(snapshot);

      const deleted = await edit(product.id, { ...product, deleted: true });
      expect(deleted.deleted).toBe(true);

      expect(await shopIds()).not.toContain(product.id);
      expect(await shopIds(customer.cookie, '&admin=true')).not.toContain(product.id);
      expect(
        (await send('GET', `/api/products/${product.id}`, undefined, customer.cookie)).status,
      ).toBe(404);
      const adminList = (
        await send('GET', '/api/products?admin=true&_limit=100', undefined, admin.cookie)
      ).body as unknown as Product[];
      expect(adminList.find((p) => p.id === product.id)?.deleted).toBe(true);
      const adminDetail = await send('GET', `/api/products/${product.id}`, undefined, admin.cookie);
      expect(adminDetail.body).toMatchObject({ id: product.id, deleted: true });

      expect(await db.select().from(cartItems).where(eq(cartItems.productId, id))).toEqual([]);
      expect(
        await db
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.productId, Number(kept.id)), eq(cartItems.userId, customer.id))),
      ).toEqual([{ quantity: 1 }]);
      const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
      expect(line).toMatchObject(snapshot);

      const restored = await edit(product.id, { ...deleted, deleted: false });
      expect(restored.deleted).toBe(false);
      expect(await shopIds()).toContain(product.id);
      expect(
        (await send('GET', `/api/products/${product.id}`, undefined, customer.cookie)).status,
      ).toBe(200);
    });

    it('keeps the deleted flag when an edit leaves it out', async () => {
      const product = await create(specBody({ deleted: true }));
      expect(product.deleted).toBe(true);
      expect((await edit(product.id, without('deleted', { ...product }))).deleted).toBe(true);
    });
  });

  it('refuses a cross-site write even from an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
      payload: specBody(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
});
