// Catalogue API on every engine: filters, sorting, paging, deleted products and bad input.
import type { Product } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import { seedCatalogue } from '../../db/seed-catalogue';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

describe.each(testEngines)('catalogue API on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;
  const total = seedCatalogue.length;

  const get = async (url: string, cookie?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    return {
      status: response.statusCode,
      total: response.headers['x-total-count'],
      body: response.json<unknown>(),
    };
  };
  const list = async (url: string, cookie?: string) => {
    const result = await get(url, cookie);
    expect(result.status).toBe(200);
    return { products: result.body as Product[], total: Number(result.total) };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    expect(await seedIfEmpty(t.database.db)).toBe(total);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('seeds once: a second seed of a non-empty catalogue adds nothing', async () => {
    expect(await seedIfEmpty(t.database.db)).toBe(0);
  });

  it('lists 10 products by default with the total in X-Total-Count', async () => {
    const page = await list('/api/products');
    expect(page.products).toHaveLength(10);
    expect(page.total).toBe(total);
  });

  it('serves the same list as /products2, the name the original client uses', async () => {
    const a = await list('/api/products?_page=2');
    const b = await list('/api/products2?_page=2');
    expect(b).toEqual(a);
  });

  it('returns products shaped as docs/product.md §3 with a server-computed discount price', async () => {
    const { products: page } = await list('/api/products?_limit=100');
    for (const product of page) {
      expect(product.id).toMatch(/^\d+$/);
      expect(product.discountPrice).toBe(
        Math.round((product.price * (100 - product.discountPercentage)) / 100),
      );
      expect(product.image).toBe(product.images[0]);
      expect(product.href).toBe(`/product-detail/${product.id}`);
      expect(product.breadcrumbs.at(-1)).toEqual({
        id: product.id,
        name: product.title,
        href: product.href,
      });
      expect(product).not.toHaveProperty('_id');
    }
  });

  it('pages: the last page holds the remainder and a page past the end is empty', async () => {
    const lastPage = Math.ceil(total / 10);
    const last = await list(`/api/products?_page=${lastPage}`);
    expect(last.products).toHaveLength(total - (lastPage - 1) * 10);
    expect(last.total).toBe(total);
    const beyond = await list(`/api/products?_page=${lastPage + 1}`);
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(total);
    const all = await list('/api/products?_limit=100');
    expect(new Set(all.products.map((p) => p.id)).size).toBe(total);
    const pages = [];
    for (let page = 1; page <= lastPage; page += 1) {
      pages.push(...(await list(`/api/products?_page=${page}&_limit=10`)).products);
    }
    expect(pages.map((p) => p.id)).toEqual(all.products.map((p) => p.id));
  });

  it('filters by one category, by several, and by brand, comma-separated or repeated', async () => {
    const all = (await list('/api/products?_limit=100')).products;
    const [first, second] = [...new Set(all.map((p) => p.category))];
    const one = await list(`/api/products?category=${encodeURIComponent(first!)}&_limit=100`);
    expect(one.products.length).toBeGreaterThan(0);
    expect(one.products.every((p) => p.category === first)).toBe(true);
    expect(one.total).toBe(all.filter((p) => p.category === first).length);

    const both = `${encodeURIComponent(first!)},${encodeURIComponent(second!)}`;
    const two = await list(`/api/products?category=${both}&_limit=100`);
    expect(two.total).toBe(all.filter((p) => p.category === first || p.category === second).length);
    const repeated = await list(
      `/api/products?category=${encodeURIComponent(first!)}&category=${encodeURIComponent(second!)}&_limit=100`,
    );
    expect(repeated.total).toBe(two.total);

    const brand = all[0]!.brand;
    const byBrand = await list(`/api/products?brand=${encodeURIComponent(brand)}&_limit=100`);
    expect(byBrand.total).toBe(all.filter((p) => p.brand === brand).length);
    const combined = await list(
      `/api/products?brand=${encodeURIComponent(brand)}&category=${encodeURIComponent(first!)}&_limit=100`,
    );
    expect(combined.total).toBe(
      all.filter((p) => p.brand === brand && p.category === first).length,
    );
    expect((await list('/api/products?category=No%20such%20category')).total).toBe(0);
  });

  it.each(['price', 'discountPrice', 'rating', 'createdAt'] as const)(
    'sorts by %s in both directions',
    async (field) => {
      for (const order of ['asc', 'desc'] as const) {
        const { products: sorted } = await list(
          `/api/products?_sort=${field}&_order=${order}&_limit=100`,
        );
        const values = sorted.map((p) => (field === 'createdAt' ? Date.parse(p[field]) : p[field]));
        const expected = [...values].sort((a, b) => a - b);
        if (order === 'desc') expected.reverse();
        expect(values).toEqual(expected);
      }
    },
  );

  it('sorts by title, descending being the exact reverse of ascending', async () => {
    const titles = async (order: string) =>
      (await list(`/api/products?_sort=title&_order=${order}&_limit=100`)).products.map(
        (p) => p.title,
      );
    const ascending = await titles('asc');
    expect(ascending).toHaveLength(total);
    expect(await titles('desc')).toEqual([...ascending].reverse());
    expect(ascending).not.toEqual(
      (await list('/api/products?_limit=100')).products.map((p) => p.title),
    );
  });

  it('sorts by price within a category filter, the storefront’s common query', async () => {
    const { products: all } = await list('/api/products?_limit=100');
    const category = all[0]!.category;
    const { products: sorted } = await list(
      `/api/products?category=${encodeURIComponent(category)}&_sort=price&_order=desc`,
    );
    const prices = sorted.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers lists asked for at once, which share statements, as it answers each alone', async () => {
    const { products: all } = await list('/api/products?_limit=100');
    const categories = [...new Set(all.map((p) => p.category))].slice(0, 3);
    const urls = ['', ...categories].flatMap((category, c) =>
      ['', 'price', 'title', 'rating'].flatMap((sort, s) =>
        [1, 2].map((page) => {
          const query = [
            category && `category=${encodeURIComponent(category)}`,
            sort && `_sort=${sort}&_order=${(c + s + page) % 2 ? 'desc' : 'asc'}`,
            (c + s) % 2 === 0 && 'priceMin=1000&priceMax=5000',
            `_page=${page}&_limit=${3 + c + s}`,
          ];
          return `/api/products?${query.filter(Boolean).join('&')}`;
        }),
      ),
    );
    const ids = ({ products: page, total: count }: Awaited<ReturnType<typeof list>>) => ({
      ids: page.map((p) => p.id),
      count,
    });
    const together = await Promise.all(urls.map(async (url) => ids(await list(url))));
    const alone = [];
    for (const url of urls) alone.push(ids(await list(url)));
    expect(together).toEqual(alone);
    // A dozen or more of the answers differ, so one given to the wrong request would show.
    expect(new Set(alone.map((answer) => answer.ids.join())).size).toBeGreaterThanOrEqual(12);
  });

  it('reads one product, and answers 404 JSON for an unknown id', async () => {
    const { products: page } = await list('/api/products');
    const first = page[0]!;
    const one = await get(`/api/products/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
    const missing = await get('/api/products/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists brands and categories as filter options', async () => {
    const brands = await get('/api/brands');
    const categories = await get('/api/categories');
    const { products: all } = await list('/api/products?_limit=100');
    expect(brands.body).toEqual(
      [...new Set(all.map((p) => p.brand))].sort().map((value) => ({ label: value, value })),
    );
    expect((categories.body as unknown[]).length).toBe(new Set(all.map((p) => p.category)).size);
  });

  describe('a deleted product', () => {
    let deleted: Product;
    beforeAll(async () => {
      deleted = (await list('/api/products?_sort=price&_order=desc')).products[0]!;
      await t.database.db
        .update(products)
        .set({ deleted: true })
        .where(eq(products.id, Number(deleted.id)));
    });
    afterAll(async () => {
      await t.database.db
        .update(products)
        .set({ deleted: false })
        .where(eq(products.id, Number(deleted.id)));
    });

    it('disappears from the shop’s list and detail', async () => {
      const page = await list('/api/products?_limit=100');
      expect(page.total).toBe(total - 1);
      expect(page.products.map((p) => p.id)).not.toContain(deleted.id);
      expect((await get(`/api/products/${deleted.id}`)).status).toBe(404);
    });

    it('is absent from reads asked for in one go, which share statements and each read its own', async () => {
      const offered = await t.database.db
        .select({ id: products.id, title: products.title })
        .from(products)
        .where(eq(products.deleted, false));
      const ids = [...offered.map((row) => row.id), Number(deleted.id), 999999];
      const reads = await Promise.all(ids.map((id) => t.app.catalogue.product(id)));
      expect(
        reads.map((read) => {
          const product = read && (JSON.parse(read.json) as Product);
          return product && { id: Number(product.id), title: product.title };
        }),
      ).toEqual([...offered, undefined, undefined]);
    });

    it('stays hidden when a visitor or a customer asks with admin=true', async () => {
      expect((await list('/api/products?admin=true&_limit=100')).total).toBe(total - 1);
      expect((await list('/api/products?admin=true&_limit=100', customer.cookie)).total).toBe(
        total - 1,
      );
      expect((await get(`/api/products/${deleted.id}`, customer.cookie)).status).toBe(404);
    });

    it('is listed for a signed-in admin who asks with admin=true, flagged deleted', async () => {
      const page = await list('/api/products?admin=true&_limit=100', admin.cookie);
      expect(page.total).toBe(total);
      expect(page.products.find((p) => p.id === deleted.id)?.deleted).toBe(true);
      expect((await list('/api/products?_limit=100', admin.cookie)).total).toBe(total - 1);
      const detail = await get(`/api/products/${deleted.id}`, admin.cookie);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ id: deleted.id, deleted: true });
    });
  });

  it.each([
    '/api/products?_sort=password',
    '/api/products?_sort=price;drop%20table%20products',
    '/api/products?_order=sideways',
    '/api/products?_page=-1',
    '/api/products?_page=0',
    '/api/products?_page=abc',
    '/api/products?_limit=1e9',
    '/api/products?_limit=101',
    '/api/products?_limit=0',
    '/api/products?category[$ne]=x',
    '/api/products?admin=yes',
    '/api/products?unknown=1',
    '/api/products/abc',
    '/api/products/0',
    '/api/products/-1',
    '/api/products/1.5',
    '/api/products/99999999999',
    "/api/products/1'%20or%20'1'='1",
  ])('answers %s with a 400 JSON error', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toMatch(/select|stack|at \w+ \(/i);
  });

  it('treats SQL in a filter value as plain text', async () => {
    const page = await list(`/api/products?category=${encodeURIComponent("x' or '1'='1")}`);
    expect(page.total).toBe(0);
    expect((await list('/api/products')).total).toBe(total);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
