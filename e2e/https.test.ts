// The shop serving HTTPS itself (TLS_CERT_FILE, TLS_KEY_FILE): Chromium loads every file over HTTP/2,
// and a shopper signs in with the Secure cookie and fills a cart as over plain HTTP.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../apps/api/test/self-signed-certificate';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { DESKTOP, signUpInPage, uniqueEmail } from './support/storefront';

describe('production build over HTTPS', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    const certificate = selfSignedCertificate();
    ({ shop, browser } = await openShopInBrowser({
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
    }));
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('loads the page and all its files over HTTP/2, and keeps a signed-in cart', async () => {
    expect(shop.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    // The certificate is made for this run, so this browser is told to accept it.
    const context = await browser.newContext({ viewport: DESKTOP, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`${shop.url}/about`);
    await signUpInPage(page, uniqueEmail('https'));
    const [cookie] = (await context.cookies()).filter((c) => c.name.includes('sid'));
    expect(cookie).toMatchObject({ name: '__Host-sid', secure: true, httpOnly: true, path: '/' });

    await page.goto(`${shop.url}/view-all-products`);
    const card = page.locator('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Add ${title} to cart` }).click();
    await page.getByText(`${title} added to cart!`).waitFor();
    await page.getByTestId('cart-count').getByText('1').waitFor();

    const protocols = await page.evaluate(() =>
      performance
        .getEntriesByType('navigation')
        .concat(performance.getEntriesByType('resource'))
        .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
    );
    expect(protocols.length).toBeGreaterThan(5);
    expect(new Set(protocols)).toEqual(new Set(['h2']));
    await context.close();
  });
});
