// A self-paced workshop, in Chromium: the admin creates one with a year of access through the product
// form (no stock asked); a shopper reads "Self-paced" and "access for 1 year" on its course page at 375
// and 1280 px with no batch, date or seat count and no accessibility violation, adds it to the cart,
// whose line says the same, pays with the test card, and finds it on My Learning with its access's end.
import type { Product } from '@kaushal/shared/product';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { buyCart, shopperWithAddress } from './support/learner';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { callApi } from './support/shopper';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';

const ACCESS = 'Self-paced · access for 1 year';
/** What a self-paced workshop's pages never show: dates, seat counts, its standing batch's seats. */
const NO_SEATS = /seats? left|Dates to be announced|Choose a batch|1000000000|1,00,00,00,000/;

describe('a self-paced workshop', () => {
  let shop: ShopServer;
  let browser: Browser;
  let workshop: Product;
  const title = `Excel at your pace ${Date.now()}`;

  beforeAll(async () => {
    let admin: Page;
    ({ shop, browser, admin } = await openShopWithAdmin());
    await admin.goto(`${shop.url}/admin/product-form`);
    await admin.getByLabel('Title').fill(title);
    await admin
      .getByLabel('Description', { exact: true })
      .fill('Formulas to dashboards, any time.');
    await admin.getByLabel('Category').fill('Data Analytics');
    await admin.getByLabel('Price (₹)').fill('1999');
    await admin.getByLabel('Discount (%)').fill('0');
    // Self-paced: the days of access take the stock's place.
    await admin.getByLabel('Stock').waitFor();
    await admin.getByLabel('Format', { exact: true }).selectOption({ label: 'Self-paced' });
    expect(await admin.getByLabel('Stock').count()).toBe(0);
    await admin.getByLabel('Access (days)').fill('365');
    for (const field of ['Thumbnail', 'Image 1', 'Image 2']) {
      await admin.getByLabel(field, { exact: true }).fill('/images/products/default.svg');
    }
    await admin.getByRole('button', { name: 'Create product' }).click();
    await admin.waitForURL(/\/admin\/product-form\/edit\/\d+$/);
    const id = admin.url().split('/').at(-1)!;
    ({ body: workshop } = await callApi<Product>(admin, 'GET', `/products/${id}`));
    expect(workshop).toMatchObject({ format: 'self-paced', accessDays: 365 });

    // The admin's own pages name the format, never the standing batch's seats.
    await admin.goto(`${shop.url}/admin/product-detail/${id}`);
    await admin.getByText(ACCESS).waitFor();
    expect(await admin.locator('main').textContent()).not.toMatch(/Seats left|1000000000/);
    await admin.context().close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('is bought from its course page, and My Learning says until when it is open', async () => {
    // axe is put into the page as a script, which the shop's CSP would refuse.
    const page = await (await browser.newContext({ viewport: DESKTOP, bypassCSP: true })).newPage();
    await shopperWithAddress(page, shop.url, 'self-paced');
    await page.goto(`${shop.url}/workshops/${workshop.slug}`);
    const summary = page.getByTestId('course-summary');
    for (const [width, viewport] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await summary.waitFor();
      expect(await summary.textContent()).toMatch(/^Self-paced · .*access for 1 year$/);
      expect(await page.locator('main').textContent()).not.toMatch(NO_SEATS);
      expect(await page.getByRole('radio').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await screenshot(page, `self-paced-course-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    }

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Item added to Cart').first().waitFor();
    await page.goto(`${shop.url}/cart`);
    expect(await page.getByTestId('line-batch').textContent()).toBe(ACCESS);
    expect(await page.locator('main').textContent()).not.toMatch(NO_SEATS);

    await buyCart(page, shop.url);
    await page.getByText(ACCESS).waitFor();

    await page.goto(`${shop.url}/my-learning`);
    const card = page.getByRole('article', { name: title });
    await card.getByText(/^Access until \d{1,2} \w+ \d{4}$/).waitFor();
    await card.getByText(/^Enrolled on \d{1,2} \w+ \d{4}$/).waitFor();
    await card.getByText('Self-paced', { exact: true }).waitFor();
    expect(await card.getByRole('heading', { name: 'Sessions' }).count()).toBe(0);
    await page.context().close();
  });
});
