// My Orders for a shopper with many orders: the first ten, newest first, then ten more each time the
// list's end scrolls into view (or the button there is pressed), until all are shown. The orders are
// written straight into the shop's PostgreSQL database (placing 25 through the app would meet the
// per-account ordering limit), so the suite runs when TEST_DATABASE_URL names a server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeShopInBrowser,
  openShopInBrowser,
  type ShopInBrowser,
} from './support/shop-in-browser';
import { ADDRESS, callApi } from './support/shopper';
import { MOBILE, openPage, signUpInPage, uniqueEmail } from './support/storefront';

const postgresUrl = process.env.TEST_DATABASE_URL;
const ORDERS = 25;
const DAY_MS = 24 * 60 * 60_000;

describe.skipIf(!postgresUrl)('My Orders, a page at a time', () => {
  let session: ShopInBrowser;
  let page: Page;
  let databaseUrl: string;
  const name = `kaushal_e2e_${randomBytes(4).toString('hex')}`;
  const written: number[] = [];

  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const cards = () => page.getByRole('article');

  beforeAll(async () => {
    await onServer(`create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    session = await openShopInBrowser({ DATABASE_URL: databaseUrl });
    page = await openPage(session.browser, MOBILE);
    await page.goto(`${session.shop.url}/about`);
    await signUpInPage(page, uniqueEmail('many-orders'));
    const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');
    // Paid orders a day apart, the newest last.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const start = Date.now() - 60 * DAY_MS;
    for (let i = 1; i <= ORDERS; i++) {
      const inserted = await client.query<{ id: number }>(
        `insert into orders (user_id, status, payment_status, paid_at, subtotal, total_items,
           shipping_address, seats_held, pay_by, created_at, updated_at)
         values ($1, 'dispatched', 'received', $2, 1000, 1, $3, false, $2, $2, $2) returning id`,
        [Number(user.id), new Date(start + i * DAY_MS), JSON.stringify(ADDRESS)],
      );
      written.push(inserted.rows[0]!.id);
    }
    await client.end();
  });

  afterAll(async () => {
    await closeShopInBrowser(session);
    await onServer(`drop database if exists ${name} with (force)`);
  });

  it('shows ten, then ten more as the end scrolls into view, then the rest from the button', async () => {
    await page.goto(`${session.shop.url}/my-orders`);
    await expect.poll(() => cards().count()).toBe(10);
    await page.getByText(`Showing 10 of ${ORDERS} orders`).waitFor();
    // Newest first: the first card is the last order written.
    await expect.poll(() => cards().first().textContent()).toContain(`Order #${written.at(-1)}`);

    await page.getByText(`Showing 10 of ${ORDERS} orders`).scrollIntoViewIfNeeded();
    await page.getByText(`Showing 20 of ${ORDERS} orders`).waitFor();
    expect(await cards().count()).toBe(20);

    // From the keyboard, the button loads the rest.
    const more = page.getByRole('button', { name: 'Show more orders' });
    if (await more.isVisible()) {
      await more.focus();
      await page.keyboard.press('Enter');
    } else {
      await page.getByText(`Showing 20 of ${ORDERS} orders`).scrollIntoViewIfNeeded();
    }
    await page.getByText(`Showing ${ORDERS} of ${ORDERS} orders`).waitFor();
    expect(await cards().count()).toBe(ORDERS);
    await expect.poll(() => cards().last().textContent()).toContain(`Order #${written[0]}`);
    expect(await more.count()).toBe(0);
  });
});
