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

  it('uses the API reads preloaded by the page instead of asking again', async () => {
    const page = await browser.newPage();
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
    });
    const response = await page.goto(`${shop.url}/view-all-products?page=2`);
    expect(await response?.text()).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/products?_page=2&_limit=10" />',
    );
    await page.getByRole('link', { name: 'Previous' }).waitFor();
    // One request each: a preload the app did not match would show up twice.
    expect([...apiRequests].sort()).toEqual([
      '/api/auth/session',
      '/api/products?_page=2&_limit=10',
    ]);
    await page.close();
  });
});
