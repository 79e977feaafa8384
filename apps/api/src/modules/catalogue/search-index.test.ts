// The search index against the database it stands in for (docs/decisions/0046): the same matches, in
// the same order, and the same count for every search and filter it takes, on every engine; and kept
// current from the change feed, through this instance's writes, writes behind the API's back, and a
// transaction that was still running when the index last looked.
import type { BatchMode, Product } from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { seededRandom } from '../../../test/seeded-random';
import { productRepository, type ProductFilter } from './product.repository';
import { keptCatalogueIndex } from './catalogue-index.service';

/** Words the generated workshops are written in: some stem alike, some are misspelt in searches. */
const VOCABULARY = [
  'excel',
  'spreadsheets',
  'data',
  'analytics',
  'analysis',
  'finance',
  'financial',
  'design',
  'graphic',
  'pottery',
  'glaze',
  'python',
  'interview',
  'banking',
  'marketing',
  'certificate',
  'mentor',
  'weekend',
];
const CATEGORIES = ['Finance', 'Design', 'Careers'];
const BRANDS = ['Kaushal Live', 'Kaushal Studio'];
const MODE_SETS: BatchMode[][] = [[], ['online'], ['offline'], ['online', 'offline']];

/** The same workshops on every run. */
function generator(seed: number) {
  const random = seededRandom(seed);
  const words = (count: number) =>
    Array.from({ length: count }, () => random.pick(VOCABULARY)).join(' ');
  return { ...random, words };
}

/** A workshop of the Design category, written in `title` and `description` alone. */
const designWorkshop = (title: string, description: string, slug: string) => ({
  title,
  description,
  fullDescription: '',
  thumbnail: '/images/test.svg',
  category: 'Design',
  brand: 'Kaushal Studio',
  price: 1500,
  stock: 10,
  slug,
});

/** Searches as shoppers type them: one word, several, stems, misspellings, a word twice, a stop word. */
const SEARCHES = [
  'excel',
  'exel',
  'data analytics',
  'analysis data',
  'finanse',
  'financial design',
  'graphic desgin',
  'certificate',
  'pottery glaze weekend',
  'data data',
  'mentor interview banking',
  'python',
  'excel for data',
];
const FILTERS: Omit<ProductFilter, 'search' | 'batches' | 'includeDeleted'>[] = [
  {},
  { categories: ['Finance'] },
  { categories: ['Design', 'Careers'], brands: ['Kaushal Studio'] },
  { priceMin: 1000, priceMax: 5000 },
];
const MODES: (BatchMode[] | undefined)[] = [undefined, ['offline'], ['online', 'offline']];
/** Pages that end before the matches do. */
const SHALLOW_DEPTHS = [1, 3, 8, 20];

describe.each(testEngines)('search index on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  const search = async (query: string, cookie?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products?${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      ids: response.json<Product[]>().map((product) => product.id),
      total: Number(response.headers['x-total-count']),
    };
  };
  const searchTitles = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json<
      Product[]
    >();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    const random = generator(21);
    await t.database.db.insert(products).values(
      Array.from({ length: 400 }, (_, index) => ({
        title: `${random.words(1 + Math.floor(random.next() * 3))} ${index}`,
        description: random.words(Math.floor(random.next() * 6)),
        fullDescription: random.words(Math.floor(random.next() * 40)),
        highlights: Array.from({ length: Math.floor(random.next() * 3) }, () => random.words(2)),
        thumbnail: '/images/test.svg',
        category: random.pick(CATEGORIES),
        brand: random.pick(BRANDS),
        price: 500 + Math.floor(random.next() * 60) * 100,
        discountPercentage: random.pick([0, 0, 10, 25]),
        stock: 10,
        openModes: random.pick(MODE_SETS),
        deleted: random.next() < 0.1,
        slug: `generated-${index}`,
      })),
    );
  });
  afterAll(() => t.close());

  /** Compares `index` with the database on every search and filter; how many matches it compared. */
  async function expectAsDatabase(
    index: ReturnType<typeof keptCatalogueIndex>,
    searches: string[],
  ): Promise<number> {
    const repository = productRepository(t.database.db);
    let compared = 0;
    for (const q of searches) {
      const spelt = await repository.spell(q);
      if (spelt.kind !== 'words' || !spelt.lexemes) throw new Error(`"${q}" is not indexable`);
      for (const where of FILTERS) {
        for (const modes of MODES) {
          const filter = { ...where, search: spelt, batches: { now: new Date(), modes } };
          const inDatabase = {
            ids: await repository.pageIds(
              { ...filter, includeDeleted: false },
              { _order: 'asc' },
              500,
              0,
            ),
            total: await repository.count({ ...filter, includeDeleted: false }),
          };
          const inIndex = await index.search(q, { ...where, modes }, 500);
          const named = `${q} ${JSON.stringify({ ...where, modes })}`;
          expect(inIndex.spelt, named).toEqual(spelt);
          expect(inIndex.found, named).toEqual(inDatabase);
          compared += inDatabase.ids.length;
          // A first page that stops short of the matches, ties and all, as a shopper's page does.
          for (const depth of SHALLOW_DEPTHS) {
            const { found } = await index.search(q, { ...where, modes }, depth);
            const page = { ids: inDatabase.ids.slice(0, depth), total: inDatabase.total };
            expect(found, `${named} to ${depth}`).toEqual(page);
          }
        }
      }
    }
    return compared;
  }

  it('spells, finds, orders and counts every search as the database does, whatever the filter', async () => {
    const compared = await expectAsDatabase(keptCatalogueIndex(t.database.db, 0), SEARCHES);
    // Enough matches that ties and near-ties of rank were met along the way.
    expect(compared).toBeGreaterThan(5_000);
  });

  it('ranks alike as the workshops that most hold a word, or all of one search, change', async () => {
    // A workshop's number (its title's last word) with words most workshops hold: each of those is
    // looked up for the few holding the number; and one-word searches, ranked by their word alone.
    const numbered = await t.database.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(sql`not ${products.deleted}`)
      .orderBy(products.id)
      .offset(10)
      .limit(3);
    const numbers = numbered.map(({ title }) => Number(title.split(' ').at(-1)));
    const [seven, twelve, three] = numbers as [number, number, number];
    const searches = [
      `weekend ${seven}`,
      `data mentor ${twelve}`,
      `${three} excel spreadsheets`,
      'mentor',
      'glaze',
    ];
    const index = keptCatalogueIndex(t.database.db, 0);
    expect(await expectAsDatabase(index, searches)).toBeGreaterThan(500);
    // Words gained and lost, and workshops withdrawn; then new workshops, past every kept table.
    await t.database.db
      .update(products)
      .set({ title: sql`'weekend mentor glaze ' || ${products.title}` })
      .where(eq(products.id, numbered[0]!.id));
    await t.database.db
      .update(products)
      .set({
        title: `excel ${twelve} ${three}`,
        description: '',
        fullDescription: '',
        highlights: [],
      })
      .where(
        sql`${products.id} in (select id from products where not deleted order by id limit 3)`,
      );
    await t.database.db
      .update(products)
      .set({ deleted: true })
      .where(eq(products.id, numbered[2]!.id));
    expect(await expectAsDatabase(index, searches)).toBeGreaterThan(500);
    // A workshop newer than the tables made so far, with a number but none of the words looked up.
    await t.database.db
      .insert(products)
      .values(designWorkshop(`Pottery ${seven}`, '', `unranked-${seven}`));
    expect(await expectAsDatabase(index, searches)).toBeGreaterThan(500);
    const [added] = await t.database.db
      .insert(products)
      .values(
        numbers.map((number) => ({
          title: `Glaze mentor data weekend ${number}`,
          description: 'spreadsheets excel',
          fullDescription: 'mentor glaze glaze weekend',
          thumbnail: '/images/test.svg',
          category: 'Design',
          brand: 'Kaushal Studio',
          price: 1500,
          stock: 10,
          openModes: ['online' as const],
          slug: `ranked-${number}`,
        })),
      )
      .returning({ id: products.id });
    expect(await expectAsDatabase(index, searches)).toBeGreaterThan(500);
    expect((await index.search(`weekend ${seven}`, {}, 50)).found!.ids).toContain(added!.id);
  });

  it('pages a search whose matches tie although each word ranks them apart, lowest id first', async () => {
    // "sitar" in a title and "tabla" in a description ranks as "tabla" in a title and "sitar" in a
    // description. The few workshops of the first kind, newest, come first by "sitar"; the earlier
    // ones of the second kind come after every "tabla" title and every "sitar" description, which
    // workshops holding one word alone fill. The page is still the lowest ids of the tie.
    const workshop = (title: string, description: string, at: number) =>
      designWorkshop(
        `${title} ${at}`,
        description,
        `tie-${title.toLowerCase()}-${description || 'none'}-${at}`,
      );
    const kinds = [
      { title: 'Veena', description: 'sitar', count: 100 },
      { title: 'Tabla', description: '', count: 100 },
      { title: 'Tabla', description: 'sitar', count: 40 },
      { title: 'Sitar', description: 'tabla', count: 8 },
    ];
    const added = [];
    for (const { title, description, count } of kinds) {
      const rows = Array.from({ length: count }, (_, at) => workshop(title, description, at));
      added.push(await t.database.db.insert(products).values(rows).returning({ id: products.id }));
    }
    const index = keptCatalogueIndex(t.database.db, 0);
    expect(await expectAsDatabase(index, ['sitar tabla'])).toBeGreaterThan(48);
    const earlier = added[2]!.slice(0, 8).map(({ id }) => id);
    expect((await index.search('sitar tabla', {}, 8)).found).toEqual({ ids: earlier, total: 48 });
    // The first of them loses "sitar" and the next gains another word, keeping both; then a
    // workshop newer than the index's tables gains both.
    await t.database.db
      .update(products)
      .set({ description: '' })
      .where(eq(products.id, earlier[0]!));
    await t.database.db
      .update(products)
      .set({ fullDescription: 'sarangi' })
      .where(eq(products.id, earlier[1]!));
    expect((await index.search('sitar tabla', {}, 8)).found).toEqual({
      ids: added[2]!.slice(1, 9).map(({ id }) => id),
      total: 47,
    });
    await t.database.db.insert(products).values(workshop('Sitar', 'tabla', 8));
    expect(await expectAsDatabase(index, ['sitar tabla'])).toBeGreaterThan(48);
    await t.database.db.delete(products).where(sql`${products.slug} like 'tie-%'`);
  });

  it('pages a misspelt word whose corrections tie, each held alone, lowest id first', async () => {
    // "photografy" stands for photograph or photography. Each title holds one of them and ranks as
    // the other: the earlier "Photography" workshops come first, after the few holding both, though
    // the walk by photograph meets the later "Photograph" ones as soon. Searching both words finds
    // only those few.
    const kinds = [
      { kind: 'alone', title: 'Photography', description: '', count: 40 },
      { kind: 'other', title: 'Photograph', description: '', count: 40 },
      { kind: 'both', title: 'Photography', description: 'photograph', count: 3 },
    ];
    for (const { kind, title, description, count } of kinds) {
      const rows = Array.from({ length: count }, (_, at) =>
        designWorkshop(`${title} ${at}`, description, `corrections-${kind}-${at}`),
      );
      await t.database.db.insert(products).values(rows);
    }
    const index = keptCatalogueIndex(t.database.db, 0);
    // Both words, which few workshops hold together: the page holds all of them.
    const searches = ['photografy', 'photograph photography'];
    expect(await expectAsDatabase(index, searches)).toBeGreaterThan(83);
    const slugs = (await searchTitles('photografy')).map((product) => product.slug);
    expect(slugs.slice(0, 5)).toEqual([
      'corrections-both-0',
      'corrections-both-1',
      'corrections-both-2',
      'corrections-alone-0',
      'corrections-alone-1',
    ]);
    // Without the few holding both, no workshop holds the two corrections.
    await t.database.db.delete(products).where(sql`${products.slug} like 'corrections-both-%'`);
    expect(await expectAsDatabase(index, searches)).toBeGreaterThan(80);
    await t.database.db.delete(products).where(sql`${products.slug} like 'corrections-%'`);
  });

  it('corrects a misspelt word to a word the vocabulary gains after it was first asked', async () => {
    const index = keptCatalogueIndex(t.database.db, 0);
    expect((await index.search('numbatt', {}, 10)).spelt).toEqual({ kind: 'nothing' });
    const [numbat] = await t.database.db
      .insert(products)
      .values(designWorkshop('Numbat Sketching', '', 'numbat-sketching'))
      .returning({ id: products.id });
    const answer = await index.search('numbatt', {}, 10);
    expect(answer.spelt).toEqual(await productRepository(t.database.db).spell('numbatt'));
    expect(answer.found).toEqual({ ids: [numbat!.id], total: 1 });
    await t.database.db.delete(products).where(eq(products.id, numbat!.id));
  });

  it("answers a shopper's search as an admin's, which the database answers, page by page", async () => {
    for (const q of ['exel data', 'certificate', 'graphic desgin']) {
      for (const page of ['_page=1&_limit=7', '_page=3&_limit=12', '_page=2&_limit=100']) {
        const query = `q=${encodeURIComponent(q)}&${page}&category=Finance&category=Design`;
        expect(await search(query)).toEqual(await search(query, admin.cookie));
      }
    }
  });

  it('follows every change to workshops, through the API and behind its back', async () => {
    expect(await searchTitles('quokka')).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        title: 'Quokka Photography',
        description: 'Shoot wildlife at dawn.',
        fullDescription: '',
        thumbnail: '/uploads/t.png',
        images: ['/uploads/a.png', '/uploads/b.png'],
        highlights: [],
        brand: 'Kaushal Live',
        category: 'Design',
        price: 2500,
        discountPercentage: 0,
        stock: 5,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json<Product>().id);
    expect((await searchTitles('quokka')).map((product) => product.title)).toEqual([
      'Quokka Photography',
    ]);
    // As another instance or a script would change it.
    const change = (values: Partial<typeof products.$inferInsert>) =>
      t.database.db.update(products).set(values).where(eq(products.id, id));
    await change({ title: 'Wombat Photography' });
    expect(await searchTitles('quokka')).toEqual([]);
    expect((await searchTitles('wombat')).map((product) => product.title)).toEqual([
      'Wombat Photography',
    ]);
    await change({ openModes: ['offline'] });
    expect((await search('q=wombat&mode=online')).total).toBe(0);
    expect((await search('q=wombat&mode=offline')).total).toBe(1);
    await change({ price: 9000 });
    expect((await search('q=wombat&priceMax=5000')).total).toBe(0);
    await change({ deleted: true });
    expect(await searchTitles('wombat')).toEqual([]);
    await change({ deleted: false, category: 'Careers' });
    expect((await search('q=wombat&category=Careers')).ids).toEqual([String(id)]);
  });

  it.skipIf(engine !== 'postgres')(
    'sees a change committed after it looked, by a transaction already running then',
    async () => {
      const [first, second] = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(sql`not ${products.deleted}`)
        .limit(2);
      const other = new pg.Client({ connectionString: t.database.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query("update products set title = 'Narwhal Drawing' where id = $1", [
          first!.id,
        ]);
        // A change committed after the running one began, which the index reads meanwhile (of other
        // words: two transactions adding one word to the vocabulary would wait on each other).
        await t.database.db
          .update(products)
          .set({ title: 'Ocelot Painting' })
          .where(eq(products.id, second!.id));
        expect((await searchTitles('ocelot')).map((product) => product.id)).toEqual([
          String(second!.id),
        ]);
        expect(await searchTitles('narwhal')).toEqual([]);
        await other.query('commit');
        expect((await searchTitles('narwhal')).map((product) => product.id)).toEqual([
          String(first!.id),
        ]);
      } finally {
        await other.end();
      }
    },
  );
});
