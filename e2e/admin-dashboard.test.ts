// The admin dashboard in Chromium: an admin signing in lands on it and sees a paid order in its figures,
// changes the period (the URL and the figures follow), reads a chart as a table, uses it on a phone,
// and exports the orders as a CSV file that a CSV parser reads back.
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { buyCart, shopperWithAddress } from './support/learner';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { ADMIN, addToCartByApi, callApi, listedProducts } from './support/shopper';
import { DESKTOP, MOBILE, openPage, screenshot } from './support/storefront';

/** Rupees as the dashboard's tables write them, with paise. */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);
/** Rupees as its headline figures write them: whole, as prices across the shop are. */
const wholeRupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);

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
    const { body: order } = await callApi<{ totalAmount: number }>(
      shopper,
      'GET',
      `/orders/${orderId}`,
    );
    paid = order.totalAmount;
    await shopper.context().close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /**
   * An admin signed in through the login form, whose countdown sends admins on to their dashboard.
   * `axe` lets the accessibility checker's script into the page past the shop's CSP.
   */
  async function adminSignsIn(options: { viewport?: typeof MOBILE; axe?: boolean } = {}) {
    const context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      bypassCSP: options.axe ?? false,
    });
    const page = await context.newPage();
    await page.goto(`${shop.url}/login`);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${shop.url}/admin/dashboard`);
    return page;
  }

  /**
   * The seats chart names its two colours in a legend, and no two of its batches alike: each by its
   * workshop over the day it starts.
   */
  async function seatsChartIsLabelled(page: Page) {
    const seats = page.getByRole('region', {
      name: 'Seats filled in upcoming batches',
      exact: true,
    });
    const legend = seats.locator('.recharts-legend-wrapper');
    await legend.getByText('Seats taken').waitFor();
    await legend.getByText('Seats left').waitFor();
  }

  const kpi = (page: Page, label: string) => page.getByTestId(`kpi-${label}`).locator('dd').first();

  it('shows the period’s figures, follows the period picker, and reads a chart as a table', async () => {
    const admin = await adminSignsIn({ axe: true });
    await admin.waitForFunction(() => document.title === 'Admin: Dashboard | Kaushal');
    await expect(kpi(admin, 'Paid orders').textContent()).resolves.toBe('1');
    await expect(kpi(admin, 'Revenue').textContent()).resolves.toBe(wholeRupees(paid));
    await expect(kpi(admin, 'Average order value').textContent()).resolves.toBe(wholeRupees(paid));
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
    await expect(kpi(admin, 'Revenue').textContent()).resolves.toBe('₹0');

    // Back to the last 30 days; the revenue chart as a table has a row a day, one with the takings.
    await admin.getByRole('button', { name: 'Last 30 days' }).click();
    await admin.waitForURL(/\?days=30$/);
    const revenue = admin.getByRole('region', { name: 'Revenue per day', exact: true });
    await revenue.locator('svg.recharts-surface').waitFor();
    await revenue.getByRole('button', { name: 'Show as table' }).click();
    const rows = revenue.getByRole('table', { name: 'Revenue per day' }).getByRole('row');
    await expect(rows.count()).resolves.toBe(31);
    await expect(rows.filter({ hasText: rupees(paid) }).count()).resolves.toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    await revenue.getByRole('button', { name: 'Show as chart' }).click();
    await revenue.locator('svg.recharts-surface').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await seatsChartIsLabelled(admin);
    await screenshot(admin, 'admin-dashboard');
    await admin.context().close();
  });

  it('fits a 375 px phone, charts included, with nothing refused by the CSP', async () => {
    const admin = await adminSignsIn({ viewport: MOBILE });
    const errors: string[] = [];
    admin.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await admin
      .getByRole('region', { name: 'Paid orders per day', exact: true })
      .locator('svg')
      .first()
      .waitFor();
    await expect(admin.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await seatsChartIsLabelled(admin);
    await screenshot(admin, 'admin-dashboard-seats-mobile');
    await admin
      .getByRole('region', { name: 'Seats filled in upcoming batches', exact: true })
      .getByRole('button', { name: 'Show as table' })
      .click();
    await admin.getByRole('table', { name: 'Seats filled in upcoming batches' }).waitFor();
    await expect(admin.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    expect(errors).toEqual([]);
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

  /** The file a click on `link` downloads, read back with a CSV parser after checking its BOM. */
  async function downloadedCsv(page: Page, link: string, fileName: string): Promise<string[][]> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: link }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(bytes, { bom: true });
  }

  it('exports the customers from the dashboard', async () => {
    const admin = await adminSignsIn();
    const rows = await downloadedCsv(admin, 'Export customers', 'customers.csv');
    expect(rows[0]).toContain('Lifetime value (₹)');
    // The shopper who paid for one order; the admin is no customer.
    const paidOrders = rows[0]!.indexOf('Paid orders');
    expect(rows.slice(1).map((row) => row[paidOrders])).toEqual(['1']);
    await admin.context().close();
  });

  it('exports the orders as a CSV file, with a byte-order mark, that a CSV parser reads', async () => {
    const admin = await adminSignsIn();
    await admin.goto(`${shop.url}/admin/orders?sort=totalAmount&order=asc`);
    const rows = await downloadedCsv(admin, 'Export CSV', 'orders.csv');
    const heading = rows[0]!;
    const ours = rows.find((row) => row[0] === orderId);
    expect(ours?.[heading.indexOf('Payment status')]).toBe('received');
    expect(ours?.[heading.indexOf('Amount payable (₹)')]).toBe(paid.toFixed(2));
    await admin.context().close();
  });
});
