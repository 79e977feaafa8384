// Catalogue search on every engine: ranking, misspellings, the batch and price filters combined with
// search and paging, the soonest-batch sort, bad input, start months, and reads by slug.
import type { FilterOption, Product } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { batches } from '../../db/schema';
import { batchRepository } from './batch.repository';
import { seedIfEmpty } from '../../db/seed';
import {
  createTestApp,
  signedInUser,
  catalogueEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const CATEGORY = 'Studio Crafts';
const inCategory = `category=${encodeURIComponent(CATEGORY)}`;

interface Workshop {
  title: string;
  description: string;
  highlights?: string[];
  price: number;
  discountPercentage?: number;
}

const body = (workshop: Workshop) => ({
  fullDescription: '',
  images: ['/uploads/a.png', '/uploads/b.png'],
  thumbnail: '/uploads/t.png',
  highlights: [],
  brand: 'Kaushal Live',
  category: CATEGORY,
  discountPercentage: 0,
  stock: 10,
  ...workshop,
});

/** A batch as the batches table holds it; open, with seats and without dates unless told. */
interface BatchRow {
  mode: 'online' | 'offline';
  startsAt?: string;
  capacity?: number;
  seatsTaken?: number;
  closed?: boolean;
  enrolmentClosesAt?: string;
}

/** The shop's "now": which batches still take enrolments follows the app's clock. */
const NOW = new Date('2029-12-01T00:00:00.000Z');

describe.each(catalogueEngines)('catalogue search on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  const made: Record<'zephyr' | 'glaze' | 'kiln' | 'costing', Product> = {} as never;

  const get = async (url: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return {
      status: response.statusCode,
      total: Number(response.headers['x-total-count']),
      location: response.headers.location,
      body: response.body === '' ? undefined : response.json<unknown>(),
    };
  };
  const titles = async (url: string) => {
    const result = await get(url);
    expect(result.status).toBe(200);
    return { titles: (result.body as Product[]).map((p) => p.title), total: result.total };
  };
  const write = async (method: 'POST' | 'PATCH', url: string, payload: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<Product>();
  };
  const create = async (workshop: Workshop, rows: BatchRow[]) => {
    const product = await write('POST', '/api/products', body(workshop));
    // The spec's create gives the workshop an undated online batch; these tests set every batch.
    await t.database.db.delete(batches).where(eq(batches.productId, Number(product.id)));
    await t.database.db.insert(batches).values(
      rows.map((row, index) => ({
        productId: Number(product.id),
        name: `Batch ${index + 1}`,
        mode: row.mode,
        startsAt: row.startsAt ? new Date(row.startsAt) : null,
        sessions: row.startsAt
          ? [
              {
                startsAt: row.startsAt,
                endsAt: new Date(Date.parse(row.startsAt) + 7_200_000).toISOString(),
              },
            ]
          : [],
        capacity: row.capacity ?? 10,
        seatsTaken: row.seatsTaken ?? 0,
        closed: row.closed ?? false,
        enrolmentClosesAt: row.enrolmentClosesAt ? new Date(row.enrolmentClosesAt) : null,
      })),
    );
    // As every batch change through the API does: the product's stock and next start follow.
    await batchRepository(t.database.db).recomputeStock(Number(product.id), NOW);
    return product;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: () => NOW });
    await seedIfEmpty(t.database.db);
    admin = await signedInUser(t, 'admin');
    // Created before the workshop whose title matches, so only ranking puts that one first.
    made.glaze = await create(
      {
        title: 'Glaze Chemistry',
        description: 'Mix a zephyr blue glaze for pottery and fire test tiles.',
        price: 3000,
      },
      [
        { mode: 'offline', startsAt: '2030-02-05T04:30:00.000Z' },
        { mode: 'online' },
        // Enrolment closes after the shop's now.
        {
          mode: 'offline',
          startsAt: '2030-05-04T04:30:00.000Z',
          enrolmentClosesAt: '2029-12-15T00:00:00.000Z',
        },
      ],
    );
    made.zephyr = await create(
      {
        title: 'Zephyr Pottery Basics',
        description: 'Centre clay and throw bowls on the wheel.',
        price: 2000,
      },
      [{ mode: 'online', startsAt: '2030-01-15T04:30:00.000Z' }],
    );
    made.kiln = await create(
      {
        title: 'Kiln Firing for Pottery Studios',
        description: 'Load, fire and cool an electric kiln safely.',
        price: 5000,
        discountPercentage: 20,
      },
      [
        // Full, closed, past its deadline: no batch of this workshop takes enrolments.
        { mode: 'online', startsAt: '2030-01-25T04:30:00.000Z', capacity: 8, seatsTaken: 8 },
        { mode: 'offline', startsAt: '2030-03-01T04:30:00.000Z', closed: true },
        // Enrolment closed before the shop's now, though not before the real one.
        {
          mode: 'online',
          startsAt: '2030-04-10T04:30:00.000Z',
          enrolmentClosesAt: '2029-11-30T00:00:00.000Z',
        },
      ],
    );
    made.costing = await create(
      {
        title: 'Excel Costing for Pottery Studios',
        description: 'Price your pottery with a spreadsheet.',
        highlights: ['Track studio finance'],
        price: 1500,
      },
      // 1 February, 01:30 in India: a February batch although it is still January in UTC.
      [{ mode: 'online' }, { mode: 'offline', startsAt: '2030-01-31T20:00:00.000Z' }],
    );
  });
  afterAll(() => t.close());

  it('ranks a workshop whose title matches above one that only mentions the word', async () => {
    expect(await titles('/api/products?q=zephyr')).toEqual({
      titles: ['Zephyr Pottery Basics', 'Glaze Chemistry'],
      total: 2,
    });
    // A title that holds the word beats one whose description repeats it.
    const pottery = await titles(`/api/products?q=pottery&${inCategory}`);
    expect(pottery.total).toBe(4);
    expect(pottery.titles.at(-1)).toBe('Glaze Chemistry');
  });

  it('searches descriptions, highlights, categories and brands, with stemming', async () => {
    expect((await titles(`/api/products?q=spreadsheet&${inCategory}`)).titles).toEqual([
      'Excel Costing for Pottery Studios',
    ]);
    expect((await titles('/api/products?q=studio%20finance')).titles).toContain(
      'Excel Costing for Pottery Studios',
    );
    expect((await titles(`/api/products?q=crafts`)).total).toBe(4);
    // "dashboard" finds "Dashboards"; "bowl" finds "bowls".
    expect((await titles('/api/products?q=dashboard')).titles).toContain(
      'Power BI Dashboards Workshop',
    );
    expect((await titles('/api/products?q=bowl')).titles).toEqual(['Zephyr Pottery Basics']);
  });

  it('forgives small typos: "exel" finds Excel and "finanse" finds finance', async () => {
    const exel = await titles('/api/products?q=exel&_limit=100');
    expect(exel.titles).toEqual(
      expect.arrayContaining([
        'Excel in Personal Finances',
        'Data Analytics with Excel and SQL',
        'Excel Costing for Pottery Studios',
      ]),
    );
    expect(exel.titles).not.toContain('Graphic Design Fundamentals');
    expect(exel.total).toBe(exel.titles.length);

    const finanse = await titles('/api/products?q=finanse&_limit=100');
    expect(finanse.titles).toEqual(
      expect.arrayContaining(['Excel in Personal Finances', 'Excel Costing for Pottery Studios']),
    );
    expect(finanse.titles).not.toContain('Zephyr Pottery Basics');
    // Every word must be found, misspelt or not.
    expect((await titles('/api/products?q=exel%20potery')).titles).toEqual([
      'Excel Costing for Pottery Studios',
    ]);
    expect((await titles('/api/products?q=xylophone')).total).toBe(0);
    // Words search ignores count beside others, and are looked for when alone.
    expect((await titles('/api/products?q=the%20zephyr')).total).toBe(2);
    const alone = (await titles('/api/products?q=for&_limit=100')).titles;
    expect(alone).toContain('Python for AI Beginners');
    expect(alone).not.toContain('Zephyr Pottery Basics');
  });

  it('corrects a misspelling to the nearest words of the catalogue, which follow every edit', async () => {
    // Two letters swapped: further from the word by trigrams than a letter left out.
    expect((await titles('/api/products?q=desgin')).titles).toContain(
      'Graphic Design Fundamentals',
    );
    // The nearest word, not every word somewhat alike: "artifical" is not "certificate".
    const artifical = await titles('/api/products?q=artifical%20inteligence&_limit=100');
    expect(artifical.titles.length).toBeGreaterThan(0);
    for (const title of artifical.titles) expect(title).toMatch(/artificial intelligence|\bAI\b/i);

    const lettering = await create(
      { title: 'Calligraphy Nights', description: 'Ink and nibs.', price: 900 },
      [{ mode: 'online' }],
    );
    expect((await titles('/api/products?q=caligrapy')).titles).toEqual(['Calligraphy Nights']);
    await write('PATCH', `/api/products/${lettering.id}`, {
      ...body({ title: 'Brush Lettering Nights', description: 'Ink and nibs.', price: 900 }),
    });
    expect((await titles('/api/products?q=leterring')).titles).toEqual(['Brush Lettering Nights']);
    // The old title's word finds nothing any more, misspelt or not.
    expect((await titles('/api/products?q=caligrapy')).total).toBe(0);
    // Withdrawn, so the rest of the suite sees the catalogue it set up.
    const seats = ((await get(`/api/products/${lettering.id}`)).body as Product).stock;
    await write('PATCH', `/api/products/${lettering.id}`, {
      ...body({ title: 'Brush Lettering Nights', description: 'Ink and nibs.', price: 900 }),
      stock: seats,
      deleted: true,
    });
  });

  it('combines search with category, price, mode, month and paging, the total counting all pages', async () => {
    const base = `/api/products?q=pottery&${inCategory}`;
    expect((await titles(`${base}&mode=online&_sort=title`)).titles).toEqual([
      'Excel Costing for Pottery Studios',
      'Glaze Chemistry',
      'Zephyr Pottery Basics',
    ]);
    expect((await titles(`${base}&mode=offline`)).titles.sort()).toEqual([
      'Excel Costing for Pottery Studios',
      'Glaze Chemistry',
    ]);
    expect((await titles(`${base}&mode=online,offline`)).total).toBe(3);
    expect((await titles(`${base}&priceMin=1800&priceMax=3500`)).titles.sort()).toEqual([
      'Glaze Chemistry',
      'Zephyr Pottery Basics',
    ]);
    // The selling price counts: 5000 less 20% is 4000.
    expect((await titles(`${base}&priceMin=4000&priceMax=4000`)).titles).toEqual([
      'Kiln Firing for Pottery Studios',
    ]);
    expect((await titles(`${base}&month=2030-01`)).titles).toEqual(['Zephyr Pottery Basics']);
    expect((await titles(`${base}&month=2030-02`)).titles.sort()).toEqual([
      'Excel Costing for Pottery Studios',
      'Glaze Chemistry',
    ]);
    // One batch must meet both: the February batches are offline.
    expect((await titles(`${base}&month=2030-02&mode=online`)).total).toBe(0);
    expect((await titles(`${base}&month=2030-01,2030-02&mode=offline`)).total).toBe(2);
    expect((await titles(`${base}&month=2030-04`)).total).toBe(0);
    expect((await titles(`${base}&month=2030-05`)).titles).toEqual(['Glaze Chemistry']);

    const all = await titles(`${base}&_sort=price`);
    const pages = [];
    for (const page of [1, 2]) {
      const one = await titles(`${base}&_sort=price&_limit=3&_page=${page}`);
      expect(one.total).toBe(4);
      pages.push(...one.titles);
    }
    expect(pages).toEqual(all.titles);
    expect(all.titles).toEqual([
      'Excel Costing for Pottery Studios',
      'Zephyr Pottery Basics',
      'Glaze Chemistry',
      'Kiln Firing for Pottery Studios',
    ]);
  });

  it('pages a ranked search alike for shoppers and admins, whole or page by page, past its end empty', async () => {
    for (const q of ['pottery', 'potery studio', 'exel', 'studios pottery']) {
      const search = `/api/products?q=${encodeURIComponent(q)}`;
      const whole = await titles(`${search}&_limit=50`);
      expect(whole.titles.length, q).toBe(whole.total);
      expect(whole.total, q).toBeGreaterThan(0);
      const asAdmin = await get(`${search}&_limit=50`, admin.cookie);
      expect(
        (asAdmin.body as Product[]).map((p) => p.title),
        q,
      ).toEqual(whole.titles);
      expect(asAdmin.total, q).toBe(whole.total);
      const paged: string[] = [];
      for (let page = 1; paged.length < whole.total; page += 1) {
        const one = await titles(`${search}&_limit=2&_page=${page}`);
        expect(one.total, q).toBe(whole.total);
        paged.push(...one.titles);
      }
      expect(paged, q).toEqual(whole.titles);
      // Past the last page: no workshops, the total still told.
      expect(await titles(`${search}&_limit=2&_page=40`), q).toEqual({
        titles: [],
        total: whole.total,
      });
    }
  });

  it('drops a withdrawn workshop from searches and totals at once, and brings it back when restored', async () => {
    const search = '/api/products?q=kiln';
    expect((await titles(search)).titles).toContain('Kiln Firing for Pottery Studios');
    const { total } = await titles('/api/products?q=pottery');
    const kiln = (await get(`/api/products/${made.kiln.id}`, admin.cookie)).body as Product;
    await write('PATCH', `/api/products/${kiln.id}`, { ...kiln, deleted: true });
    expect((await titles(search)).titles).not.toContain('Kiln Firing for Pottery Studios');
    expect((await titles('/api/products?q=pottery')).total).toBe(total - 1);
    // An admin asking for withdrawn workshops still finds it.
    const withdrawn = await get(`${search}&admin=true`, admin.cookie);
    expect((withdrawn.body as Product[]).map((p) => p.title)).toContain(
      'Kiln Firing for Pottery Studios',
    );
    await write('PATCH', `/api/products/${kiln.id}`, { ...kiln, deleted: false });
    expect((await titles(search)).titles).toContain('Kiln Firing for Pottery Studios');
    expect((await titles('/api/products?q=pottery')).total).toBe(total);
  });

  it('sorts by the soonest open batch, workshops without a dated open batch last', async () => {
    expect((await titles(`/api/products?${inCategory}&_sort=startsAt`)).titles).toEqual([
      'Zephyr Pottery Basics',
      'Excel Costing for Pottery Studios',
      'Glaze Chemistry',
      'Kiln Firing for Pottery Studios',
    ]);
    expect((await titles(`/api/products?${inCategory}&_sort=startsAt&_order=desc`)).titles).toEqual(
      [
        'Glaze Chemistry',
        'Excel Costing for Pottery Studios',
        'Zephyr Pottery Basics',
        'Kiln Firing for Pottery Studios',
      ],
    );
    const newest = await titles(`/api/products?${inCategory}&_sort=createdAt&_order=desc`);
    expect(newest.titles[0]).toBe('Excel Costing for Pottery Studios');
  });

  it('treats an empty or blank search as no search', async () => {
    const everything = await titles('/api/products');
    expect((await titles('/api/products?q=')).total).toBe(everything.total);
    expect((await titles('/api/products?q=%20%20')).total).toBe(everything.total);
  });

  it('takes any text as plain words: operators, quotes and symbols neither fail nor inject', async () => {
    for (const text of [
      "o'reilly",
      'excel & !sql | (power',
      'excel:* <-> bi',
      '"excel"',
      '-excel',
      '\\ % _',
      '₹ 4,999',
      'डेटा एनालिटिक्स',
      '🙂',
      "'; drop table products; --",
      Array.from({ length: 50 }, () => 'a').join(' '),
    ]) {
      const result = await get(`/api/products?q=${encodeURIComponent(text)}`);
      expect(result.status, text).toBe(200);
      expect(result.total, text).toBeGreaterThanOrEqual((result.body as Product[]).length);
    }
    expect((await titles('/api/products?q=%22pottery%20basics%22')).titles).toContain(
      'Zephyr Pottery Basics',
    );
  });

  it('refuses bad search, filter and sort values with a clear message', async () => {
    const refused = async (query: string, message: RegExp) => {
      const result = await get(`/api/products?${query}`);
      expect(result.status, query).toBe(400);
      expect(JSON.stringify(result.body), query).toMatch(message);
    };
    await refused(`q=${'a'.repeat(101)}`, /q must be at most 100 characters/);
    await refused('q=a&q=b', /q must be one text/);
    await refused('mode=hybrid', /mode must be online or offline; got hybrid/);
    await refused('month=2030-13', /month must be YYYY-MM; got 2030-13/);
    await refused('month=January', /month must be YYYY-MM/);
    await refused('month=0000-01', /month must be YYYY-MM; got 0000-01/);
    await refused('month=9999-12', /month must be YYYY-MM/);
    expect((await get('/api/products?month=1000-01,2999-12&priceMax=10000000')).status).toBe(200);
    await refused('priceMin=cheap', /priceMin must be a number of rupees/);
    await refused('priceMax=99.5', /priceMax must be a whole number of rupees/);
    await refused('priceMin=-1', /priceMin must be from 0/);
    await refused('priceMin=5000&priceMax=100', /priceMin must not be above priceMax/);
    await refused('_sort=soonest', /_sort/);
  });

  it('offers the months in which open batches start', async () => {
    const result = await get('/api/products/months');
    expect(result.status).toBe(200);
    const months = result.body as FilterOption[];
    expect(months).toEqual(
      expect.arrayContaining([
        { label: 'January 2030', value: '2030-01' },
        { label: 'February 2030', value: '2030-02' },
        { label: 'May 2030', value: '2030-05' },
      ]),
    );
    // Only a closed batch starts in March, and only one whose enrolment has closed in April.
    expect(months.map((month) => month.value)).not.toContain('2030-03');
    expect(months.map((month) => month.value)).not.toContain('2030-04');
    expect(months.map((month) => month.value)).toEqual(months.map((month) => month.value).sort());
  });

  it('reads a workshop by slug, moves an old slug permanently after a rename, and hides a withdrawn one', async () => {
    const zephyr = made.zephyr;
    expect(zephyr.slug).toBe('zephyr-pottery-basics');
    const found = await get('/api/products/slug/zephyr-pottery-basics');
    expect(found.status).toBe(200);
    expect((found.body as Product).id).toBe(zephyr.id);

    const renamed = await write('PATCH', `/api/products/${zephyr.id}`, {
      ...body({ title: 'Zephyr Wheel Throwing', description: zephyr.description, price: 2000 }),
    });
    expect(renamed.slug).toBe('zephyr-wheel-throwing');
    const moved = await get('/api/products/slug/zephyr-pottery-basics');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/api/products/slug/zephyr-wheel-throwing');
    const current = await get('/api/products/slug/zephyr-wheel-throwing');
    expect(current.status).toBe(200);
    expect((current.body as Product).title).toBe('Zephyr Wheel Throwing');
    // Search follows the new title.
    expect((await titles('/api/products?q=wheel')).titles[0]).toBe('Zephyr Wheel Throwing');

    expect((await get('/api/products/slug/no-such-workshop')).status).toBe(404);
    const kiln = (await get(`/api/products/${made.kiln.id}`)).body as Product;
    await write('PATCH', `/api/products/${made.kiln.id}`, {
      ...body({ title: made.kiln.title, description: made.kiln.description, price: 5000 }),
      // Its seats stay as its batches have them.
      stock: kiln.stock,
      deleted: true,
    });
    expect((await get(`/api/products/slug/${made.kiln.slug}`)).status).toBe(404);
    expect((await titles('/api/products?q=kiln')).total).toBe(0);
  });
});
