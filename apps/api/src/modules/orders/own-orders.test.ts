// A customer's own orders come a page at a time, newest first, with their count in X-Total-Count, as
// the admin's list does: pages meet without gaps or repeats, and another customer's orders and a
// replaced unpaid order never appear or count.
import type { Order } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { orderListRepository } from './order-list.repository';
import { orderDocuments } from '../workflows/order-documents';
import { ADDRESS, call } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const DAY_MS = 24 * 60 * 60_000;

describe.each(testEngines)('own orders on %s', (engine) => {
  let t: TestApp;
  let buyer: SignedInUser;
  let other: SignedInUser;
  const placedIds: string[] = [];
  const otherIds: string[] = [];

  /** `count` paid orders of the user, a day apart, the newest last. */
  const ordersOf = async (user: SignedInUser, count: number, replaced = false) => {
    const start = Date.now() - 100 * DAY_MS;
    const rows = await t.database.db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, i) => ({
          userId: user.id,
          status: replaced ? ('cancelled' as const) : ('dispatched' as const),
          paymentStatus: replaced ? ('pending' as const) : ('received' as const),
          cancelledBy: replaced ? ('replacement' as const) : null,
          subtotal: 1000 + i,
          totalItems: 1,
          payBy: new Date(),
          shippingAddress: { ...ADDRESS, gstin: ADDRESS.gstin ?? undefined },
          seatsHeld: false,
          createdAt: new Date(start + i * DAY_MS),
        })),
      )
      .returning({ id: orders.id });
    return rows.map((row) => String(row.id));
  };
  const page = async (query: string) => {
    const response = await call<Order[]>(t, buyer, 'GET', `/api/orders/own${query}`);
    expect(response.status).toBe(200);
    return {
      ids: response.body.map((order) => order.id),
      total: Number(response.headers['x-total-count']),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    buyer = await signedInUser(t);
    other = await signedInUser(t);
    placedIds.push(...(await ordersOf(buyer, 23)));
    await ordersOf(buyer, 1, true);
    otherIds.push(...(await ordersOf(other, 4)));
  });
  afterAll(() => t.close());

  it('gives ten newest first by default, and the count of every order the customer may see', async () => {
    const first = await page('');
    expect(first.total).toBe(23);
    expect(first.ids).toEqual([...placedIds].reverse().slice(0, 10));
  });

  it('pages through every order once, in order, whatever the page size', async () => {
    for (const limit of [5, 7, 23, 50]) {
      const seen: string[] = [];
      for (let number = 1; number <= Math.ceil(23 / limit); number++) {
        const one = await page(`?_page=${number}&_limit=${limit}`);
        expect(one.total).toBe(23);
        seen.push(...one.ids);
      }
      expect(seen).toEqual([...placedIds].reverse());
    }
    expect((await page('?_page=9&_limit=10')).ids).toEqual([]);
  });

  it('answers customers who ask at the same moment each with their own page and count', async () => {
    const newcomer = await signedInUser(t);
    const newest = [...placedIds].reverse();
    const asks = [
      { user: buyer, query: '?_limit=5', ids: newest.slice(0, 5), total: 23 },
      { user: other, query: '', ids: [...otherIds].reverse(), total: 4 },
      { user: newcomer, query: '', ids: [], total: 0 },
      { user: buyer, query: '?_page=3&_limit=10', ids: newest.slice(20), total: 23 },
      { user: other, query: '?_page=2&_limit=3', ids: [otherIds[0]], total: 4 },
    ];
    const answers = await Promise.all(
      asks.map(({ user, query }) => call<Order[]>(t, user, 'GET', `/api/orders/own${query}`)),
    );
    expect(
      answers.map((answer) => ({
        ids: answer.body.map((order) => order.id),
        total: Number(answer.headers['x-total-count']),
      })),
    ).toEqual(asks.map(({ ids, total }) => ({ ids, total })));
  });

  it('reads pages asked for in one go in shared statements, each page still its own customer’s', async () => {
    const repository = orderListRepository(t.database.db, orderDocuments);
    // More pages than one statement takes, from both customers and with every page size.
    const asks = Array.from({ length: 40 }, (_, i) => ({
      user: i % 3 === 0 ? other : buyer,
      page: { page: 1 + (i % 4), limit: 1 + (i % 7) },
    }));
    const alone = [];
    for (const ask of asks) alone.push(await repository.pageJsonForUser(ask.user.id, ask.page));
    const together = await Promise.all(
      asks.map((ask) => repository.pageJsonForUser(ask.user.id, ask.page)),
    );
    expect(together).toEqual(alone);
    expect(new Set(together.map((page) => page.json)).size).toBeGreaterThan(10);
  });

  it('refuses a page or size that is no page or size, saying which', async () => {
    for (const query of ['?_page=0', '?_limit=1000', '?_page=two', '?status=paid']) {
      const response = await call(t, buyer, 'GET', `/api/orders/own${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});
