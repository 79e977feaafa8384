// Property-based fuzzing of every API route: generated bodies, query strings and ids from visitors,
// customers and admins, and random sequences of shopping moves. Nothing may answer 5xx, the app must
// keep serving, and the data invariants must hold afterwards.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@kaushal/shared';
import { call, insertProduct, placeOrder, ADDRESS } from '../order.fixtures';
import { orderService } from '../../src/modules/orders/order.service';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../test-app';
import { apiRoutes, type ApiRoute } from '../security/api-routes';
import { GOOD_CARD, editProduct, raw } from '../security/attack-fixtures';
import { invariantViolations } from './invariants';
import { batches } from '../../src/db/schema';
import { orderDocuments } from '../../src/modules/workflows/order-documents';

/** Strings that have broken parsers, queries and templates elsewhere. */
const NASTY = [
  "' OR '1'='1",
  '1; drop table products; --',
  '1 union select password_hash from users',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '😀',
  '٣',
  '1e309',
  '-0',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  '{}',
  ' ',
];
const FIELDS = [
  'product',
  'quantity',
  'orderId',
  'email',
  'password',
  'confirmPassword',
  'token',
  'selectedAddress',
  'addressId',
  'paymentMethod',
  'status',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'providerOrderId',
  'card',
  'name',
  'addresses',
  'title',
  'price',
  'stock',
  'images',
  'thumbnail',
  'deleted',
  'role',
  'enrolment',
  'session',
  'present',
];
const QUERY_KEYS = [
  '_sort',
  '_order',
  '_page',
  '_limit',
  'category',
  'brand',
  'admin',
  'from',
  'to',
  'next',
];

const scalar = fc.oneof(
  fc.constantFrom(...NASTY),
  // No 'received': an admin may mark an order paid by hand, which is outside the payment invariant.
  fc.constantFrom('1', '2', 'card', 'pending', 'cancelled', 'asc', 'title', 'price', 'a@b.co'),
  // Just beyond what the database's integers and dates take.
  fc.constantFrom('2147483648', 2147483648, '0001-01-01', '0001-01-01T00:00:00Z'),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -10, max: 1_000_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.constant(ADDRESS),
  fc.constant(GOOD_CARD),
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...Object.keys(ADDRESS)), scalar, { maxKeys: 4 }),
);
/** A JSON text: mostly objects with the API's own field names, sometimes anything at all. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
);
const query = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })),
    fc.oneof(scalar.map(String), fc.constantFrom(...NASTY)),
    { maxKeys: 4 },
  )
  .map((params) => new URLSearchParams(params).toString());
const who = fc.constantFrom<Role | 'visitor'>('visitor', 'user', 'admin');

describe.each(testEngines)('fuzzing every route on %s', (engine) => {
  let t: TestApp;
  let routes: ApiRoute[];
  let people: Record<Role, SignedInUser>;
  let knownIds: string[];

  /** A fresh session per request: a generated logout must not sign the next request out. */
  const cookieFor = async (role: Role | 'visitor') =>
    role === 'visitor' ? undefined : `sid=${await t.app.sessions.create(people[role].id)}`;
  const fill = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
  const id = fc.oneof(
    fc.constantFrom(...['1', '2', '3', '2147483648']),
    fc.constantFrom(...NASTY),
    fc.string({ maxLength: 12 }),
    fc.nat().map(String),
  );

  beforeAll(async () => {
    t = await createTestApp(engine);
    routes = apiRoutes(t.app);
    people = { user: await signedInUser(t), admin: await signedInUser(t, 'admin') };
    const product = await insertProduct(t, { stock: 20 });
    const order = await placeOrder(t, people.user, [{ productId: product.id, quantity: 1 }]);
    knownIds = [String(product.id), order.id];
  });
  afterAll(async () => {
    // The process is still serving, and nothing the fuzzer did broke the data.
    expect((await raw(t, { method: 'GET', url: '/api/health' })).status).toBe(200);
    expect(await invariantViolations(t.database.db)).toEqual({});
    await t.close();
  });

  it('knows every route the app serves', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/order-verify' },
        { method: 'PATCH', path: '/api/orders/:id' },
        { method: 'DELETE', path: '/api/cart/:id' },
        { method: 'POST', path: '/api/auth/reset-password-request' },
      ]),
    );
    expect(routes.length).toBeGreaterThan(25);
  });

  it('generated JSON bodies to every writing route: never a 5xx', async () => {
    const writers = routes.filter((route) => route.method !== 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writers),
        who,
        fc.oneof(id, fc.constantFrom(...knownIds)),
        body,
        async (route, role, routeId, payload) => {
          const answer = await raw(t, {
            method: route.method,
            url: fill(route.path, routeId),
            headers: { 'content-type': 'application/json' },
            payload,
            cookie: await cookieFor(role),
          });
          expect(answer.status, `${route.method} ${route.path} ${payload}`).toBeLessThan(500);
          expect(answer.json ?? {}, answer.text).not.toHaveProperty('stack');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('generated query strings and ids to every route: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        who,
        id,
        query,
        async (route, role, routeId, search) => {
          const answer = await raw(t, {
            method: route.method,
            url: `${fill(route.path, routeId)}?${search}`,
            cookie: await cookieFor(role),
          });
          expect(answer.status, `${route.method} ${route.path}?${search}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ids beyond the database integers and dates beyond its years: 400 JSON on every route', async () => {
    const [productId] = knownIds;
    const [batch] = await t.database.db
      .select({ id: batches.id })
      .from(batches)
      .where(eq(batches.productId, Number(productId)));
    const tooBig = '2147483648';
    const answers: string[] = [];
    const expectClientError = async (request: Parameters<typeof raw>[1]) => {
      const answer = await raw(t, { ...request, cookie: await cookieFor('admin') });
      if (answer.status >= 500 || (answer.status >= 400 && !answer.json?.code)) {
        answers.push(
          `${request.method} ${request.url} ${String(request.payload ?? '')} → ${answer.status}`,
        );
      }
    };
    for (const route of routes) {
      // Every path parameter beyond int4, then the real workshop and batch with such ids in the body.
      await expectClientError({ method: route.method, url: route.path.replace(/:\w+/g, tooBig) });
      if (route.method === 'GET') continue;
      const url = route.path
        .replace(':id', String(productId))
        .replace(':batchId', String(batch!.id))
        .replace(/:\w+/g, '1');
      for (const payload of [
        { enrolment: tooBig, session: 0, present: true },
        { product: tooBig, quantity: 1, orderId: tooBig, addressId: tooBig },
        { enrolments: [tooBig], batchId: tooBig, productIds: [tooBig] },
        {
          startsAt: '0001-01-01T00:00:00Z',
          endsAt: '0001-01-01T03:00:00Z',
          validUntil: '0001-01-01T00:00:00Z',
        },
      ]) {
        await expectClientError({
          method: route.method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
      }
    }
    for (const period of ['from=0001-01-01&to=0001-01-02', 'from=9999-12-30&to=9999-12-31']) {
      await expectClientError({ method: 'GET', url: `/api/admin/dashboard?${period}` });
    }
    expect(answers).toEqual([]);
  });

  it('random sequences of shopping, paying and admin moves keep the data invariants', async () => {
    const orders = orderService(t.database.db, {
      paymentTimeoutMinutes: 30,
      documents: orderDocuments,
    });
    const move = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        product: fc.nat(2),
        quantity: fc.integer({ min: -1, max: 6 }),
      }),
      fc.record({ kind: fc.constant('change' as const), quantity: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant('remove' as const) }),
      fc.record({ kind: fc.constant('order' as const) }),
      fc.record({ kind: fc.constant('pay' as const), replay: fc.boolean() }),
      fc.record({
        kind: fc.constant('withdraw' as const),
        product: fc.nat(2),
        deleted: fc.boolean(),
        stock: fc.nat(3),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        status: fc.constantFrom('pending', 'dispatched', 'cancelled' as const),
      }),
      fc.record({ kind: fc.constant('expire' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 12 }), async (moves) => {
        const shopper = { ...people.user, cookie: (await cookieFor('user')) ?? '' };
        const products = [
          await insertProduct(t, { stock: 3 }),
          await insertProduct(t, { stock: 1 }),
          await insertProduct(t, { stock: 2 }),
        ];
        let lastOrder: string | undefined;
        for (const step of moves) {
          const cart = (await call<{ id: string }[]>(t, shopper, 'GET', '/api/cart')).body;
          let answer: { status: number } | undefined;
          if (step.kind === 'add') {
            answer = await call(t, shopper, 'POST', '/api/cart', {
              product: String(products[step.product]?.id),
              quantity: step.quantity,
            });
          } else if (step.kind === 'change' && cart[0]) {
            answer = await call(t, shopper, 'PATCH', `/api/cart/${cart[0].id}`, {
              quantity: step.quantity,
            });
          } else if (step.kind === 'remove' && cart[0]) {
            answer = await call(t, shopper, 'DELETE', `/api/cart/${cart[0].id}`);
          } else if (step.kind === 'order') {
            const ordered = await call<{ id: string }>(t, shopper, 'POST', '/api/orders', {
              selectedAddress: ADDRESS,
              paymentMethod: 'card',
            });
            if (ordered.status === 201) lastOrder = ordered.body.id;
            answer = ordered;
          } else if (step.kind === 'pay' && lastOrder) {
            const opened = await call<{ id: string }>(t, shopper, 'POST', '/api/payments/order', {
              orderId: lastOrder,
            });
            if (opened.status === 200) {
              const paid = await call(t, shopper, 'POST', '/api/payments/test-gateway/pay', {
                providerOrderId: opened.body.id,
                card: GOOD_CARD,
              });
              if (paid.status === 200) {
                answer = await call(t, shopper, 'POST', '/api/order-verify', paid.body);
                if (step.replay)
                  answer = await call(t, shopper, 'POST', '/api/order-verify', paid.body);
              }
            }
          } else if (step.kind === 'withdraw') {
            const product = products[step.product];
            if (product)
              answer = await editProduct(t, people.admin, product.id, {
                deleted: step.deleted,
                stock: step.stock,
              });
          } else if (step.kind === 'status' && lastOrder) {
            answer = await call(t, people.admin, 'PATCH', `/api/orders/${lastOrder}`, {
              status: step.status,
            });
          } else if (step.kind === 'expire') {
            await orders.cancelExpiredOrders(new Date(Date.now() + 31 * 60_000));
          }
          if (answer) expect(answer.status, JSON.stringify(step)).toBeLessThan(500);
        }
        expect(await invariantViolations(t.database.db)).toEqual({});
      }),
      { numRuns: 60 },
    );
  });
});
