// A page that cannot load its code, a deploy under an open tab, and a session ended on the server, in
// Chromium against the production build: the shop recovers instead of going blank or stale.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { callApi } from './support/shopper';
import {
  openAccountMenu,
  openPage,
  PASSWORD,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

/** The About page's own chunk, which only a visit to /about downloads. */
const ABOUT_CHUNK = /\/assets\/about-[\w-]+\.js$/;

const focusedElement = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

describe('resilience', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  async function landingPage() {
    const page = await openPage(browser);
    await page.goto(`${shop.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('shows Retry when a page cannot download its code, and Retry loads it', async () => {
    const page = await landingPage();
    await page.route(ABOUT_CHUNK, (route) => route.abort('failed'));

    await page.getByRole('link', { name: 'About Us' }).first().click();
    const failure = page.getByRole('heading', { name: 'Something went wrong' });
    await failure.waitFor();
    expect(await focusedElement(page)).toBe('H1 Something went wrong');
    // The shell stays usable around the failed page.
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);

    await page.unroute(ABOUT_CHUNK);
    const chunk = page.waitForResponse(ABOUT_CHUNK);
    await page.getByRole('button', { name: 'Retry' }).click();
    expect((await chunk).status()).toBe(200);
    await page
      .getByRole('heading', { level: 1, name: 'Building skills that open doors' })
      .waitFor();
    await expect(failure.count()).resolves.toBe(0);
  });

  it('reloads once when an open tab asks for a chunk a deploy removed', async () => {
    const page = await landingPage();
    let served = 0;
    await page.route(ABOUT_CHUNK, async (route) => {
      served += 1;
      if (served === 1) await route.fulfill({ status: 404, body: 'Not Found' });
      else await route.continue();
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await page.getByRole('link', { name: 'About Us' }).first().click();
    await page
      .getByRole('heading', { level: 1, name: 'Building skills that open doors' })
      .waitFor();
    // The reloaded /about comes rendered by the server, so its heading can show before the page's load
    // event and before the app asks for the chunk again.
    await expect.poll(() => loads).toEqual([`${shop.url}/about`]);
    await expect.poll(() => served).toBe(2);
  });

  it('sends a shopper whose session ended elsewhere to log in, and back to their page after', async () => {
    const page = await landingPage();
    const email = uniqueEmail('ended');
    await signUpInPage(page, email);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    // The same session is signed out from another browser context.
    const elsewhere = await browser.newContext();
    await elsewhere.addCookies(await page.context().cookies());
    const other = await elsewhere.newPage();
    await other.goto(`${shop.url}/about`);
    expect((await callApi(other, 'POST', '/auth/logout')).status).toBeLessThan(300);
    await elsewhere.close();

    // The next call answers 401: the shopper is signed out here too and asked to log in.
    await openAccountMenu(page);
    const ordersRead = page.waitForResponse((response) => response.url().includes('/api/orders'));
    await page.getByRole('link', { name: 'My Orders' }).click();
    expect((await ordersRead).status()).toBe(401);
    await page.waitForURL(`${shop.url}/login`);
    await expect(page.evaluate(() => (history.state as { usr?: unknown }).usr)).resolves.toEqual({
      from: '/my-orders',
    });
    await expect(page.getByRole('button', { name: 'Account menu' }).count()).resolves.toBe(0);

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // Back on the page the ended session sent them away from.
    await page.waitForURL(`${shop.url}/my-orders`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
