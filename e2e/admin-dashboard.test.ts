// The admin dashboard in Chromium: an admin signing in lands on it and sees a paid order in its figures,
// changes the period (the URL and the figures follow), reads a chart as a table, uses it on a phone,
// and exports the orders as a CSV file that a CSV parser reads back.
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyCart, shopperWithAddress } from './support/learner';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { ADMIN, addToCartByApi, callApi, listedProducts } from './support/shopper';
import { MOBILE, openPage, screenshot } from './support/storefront';

/** Rupees as the dashboard writes them. */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

describe('admin dashboard', () => {
  let shop: ShopServer;
  let browser: Browser;
  let orderId: string;
  let paid: number;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }));
    // One paid order, today.
    const shopper = await openPage(browser);
    await shopperWithAddress(shopper, shop.url, 'dashboard');
    const [product] = await listedProducts(shop.url);
    await addToCartByApi(shopper, product!.id);
    orderId = await buyCart(shopper, shop.url);
    const { body: order } = await callApi<{ totalAmount: number; discount: number }>(
      shopper,
      'GET',
      `/orders/${orderId}`,
    );
    paid = order.totalAmount - order.discount;
    await shopper.context().close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** An admin signed in through the login form, whose countdown sends admins on to their dashboard. */
  async function adminSignsIn(viewport?: { width: number; height: number }): Promise<Page> {
    const page = await openPage(browser, viewport);
    await page.goto(`${shop.url}/login`);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${shop.url}/admin/dashboard`);
    return page;
  }

  const kpi = (page: Page, label: string) => page.getByTestId(`kpi-${label}`).locator('dd').first();

  it('shows the period’s figures, follows the period picker, and reads a chart as a table', async () => {
    const admin = await adminSignsIn();
    await admin.waitForFunction(() => document.title === 'Admin: Dashboard | Kaushal');
    await expect(kpi(admin, 'Paid orders').textContent()).resolves.toBe('1');
    await expect(kpi(admin, 'Revenue').textContent()).resolves.toBe(rupees(paid));
    await expect(kpi(admin, 'Average order value').textContent()).resolves.toBe(rupees(paid));
    // Nothing was sold in the 30 days before: no change to state.
    await expect(
      admin.getByTestId('kpi-Revenue').locator('dd').nth(1).textContent(),
    ).resolves.toMatch(/^—/);
    await admin.getByRole('heading', { name: 'Revenue per day' }).waitFor();

    // The last 7 days: in the URL, and still today's order.
    await admin.getByRole('button', { name: 'Last 7 days' }).click();
    await admin.waitForURL(/\/admin\/dashboard\?days=7$/);
    await admin.getByRole('button', { name: 'Last 7 days', pressed: true }).waitFor();
    await expect(kpi(admin, 'Paid orders').textContent()).resolves.toBe('1');

    // A month long past: no sales, said instead of drawn.
    await admin.getByRole('button', { name: 'Custom range' }).click();
    await admin.getByLabel('From', { exact: true }).fill('2024-01-01');
    await admin.getByLabel('To', { exact: true }).fill('2024-01-31');
    await admin.getByRole('button', { name: 'Show', exact: true }).click();
    await admin.waitForURL(/\?from=2024-01-01&to=2024-01-31$/);
    await admin.getByText('No payments or refunds in this period.').waitFor();
    await expect(kpi(admin, 'Paid orders').textContent()).resolves.toBe('0');
    await expect(kpi(admin, 'Revenue').textContent()).resolves.toBe(rupees(0));

    // Back to the last 30 days; the revenue chart as a table names today's takings.
    await admin.getByRole('button', { name: 'Last 30 days' }).click();
    await admin.waitForURL(/\?days=30$/);
    const revenue = admin.getByRole('region', { name: 'Revenue per day' });
    await revenue.locator('svg.recharts-surface').waitFor();
    await revenue.getByRole('button', { name: 'Show as table' }).click();
    const rows = revenue.getByRole('table', { name: 'Revenue per day' }).getByRole('row');
    await expect(rows.count()).resolves.toBe(31);
    await expect(rows.last().textContent()).resolves.toContain(rupees(paid));
    await revenue.getByRole('button', { name: 'Show as chart' }).click();
    await revenue.locator('svg.recharts-surface').waitFor();
    await screenshot(admin, 'admin-dashboard');
    await admin.context().close();
  });

  it('fits a 375 px phone, charts included', async () => {
    const admin = await adminSignsIn(MOBILE);
    await admin
      .getByRole('region', { name: 'Paid orders per day' })
      .locator('svg')
      .first()
      .waitFor();
    await expect(admin.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await screenshot(admin, 'admin-dashboard-mobile');
    await admin.context().close();
  });

  it('sends /admin on to the dashboard, and keeps the products list in the admin navigation', async () => {
    const admin = await adminSignsIn();
    await admin.goto(`${shop.url}/admin`);
    await admin.waitForURL(`${shop.url}/admin/dashboard`);
    const nav = admin.getByRole('navigation', { name: 'Admin' });
    await nav.locator('a[aria-current="page"]', { hasText: 'Dashboard' }).waitFor();
    await nav.getByRole('link', { name: 'Products' }).click();
    await admin.waitForURL(`${shop.url}/admin/products`);
    await admin
      .getByRole('link', { name: /^Edit Product/ })
      .first()
      .waitFor();
    await admin.context().close();
  });

  it('exports the orders as a CSV file, with a byte-order mark, that a CSV parser reads', async () => {
    const admin = await adminSignsIn();
    await admin.goto(`${shop.url}/admin/orders?sort=totalAmount&order=asc`);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('orders.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes, { bom: true });
    const heading = rows[0]!;
    const ours = rows.find((row) => row[0] === orderId);
    expect(ours?.[heading.indexOf('Payment status')]).toBe('received');
    expect(ours?.[heading.indexOf('Amount payable (₹)')]).toBe(paid.toFixed(2));
    await admin.context().close();
  });
});
