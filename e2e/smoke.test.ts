// The production build serves the storefront and the API from one port on the embedded database.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { callApi, listedProducts } from './support/shopper';

/** The API addresses the page requests from now on, as path and query. */
function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname + url.search);
  });
  return requests;
}

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

  it('uses the API reads preloaded by a page the app renders itself instead of asking again', async () => {
    // Public pages come rendered with their answers (server-rendered-pages.test.ts); the sign-in page
    // is the app's alone.
    const page = await browser.newPage();
    const apiRequests = recordApiRequests(page);
    const response = await page.goto(`${shop.url}/login`);
    expect(await response?.text()).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/session" />',
    );
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    // One request: a preload the app did not match would show up twice.
    expect(apiRequests).toEqual(['/api/auth/session', '/api/business']);
    await page.close();
  });

  it('preloads a signed-in shopper’s account and cart with the page', async () => {
    // Signed up on a page of its own, closed before the measured one opens, so none of the requests
    // that signing up sets off is counted.
    const context = await browser.newContext();
    const setup = await context.newPage();
    await setup.goto(`${shop.url}/about`);
    const signup = await callApi(setup, 'POST', '/auth/signup', {
      email: `preload-${Date.now()}@example.com`,
      password: 'Preload123',
      confirmPassword: 'Preload123',
    });
    expect(signup.status).toBe(201);
    await setup.close();
    const page = await context.newPage();
    const [product] = await listedProducts(shop.url);
    const apiRequests = recordApiRequests(page);
    const response = await page.goto(`${shop.url}/product-detail/${product?.id ?? ''}`);
    const html = (await response?.text()) ?? '';
    for (const read of ['/api/users/own', '/api/cart']) {
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${read}" />`);
    }
    await page.getByRole('heading', { name: product?.title }).waitFor();
    // The account and the cart are read once the session's answer is in.
    await page.waitForLoadState('networkidle');
    expect([...apiRequests].sort()).toEqual([
      '/api/auth/session',
      '/api/business',
      '/api/cart',
      `/api/products/${product?.id ?? ''}`,
      `/api/products/${product?.id ?? ''}/batches`,
      // The course page's curriculum outline.
      `/api/products/${product?.id ?? ''}/curriculum`,
      `/api/products?category=${encodeURIComponent(product?.category ?? '')}&_limit=5`,
      '/api/users/own',
    ]);
    await context.close();
  });
});
