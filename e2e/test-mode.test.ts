// A shop taking payments with the offline test gateway says so on every page, at phone and desktop
// widths, before and after the app has started.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { hydrated } from './support/storefront';

describe('test mode', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser({ PAYMENT_PROVIDER: 'test' }));
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it.each([
    [375, '/'],
    [375, '/cart'],
    [1280, '/view-all-products'],
    [1280, '/login'],
  ])('shows the ribbon at %d px on %s', async (width, path) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${shop.url}${path}`);
    const ribbon = page
      .getByRole('complementary', { name: 'Test mode' })
      .filter({ hasText: 'Test mode: no real payments' });
    await ribbon.waitFor();
    // Styled and on screen, not merely present.
    const box = await ribbon.boundingBox();
    expect(box?.width).toBeGreaterThan(width * 0.9);
    expect(box?.y).toBe(0);
    const colours = await ribbon.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, colour: style.color };
    });
    expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
    // The app has started around it (public pages come rendered, so it must have taken them over).
    await hydrated(page, '#root main');
    await page.close();
  });

  it('the start-up log warns that no real money is taken', () => {
    expect(shop.output()).toContain('Test mode: the offline test gateway takes payments');
  });
});
