// Finding a workshop in Chromium: the navigation's search box with its suggestions (by mouse and by
// keyboard), the list's filters and sort kept in the address, the bag's batch line, and an admin
// adding a batch to a workshop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { ADMIN, addToCartByApi, callApi, listedProducts, signInInPage } from './support/shopper';
import {
  DESKTOP,
  MOBILE,
  hydrated,
  openPage,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

/** The selling prices of the cards on the page, in the order shown. */
const cardPrices = (page: Page) =>
  page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      const price = Array.from(card.querySelectorAll('span')).find((span) =>
        span.textContent?.startsWith('Price '),
      );
      return Number(price?.textContent?.replace(/\D/g, ''));
    }),
  );

describe('finding workshops', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }));
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  async function pageAt(path: string, viewport = DESKTOP) {
    const page = await openPage(browser, viewport);
    await page.goto(`${shop.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Public pages come rendered by the server, the search box's code after the page's: typing before
    // the app has taken the box over goes unheard.
    await hydrated(page, 'input[role="combobox"]');
    return page;
  }

  const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search workshops' });

  it('suggests Excel for a misspelt "exel" and shows the results on Enter', async () => {
    const page = await pageAt('/about');
    await searchBox(page).fill('exel');
    const suggestion = page.getByRole('option', { name: /Excel in Personal Finances/ });
    await suggestion.waitFor();
    await expect(suggestion.textContent()).resolves.toContain('Personal Finance');

    await searchBox(page).press('Enter');
    await page.waitForURL(`${shop.url}/view-all-products?q=exel`);
    await page.getByRole('heading', { name: 'Excel in Personal Finances' }).waitFor();
    // A reload keeps the search in the box; leaving the results empties it.
    await page.reload();
    await page.getByRole('heading', { name: 'Excel in Personal Finances' }).waitFor();
    await expect(searchBox(page).inputValue()).resolves.toBe('exel');
    await page.goBack();
    await page.waitForURL(`${shop.url}/about`);
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[role="combobox"]')?.value === '',
    );
    await page.goForward();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /for “exel”/ })
        .textContent(),
    ).resolves.toMatch(/^\d+ workshops? for “exel”$/);
  });

  it('moves through the suggestions with the arrow keys, and Escape closes them', async () => {
    const page = await pageAt('/about');
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('excel');
    const options = page.getByRole('option');
    await options.first().waitFor();
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    // The box shows its focus with a ring.
    await expect(box.evaluate((input) => getComputedStyle(input).boxShadow)).resolves.not.toBe(
      'none',
    );

    await page.keyboard.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(firstId);
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(
      await options.nth(1).getAttribute('id'),
    );
    await page.keyboard.press('ArrowUp');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(firstId);

    await page.keyboard.press('Escape');
    await options.first().waitFor({ state: 'hidden' });
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(box.inputValue()).resolves.toBe('excel');
    // Focus stays in the box.
    await expect(box.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
  });

  it('says when no workshop matches', async () => {
    const page = await pageAt('/about');
    await searchBox(page).fill('zzqxv');
    await page.getByText('No workshops match “zzqxv”').first().waitFor();
  });

  it('keeps the filters in the address, and Back restores the previous filter', async () => {
    const page = await pageAt('/view-all-products');
    await page.locator('main article').first().waitFor();
    const filters = page.getByRole('region', { name: 'Filters' });

    await filters.getByRole('checkbox', { name: 'Online' }).check();
    await page.waitForURL(/\?mode=online$/);
    await filters.getByRole('radio', { name: 'Under ₹1,000' }).check();
    await page.waitForURL(/\?mode=online&price=under-1000$/);
    // The list shows what the API finds for online workshops selling under ₹1,000.
    const answer = await fetch(`${shop.url}/api/products?mode=online&priceMax=999&_limit=1`);
    const expected = Number(answer.headers.get('X-Total-Count'));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    if (expected > 0) {
      await page
        .getByRole('status')
        .getByText(`${expected} ${expected === 1 ? 'workshop' : 'workshops'}`, { exact: true })
        .waitFor();
    } else {
      await page.getByRole('heading', { name: 'No workshops match' }).waitFor();
    }
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(Math.min(expected, 10));
    for (const price of prices) expect(price).toBeLessThan(1000);

    await page.goBack();
    await page.waitForURL(/\?mode=online$/);
    await filters.getByRole('radio', { name: 'Any price', checked: true }).waitFor();
    await filters.getByRole('checkbox', { name: 'Online', checked: true }).waitFor();

    // A filter that matches nothing offers the way back.
    await page.goto(`${shop.url}/view-all-products?q=excel&price=over-5000&mode=offline`);
    await page.getByRole('heading', { name: 'No workshops match' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL(`${shop.url}/view-all-products?q=excel`);
  });

  it('sorts by price from low to high', async () => {
    const page = await pageAt('/view-all-products');
    await page.locator('main article').first().waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL(/\?sort=price-asc$/);
    // The cards come in the order the API sorts them in.
    const sorted = await fetch(
      `${shop.url}/api/products?_sort=discountPrice&_order=asc&_page=1&_limit=10`,
    );
    const titles = ((await sorted.json()) as { title: string }[]).map(({ title }) => title);
    await page.waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll('main article h2'))
          .map((heading) => heading.textContent)
          .join('|') === expected.join('|'),
      titles,
    );
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('shows the filters behind a button on a phone, with no accessibility violations', async () => {
    // axe-core goes into the page as an inline script, which the shop's CSP refuses.
    const context = await browser.newContext({ viewport: MOBILE, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${shop.url}/view-all-products`);
    await page.locator('main article').first().waitFor();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(page.getByRole('checkbox', { name: 'Online' }).isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('checkbox', { name: 'Online' }).waitFor();
    // The search box is on the phone's bar too.
    await expect(searchBox(page).isVisible()).resolves.toBe(true);
    // No part of the page is wider than the phone.
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(MOBILE.width);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the batch of each line in the bag', async () => {
    const page = await pageAt('/about');
    await signUpInPage(page, uniqueEmail('bag-batch'));
    const [product] = await listedProducts(shop.url);
    await addToCartByApi(page, product!.id);
    const cart = await callApi<{ batch: { name: string } }[]>(page, 'GET', '/cart');
    const batchName = cart.body[0]!.batch.name;

    await page.goto(`${shop.url}/cart`);
    const line = page.getByTestId('line-batch');
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    expect(text).toContain(batchName);
    expect(text).toMatch(
      /(\w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST|Dates to be announced) · (Online|In person)/,
    );
  });

  it('lets an admin add a batch to a workshop and see it listed', async () => {
    const page = await pageAt('/about');
    await signInInPage(page, ADMIN.email, ADMIN.password);
    const [product] = await listedProducts(shop.url);
    await page.goto(`${shop.url}/admin/product-form/edit/${product!.id}`);
    const section = page.getByRole('region', { name: 'Batches' });
    await section.getByRole('button', { name: 'Add batch' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add batch' });
    const name = `March evening batch ${Date.now()}`;
    await dialog.getByLabel('Batch name').fill(name);
    await dialog.getByLabel('Mode').selectOption('offline');
    // An offline batch needs its venue: the form says so at the field.
    await dialog.getByLabel('Seats').fill('12');
    await dialog.getByLabel('Session 1 starts').fill('2031-03-14T18:00');
    await dialog.getByLabel('Session 1 ends').fill('2031-03-14T20:30');
    await dialog.getByRole('button', { name: 'Add batch' }).click();
    await dialog.getByText('An offline batch needs a venue').waitFor();
    await dialog.getByLabel('Venue').fill('Sector 62, Noida');
    await dialog.getByRole('button', { name: 'Add batch' }).click();
    await dialog.waitFor({ state: 'detached' });

    const listed = section.getByRole('listitem').filter({ hasText: name });
    await listed.waitFor();
    const text = (await listed.textContent()) ?? '';
    expect(text).toContain('Fri 14 Mar, 18:00–20:30 IST');
    expect(text).toContain('0/12 seats taken');
    expect(text).toContain('In person, Sector 62, Noida');
    expect(text).toContain('Open');
  });
});
