// The public catalogue reads with the cache on: the same answers as the database, reused within the TTL,
// fresh at once after this instance's own product writes, never cached for admins.
import type { Product } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import {
  createTestApp,
  signedInUser,
  catalogueEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

describe.each(catalogueEngines)('catalogue cache on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  const get = async (url: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return response;
  };
  const firstProduct = async () => (await get('/api/products?_limit=1')).json<Product[]>()[0]!;
  /** A change made behind the API's back, as another instance would. */
  const retitleInDatabase = (id: string, title: string) =>
    t.database.db
      .update(products)
      .set({ title })
      .where(eq(products.id, Number(id)));

  beforeAll(async () => {
    t = await createTestApp(engine, { CATALOGUE_CACHE_SECONDS: '60' });
    await seedIfEmpty(t.database.db);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  it('answers lists and products with the same JSON, headers and errors as without it', async () => {
    const list = await get('/api/products?_sort=price&_order=desc&_page=2');
    const again = await get('/api/products?_sort=price&_order=desc&_page=2');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['x-total-count']).toBe(list.headers['x-total-count']);
    expect(again.body).toBe(list.body);
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/brands')).json()).toEqual((await get('/api/brands')).json());
  });

  it('reuses a read within the TTL, while admins see the database', async () => {
    const product = await firstProduct();
    await get(`/api/products/${product.id}`);
    await retitleInDatabase(product.id, 'Changed elsewhere');
    expect((await get(`/api/products/${product.id}`)).json<Product>().title).toBe(product.title);
    expect((await firstProduct()).title).toBe(product.title);
    const asAdmin = await get(`/api/products/${product.id}`, admin.cookie);
    expect(asAdmin.json<Product>().title).toBe('Changed elsewhere');
    await retitleInDatabase(product.id, product.title);
  });

  it('shows a product in every list as its own read shows it, kept once within the TTL', async () => {
    const product = await firstProduct();
    const own = await get(`/api/products/${product.id}`);
    await retitleInDatabase(product.id, 'Changed elsewhere');
    // Lists not asked before: their pages come from the database, the product from what is kept.
    for (const query of ['_limit=7', '_limit=5&_sort=title&_order=asc&q=workshop']) {
      const page = (await get(`/api/products?${query}`)).json<Product[]>();
      expect(page.find((listed) => listed.id === product.id)).toEqual(own.json());
    }
    const asAdmin = (await get('/api/products?_limit=7', admin.cookie)).json<Product[]>();
    expect(asAdmin.find((listed) => listed.id === product.id)?.title).toBe('Changed elsewhere');
    await retitleInDatabase(product.id, product.title);
  });

  it('turns the pages of a search as the database ranks them, its total on every page', async () => {
    const search = (query: string, cookie?: string) =>
      get(`/api/products?q=workshop&${query}`, cookie);
    const ids = async (query: string, cookie?: string) =>
      (await search(query, cookie)).json<Product[]>().map((product) => product.id);
    const pages = ['_limit=2&_page=1', '_limit=2&_page=2', '_limit=3&_page=2', '_limit=2&_page=3'];
    const total = Number((await search('_limit=1', admin.cookie)).headers['x-total-count']);
    expect(total).toBeGreaterThan(5);
    for (const page of pages) {
      expect(await ids(page)).toEqual(await ids(page, admin.cookie));
      expect(Number((await search(page)).headers['x-total-count'])).toBe(total);
    }
  });

  it('is emptied by a product write through this instance', async () => {
    const product = await firstProduct();
    await get(`/api/products/${product.id}`);
    expect((await get(`/api/products/slug/${product.slug}`)).statusCode).toBe(200);
    expect((await get('/api/products?q=renamed')).headers['x-total-count']).toBe('0');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...product, title: 'Renamed by the admin' }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(`/api/products/${product.id}`)).json<Product>().title).toBe(
      'Renamed by the admin',
    );
    expect((await firstProduct()).title).toBe('Renamed by the admin');
    const moved = await get(`/api/products/slug/${product.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/products/slug/renamed-by-the-admin');
    expect((await get('/api/products/slug/renamed-by-the-admin')).statusCode).toBe(200);
    expect((await get('/api/products?q=renamed')).json<Product[]>()[0]?.id).toBe(product.id);
  });
});
