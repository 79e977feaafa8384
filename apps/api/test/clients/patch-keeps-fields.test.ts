// Every PATCH route changes only the fields its body names: each gets a body of one field, and every
// other field of what it edits reads back unchanged. The original client's workshop edit (without
// fullDescription, productDetails and whyEnroll) keeps them, and admins editing different fields of one
// workshop at the same time keep every edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../security/api-routes';
import { call, insertProduct, placeOrder } from '../order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';

type Json = Record<string, unknown>;

/** Everything but the fields the edit names and the times that follow any edit. */
const without = (value: Json, fields: string[]) =>
  Object.fromEntries(
    Object.entries(value).filter(([key]) => !fields.includes(key) && key !== 'updatedAt'),
  );

/** What the server works out from a workshop's fields: its selling price, address and breadcrumbs. */
const WORKSHOP_DERIVED = ['discountPrice', 'slug', 'href', 'breadcrumbs'];

describe.each(testEngines)('PATCH keeps what it does not name on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let productId: number;
  const covered = new Set<string>();

  /** PATCHes `url` with `change`; what `read` gives differs only in those fields and `derived` ones. */
  async function patchOne(
    who: SignedInUser,
    route: string,
    url: string,
    change: Json,
    read: () => Promise<Json>,
    derived: string[] = [],
  ) {
    covered.add(route);
    const before = await read();
    const answer = await call<Json>(t, who, 'PATCH', url, change);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await read();
    const named = Object.keys(change);
    expect(without(after, [...named, ...derived])).toEqual(without(before, [...named, ...derived]));
    for (const field of named) expect(after[field]).toEqual(change[field]);
  }

  const product = async () =>
    (await call<Json>(t, admin, 'GET', `/api/products/${productId}`)).body;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
    productId = (await insertProduct(t, { stock: 30 })).id;
    // A workshop with every text the original client leaves out.
    const full = await call<Json>(t, admin, 'PATCH', `/api/products/${productId}`, {
      fullDescription: 'Three evenings of spreadsheets.',
      productDetails: ['Live sessions', 'Recordings'],
      whyEnroll: ['Mentors from the industry'],
      highlights: ['Pivot tables', 'Charts'],
      images: ['/uploads/a.png', '/uploads/b.png'],
    });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
  });
  afterAll(() => t.close());

  it('a workshop: each field alone, and the original client’s body without three of them', async () => {
    const route = 'PATCH /api/products/:id';
    const url = `/api/products/${productId}`;
    for (const change of [
      { price: 1499 },
      { title: 'Excel for analysts' },
      { description: 'Spreadsheets from the ground up.' },
      { fullDescription: 'Four evenings of spreadsheets.' },
      { productDetails: ['Live sessions'] },
      { whyEnroll: ['Small groups'] },
      { highlights: ['Lookups'] },
      { category: 'Data' },
      { brand: 'Kaushal Labs' },
      { discountPercentage: 5 },
    ]) {
      await patchOne(admin, route, url, change, product, WORKSHOP_DERIVED);
    }
    // As the original client edits: the whole product it shows, without the texts it does not know.
    const current = await product();
    const { fullDescription, productDetails, whyEnroll, ...shown } = current;
    const edited = await call<Json>(t, admin, 'PATCH', url, { ...shown, price: 1599 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await product()).toMatchObject({
      fullDescription,
      productDetails,
      whyEnroll,
      price: 1599,
    });
  });

  it('null highlights count as none', async () => {
    const cleared = await call<Json>(t, admin, 'PATCH', `/api/products/${productId}`, {
      highlights: null,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((await product()).highlights).toEqual([]);
  });

  it('a batch, a promo code, an order, a cart line, an account, a role and an enquiry', async () => {
    const batches = async () =>
      (await call<Json[]>(t, admin, 'GET', `/api/products/${productId}/batches?admin=true`)).body;
    const batchId = String((await batches())[0]!.id);
    await patchOne(
      admin,
      'PATCH /api/products/:id/batches/:batchId',
      `/api/products/${productId}/batches/${batchId}`,
      { name: 'Weekend cohort' },
      async () => (await batches()).find((batch) => String(batch.id) === batchId)!,
    );

    const code = await call<Json>(t, admin, 'POST', '/api/promo-codes', {
      code: `KEEP${engine.toUpperCase()}`,
      type: 'percentage',
      value: 10,
      maxUses: 50,
      perCustomer: 1,
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    await patchOne(
      admin,
      'PATCH /api/promo-codes/:id',
      `/api/promo-codes/${String(code.body.id)}`,
      { maxUses: 60 },
      async () =>
        (await call<Json[]>(t, admin, 'GET', '/api/promo-codes')).body.find(
          (listed) => listed.id === code.body.id,
        )!,
    );

    const order = await placeOrder(t, customer, [{ productId, quantity: 1 }]);
    await patchOne(
      admin,
      'PATCH /api/orders/:id',
      `/api/orders/${order.id}`,
      { status: 'dispatched' },
      async () => (await call<Json>(t, admin, 'GET', `/api/orders/${order.id}`)).body,
      // An order no longer awaiting payment has no pay-by time.
      ['payBy'],
    );

    const curriculum = async () =>
      (await call<{ sections: Json[] }>(t, admin, 'GET', `/api/products/${productId}/curriculum`))
        .body.sections;
    const section = await call<Json>(t, admin, 'POST', `/api/products/${productId}/sections`, {
      title: 'Getting started',
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    const sectionUrl = `/api/products/${productId}/sections/${String(section.body.id)}`;
    const sectionNow = async () =>
      (await curriculum()).find((listed) => listed.id === section.body.id)!;
    const lesson = await call<Json>(t, admin, 'POST', `${sectionUrl}/lessons`, {
      title: 'Welcome',
      kind: 'link',
      url: 'https://example.com/welcome',
      preview: true,
    });
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
    await patchOne(
      admin,
      'PATCH /api/products/:id/sections/:sectionId/lessons/:lessonId',
      `${sectionUrl}/lessons/${String(lesson.body.id)}`,
      { title: 'Welcome aboard' },
      async () =>
        ((await sectionNow()).lessons as Json[]).find((listed) => listed.id === lesson.body.id)!,
    );
    await patchOne(
      admin,
      'PATCH /api/products/:id/sections/:sectionId',
      sectionUrl,
      { title: 'First steps' },
      sectionNow,
    );

    // Another workshop: the order's own stays in the cart until it is paid.
    const other = await insertProduct(t);
    const line = await call<Json>(t, customer, 'POST', '/api/cart', {
      product: String(other.id),
      quantity: 1,
    });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    await patchOne(
      customer,
      'PATCH /api/cart/:id',
      `/api/cart/${String(line.body.id)}`,
      { quantity: 2 },
      async () =>
        (await call<Json[]>(t, customer, 'GET', '/api/cart')).body.find(
          (item) => item.id === line.body.id,
        )!,
    );

    const me = async () => (await call<Json>(t, customer, 'GET', '/api/users/own')).body;
    await patchOne(
      customer,
      'PATCH /api/users/:id',
      `/api/users/${customer.id}`,
      { name: 'Asha Rao' },
      me,
    );

    const colleague = await signedInUser(t);
    await patchOne(
      admin,
      'PATCH /api/admin/customers/:id/role',
      `/api/admin/customers/${colleague.id}/role`,
      { role: 'admin' },
      async () => (await call<Json>(t, colleague, 'GET', '/api/users/own')).body,
    );

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Meera Iyer', email: `keep-${engine}@example.com`, message: 'Hello?' },
      remoteAddress: '203.0.113.77',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const enquiryId = String(sent.json<Json>().id);
    // Its acknowledgement mail goes out after the answer and marks the message mailed: let it.
    await t.app.afterAnswer.settle();
    await patchOne(
      admin,
      'PATCH /api/admin/enquiries/:id',
      `/api/admin/enquiries/${enquiryId}`,
      { status: 'closed' },
      async () => (await call<Json>(t, admin, 'GET', `/api/admin/enquiries/${enquiryId}`)).body,
    );
  });

  it('covers every PATCH route the app serves', () => {
    const served = apiRoutes(t.app)
      // The resumable upload protocol's PATCH appends bytes to an upload: it has no fields.
      .filter((route) => route.method === 'PATCH' && route.path !== '/api/uploads/tus/:uploadId')
      .map((route) => `PATCH ${route.path}`);
    expect([...covered].sort()).toEqual(served.sort());
  });

  it('keeps every edit when admins change different fields of one workshop at once', async () => {
    const changes: Json[] = [
      { price: 1799 },
      { title: 'Excel, fast' },
      { description: 'Quick and thorough.' },
      { fullDescription: 'Five evenings.' },
      { productDetails: ['Notes'] },
      { whyEnroll: ['Certificate'] },
      { highlights: ['Macros'] },
      { category: 'Analytics' },
      { brand: 'Kaushal Pro' },
      { discountPercentage: 15 },
    ];
    const answers = await Promise.all(
      [...changes, ...changes].map((change) =>
        call<Json>(t, admin, 'PATCH', `/api/products/${productId}`, change),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await product()).toMatchObject(Object.assign({}, ...changes) as Json);
  });
});
