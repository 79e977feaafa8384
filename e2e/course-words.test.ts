// What a learner reads of their orders, in course words, and how checkout and the course page keep the
// way to pay at hand on a phone, at 375 and 1280 px. Orders in every state are written straight into
// the shop's own PostgreSQL database (a finished batch cannot be bought through the app), so the suite
// runs when TEST_DATABASE_URL names a server.
import { randomBytes } from 'node:crypto';
import { formatIstDate, formatIstTime, TEST_CARDS } from '@kaushal/shared';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeShopInBrowser,
  openShopInBrowser,
  type ShopInBrowser,
} from './support/shop-in-browser';
import {
  ADDRESS,
  addToCartByApi,
  callApi,
  fillAddress,
  listedProducts,
  paymentDialog,
  payWithCard,
} from './support/shopper';
import * as storefront from './support/storefront';

const { DESKTOP, MOBILE, openPage, screenshot, signUpInPage, uniqueEmail } = storefront;

const postgresUrl = process.env.TEST_DATABASE_URL;
const HOUR_MS = 60 * 60_000;
const VIEWPORTS = [MOBILE, DESKTOP];

interface OwnOrder {
  id: string;
  payBy: string | null;
}

/** The element's box; it must be rendered. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

describe.skipIf(!postgresUrl)('course words and the way to pay on a phone', () => {
  let session: ShopInBrowser;
  let databaseUrl: string;
  const name = `kaushal_e2e_${randomBytes(4).toString('hex')}`;

  const query = async <T extends object = object>(
    statement: string,
    values: unknown[] = [],
    url = databaseUrl,
  ) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(statement, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await query(`create database ${name}`, [], postgresUrl);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    session = await openShopInBrowser({ DATABASE_URL: databaseUrl });
  });

  afterAll(async () => {
    await closeShopInBrowser(session);
    await query(`drop database if exists ${name} with (force)`, [], postgresUrl);
  });

  async function signedIn(prefix: string, viewport = DESKTOP): Promise<Page> {
    const page = await openPage(session.browser, viewport);
    await page.goto(`${session.shop.url}/about`);
    await signUpInPage(page, uniqueEmail(prefix));
    return page;
  }

  /** A paid, cancelled or refunded order of one seat in a new batch whose sessions end at `endsAt`. */
  async function writtenOrder(
    userId: string,
    productId: string,
    state: { status: string; paymentStatus: string; cancelledBy?: string },
    endsAt: Date,
  ): Promise<string> {
    const startsAt = new Date(endsAt.getTime() - 3 * HOUR_MS);
    const sessions = [{ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }];
    const [batch] = await query<{ id: number }>(
      `insert into batches (product_id, name, capacity, seats_taken, sessions, starts_at)
       values ($1, 'Weekend batch', 10, 1, $2, $3) returning id`,
      [Number(productId), JSON.stringify(sessions), startsAt],
    );
    const paidAt = state.paymentStatus === 'pending' ? null : new Date(Date.now() - 48 * HOUR_MS);
    const [order] = await query<{ id: number }>(
      `insert into orders (user_id, status, payment_status, cancelled_by, paid_at, subtotal,
         total_items, shipping_address, seats_held, pay_by)
       values ($1, $2, $3, $4, $5, 1499, 1, $6, $7, now()) returning id`,
      [
        Number(userId),
        state.status,
        state.paymentStatus,
        state.cancelledBy ?? null,
        paidAt,
        JSON.stringify({ name: 'Asha Verma', state: 'Karnataka' }),
        state.status !== 'cancelled',
      ],
    );
    await query(
      `insert into order_items (order_id, product_id, title, thumbnail, brand, unit_price, quantity, batch_id, batch)
       values ($1, $2, 'Excel for analysts', '/images/test.svg', 'Kaushal', 1499, 1, $3, $4)`,
      [
        order!.id,
        Number(productId),
        batch!.id,
        JSON.stringify({
          id: String(batch!.id),
          name: 'Weekend batch',
          mode: 'online',
          venue: null,
          sessions,
        }),
      ],
    );
    return String(order!.id);
  }

  it('names every order in course words on My Orders and order success, the unpaid one with its pay-by time in IST', async () => {
    const [product, other] = await listedProducts(session.shop.url);
    const page = await signedIn('words');
    const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');

    // An online workshop is ordered with the state alone: GST asks for nothing more.
    await addToCartByApi(page, other!.id);
    const placed = await callApi<OwnOrder>(page, 'POST', '/orders', {
      selectedAddress: { name: 'Asha Verma', state: 'Karnataka' },
      paymentMethod: 'card',
    });
    expect(placed.status).toBe(201);
    const payBy = placed.body.payBy!;
    // A pay-by time past midnight IST names its day too.
    const payByDay =
      formatIstDate(payBy) === formatIstDate(new Date()) ? '' : `${formatIstDate(payBy)}, `;
    const future = new Date(Date.now() + 10 * 24 * HOUR_MS);
    const past = new Date(Date.now() - 24 * HOUR_MS);
    const expected = new Map([
      [
        placed.body.id,
        `Awaiting payment: pay by ${payByDay}${formatIstTime(payBy)} IST or the seat is released`,
      ],
    ]);
    // The admin's 'dispatched' says nothing new to the learner: still confirmed until the sessions end.
    const written = [
      [{ status: 'pending', paymentStatus: 'received' }, future, 'Confirmed'],
      [{ status: 'delivered', paymentStatus: 'received' }, past, 'Completed'],
      [
        { status: 'cancelled', paymentStatus: 'pending', cancelledBy: 'admin' },
        future,
        'Cancelled',
      ],
      [
        { status: 'cancelled', paymentStatus: 'refunded', cancelledBy: 'refund' },
        future,
        'Refunded',
      ],
      [{ status: 'dispatched', paymentStatus: 'received' }, future, 'Confirmed'],
    ] as const;
    for (const [state, endsAt, words] of written) {
      expected.set(await writtenOrder(user.id, product!.id, state, endsAt), words);
    }

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${session.shop.url}/my-orders`);
      for (const [id, words] of expected) {
        const status = page
          .getByRole('article', { name: `Order #${id}` })
          .getByTestId('order-status');
        await expect.poll(() => status.textContent()).toBe(`Status: ${words}`);
      }
      // No parcel words anywhere a learner reads.
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/dispatched|delivered|Payment pending|Payment received/i);
      await screenshot(page, `course-words-my-orders-${viewport.width}`);

      const [confirmed] = [...expected.keys()].slice(1);
      await page.goto(`${session.shop.url}/order-success/${confirmed}`);
      await expect
        .poll(() => page.getByTestId('order-status').textContent())
        .toBe('Status: Confirmed');
      await screenshot(page, `course-words-order-success-${viewport.width}`);
    }
    await page.context().close();
  });

  /** A shopper with a saved address and a workshop in the bag, on the checkout. */
  async function atCheckout(prefix: string, viewport: { width: number; height: number }) {
    const page = await signedIn(prefix, viewport);
    const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');
    await callApi(page, 'PATCH', `/users/${user.id}`, { addresses: [ADDRESS] });
    const [product] = await listedProducts(session.shop.url);
    await addToCartByApi(page, product!.id);
    await page.goto(`${session.shop.url}/checkout`);
    await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).check();
    return page;
  }

  it('bills an online workshop to a name and a state alone, saving no address', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await signedIn(`billed-${viewport.width}`, viewport);
      const [product] = await listedProducts(session.shop.url);
      await addToCartByApi(page, product!.id);
      await page.goto(`${session.shop.url}/checkout`);
      const billing = page.getByRole('region', { name: 'Billing details' });
      expect(await billing.getByRole('radio', { name: /My name and state/ }).isChecked()).toBe(
        true,
      );
      expect(await page.getByRole('region', { name: 'Add a new address' }).count()).toBe(0);
      const fullName = billing.getByLabel('Full name');
      await fullName.fill('');
      const summaryPay = page
        .getByRole('region', { name: 'Order summary' })
        .getByRole('button', { name: /^Pay ₹/ });
      await summaryPay.click();
      // What is missing is said beside Pay and at each field, and the first field takes the focus.
      await page
        .getByRole('region', { name: 'Order summary' })
        .getByRole('alert')
        .getByText('Enter your name and state for the invoice')
        .waitFor();
      await billing.getByText('Enter your full name').waitFor();
      await billing.getByText('Choose your state').waitFor();
      expect(await fullName.evaluate((field) => field === document.activeElement)).toBe(true);
      expect((await callApi<unknown[]>(page, 'GET', '/orders/own')).body).toEqual([]);

      // Karnataka is another state than the shop's: IGST.
      await fullName.fill('Asha Verma');
      await billing.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.getByText('IGST 18 %').waitFor();
      await screenshot(page, `checkout-name-and-state-${viewport.width}`);
      await summaryPay.click();
      await payWithCard(await paymentDialog(page), TEST_CARDS.success);
      await page.waitForURL(/\/order-success\/\d+$/);
      const { body: orders } = await callApi<{ selectedAddress: object }[]>(
        page,
        'GET',
        '/orders/own',
      );
      expect(orders.map((order) => order.selectedAddress)).toEqual([
        { name: 'Asha Verma', state: 'Karnataka' },
      ]);
      const { body: user } = await callApi<{ addresses: unknown[] }>(page, 'GET', '/users/own');
      expect(user.addresses).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps Pay in reach on a phone, focuses an address just added, and shows a decline below the header', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await atCheckout(`pay-bar-${viewport.width}`, viewport);
      const summaryPay = page
        .getByRole('region', { name: 'Order summary' })
        .getByRole('button', { name: /^Pay ₹/ });
      await summaryPay.waitFor();
      const bar = page.getByRole('region', { name: 'Pay for this order' });
      if (viewport === MOBILE) {
        // The forms come first on a phone; the bar with the amount and Pay is on screen at once.
        await bar.getByRole('button', { name: /^Pay ₹/ }).waitFor();
        const barBox = await box(bar);
        expect(barBox.y + barBox.height).toBeLessThanOrEqual(viewport.height + 1);
        expect((await box(summaryPay)).y).toBeGreaterThan(viewport.height);
        await bar.getByText('Total payable').waitFor();
        await screenshot(page, `checkout-pay-bar-${viewport.width}`);
        // Once the summary's own Pay is in view the bar steps aside.
        await summaryPay.scrollIntoViewIfNeeded();
        await bar.waitFor({ state: 'hidden' });
      } else {
        expect(await bar.isVisible()).toBe(false);
      }

      // "Add address": the focus moves to the address just added, chosen.
      const newAddress = page.getByRole('region', { name: 'Add a new address' });
      await fillAddress(newAddress, { ...ADDRESS, name: 'Ravi Iyer', city: 'Mysuru' });
      await newAddress.getByRole('button', { name: 'Add address' }).click();
      const added = page.getByRole('radio', { name: /Ravi Iyer/ });
      await added.waitFor();
      await expect
        .poll(() => added.evaluate((radio) => radio === document.activeElement))
        .toBe(true);
      expect(await added.isChecked()).toBe(true);

      // A declined card: the message is in view, below the sticky header, and has the focus.
      await page.evaluate(() => window.scrollTo(0, 0));
      const pay = viewport === MOBILE ? bar.getByRole('button', { name: /^Pay ₹/ }) : summaryPay;
      await pay.click();
      const dialog = await paymentDialog(page);
      await payWithCard(dialog, TEST_CARDS.declined);
      await dialog.waitFor({ state: 'detached' });
      const problem = page.getByTestId('payment-problem');
      await problem.getByText(/^Payment failed: /).waitFor();
      await expect
        .poll(
          async () =>
            (await box(problem)).y >=
            (await box(page.locator('header').first())).y +
              (await box(page.locator('header').first())).height,
        )
        .toBe(true);
      // Nor under the pay bar at the foot of a phone's screen.
      await expect
        .poll(async () => {
          const shown = await box(problem);
          const foot = (await bar.isVisible()) ? (await box(bar)).y : viewport.height;
          return shown.y + shown.height <= foot + 1;
        })
        .toBe(true);
      expect(await problem.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, `checkout-decline-${viewport.width}`);
      await page.context().close();
    }
  });

  it('keeps the price and Buy now at the foot of a phone’s screen on the course page, never over the footer', async () => {
    const [product] = await listedProducts(session.shop.url);
    const [row] = await query<{ slug: string }>('select slug from products where id = $1', [
      Number(product!.id),
    ]);
    for (const viewport of VIEWPORTS) {
      const page = await openPage(session.browser, viewport);
      await page.goto(`${session.shop.url}/workshops/${row!.slug}`);
      const buy = page.getByRole('main').getByRole('button', { name: 'Buy now' }).first();
      await buy.waitFor();
      const bar = page.getByRole('region', { name: /^Buy / });
      if (viewport === DESKTOP) {
        expect(await bar.isVisible()).toBe(false);
        await page.context().close();
        continue;
      }
      // Scrolled to again until the bar goes: the batches, once loaded, push the button down.
      await expect
        .poll(async () => {
          await buy.scrollIntoViewIfNeeded();
          return bar.isVisible();
        })
        .toBe(false);
      // Scrolled past the page's own button, the bar offers the price and Buy now.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await bar.getByRole('button', { name: 'Buy now' }).waitFor();
      await bar.getByText('Inclusive of GST').waitFor();
      const footer = await box(page.locator('footer').last());
      expect(footer.y + footer.height).toBeLessThanOrEqual((await box(bar)).y + 1);
      await page.screenshot({ path: `test-results/course-buy-bar-${viewport.width}.png` });
      await page.context().close();
    }
  });
});
