// The production build serves the storefront and the API from one port on the embedded database.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';

describe('production build', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('serves the web app for a deep link and the seeded catalogue under /api', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${shop.url}/cart`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Kaushal/);
    const products = await page.evaluate(async () => {
      const res = await fetch('/api/products?_page=1&_limit=10');
      return { total: res.headers.get('x-total-count'), count: ((await res.json()) as []).length };
    });
    expect(products.count).toBe(10);
    expect(Number(products.total)).toBeGreaterThan(10);
  });
});
