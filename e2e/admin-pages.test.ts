// The admin's pages at a phone's width (375 px) and a laptop's (1280 px): the products' search, each
// card's seats and batches and its way to the public page; the promo code's workshops picked by title;
// the tab strip and the orders table without sideways scrolling; toasts clear of the field in focus;
// the certificate page's code field; and no accessibility violations on any of them.
import type { BatchSeats, Product } from '@kaushal/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import { ADMIN, callApi, listedProducts, orderInPage, signInInPage } from './support/shopper';
import { shopperWithAddress } from './support/learner';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';

const widths = [
  ['phone', MOBILE],
  ['laptop', DESKTOP],
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The page scrolls sideways when its content is wider than the window. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('admin pages', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  // axe-core runs as an inline script, which the shop's CSP rightly refuses.
  async function adminAt(viewport: { width: number; height: number }): Promise<Page> {
    const page = await (await browser.newContext({ viewport, bypassCSP: true })).newPage();
    await page.goto(`${shop.url}/about`);
    await signInInPage(page, ADMIN.email, ADMIN.password);
    return page;
  }

  describe.each(widths)('on a %s', (name, viewport) => {
    it('searches the products, shows each card’s seats and batches, and opens a workshop’s public page', async () => {
      const admin = await adminAt(viewport);
      const [workshop] = await listedProducts(shop.url);
      if (!workshop) throw new Error('the catalogue is empty');
      await admin.goto(`${shop.url}/admin/products`);
      const list = admin.locator('main ul').filter({ has: admin.getByRole('article') });
      await list.getByRole('article').first().waitFor();

      // Every section of the tab strip shows in full, and nothing makes the page scroll sideways.
      const tabs = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link');
      expect(await tabs.count()).toBe(7);
      for (const tab of await tabs.all()) {
        const box = await boxOf(tab);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await pageWidth(admin)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(admin)).toEqual([]);

      // The search follows the typing, is kept in the address, and finds the workshop by its title.
      const search = admin.getByRole('searchbox', { name: 'Search workshops' }).last();
      await search.fill(workshop.title);
      await admin.waitForURL((url) => url.searchParams.get('q') === workshop.title);
      const card = list.getByRole('article').filter({ hasText: workshop.title }).first();
      await card.waitFor();

      // The card's seats and batches are the list's own figures.
      const listed = await callApi<(Product & { batchSeats: BatchSeats })[]>(
        admin,
        'GET',
        `/products?admin=true&q=${encodeURIComponent(workshop.title)}`,
      );
      const seats = listed.body.find((product) => product.id === workshop.id)?.batchSeats;
      if (!seats) throw new Error('the admin list has no seats for the workshop');
      expect(seats.batches).toBeGreaterThan(0);
      const batchWord = seats.batches === 1 ? 'batch' : 'batches';
      await card
        .getByText(
          `${seats.seatsLeft} of ${seats.capacity} seats left · ${seats.batches} ${batchWord}`,
        )
        .waitFor();
      await screenshot(admin, `admin-products-search-${name}`);

      // 'View on site' opens the public course page in a new tab.
      const onSite = card.getByRole('link', {
        name: `View on site for ${workshop.title} (opens in a new tab)`,
      });
      const [opened] = await Promise.all([admin.context().waitForEvent('page'), onSite.click()]);
      const slug = listed.body.find((product) => product.id === workshop.id)?.slug ?? '';
      await opened.waitForURL(`${shop.url}/workshops/${slug}`);
      await opened.getByRole('heading', { level: 1, name: workshop.title }).waitFor();
      await opened.close();

      // A search nothing matches says so; clearing it brings every product back.
      await search.fill('zzqxv');
      await admin.getByText('No workshops match “zzqxv”.').waitFor();
      await admin.getByRole('button', { name: 'Clear the search' }).click();
      await admin.waitForURL((url) => !url.searchParams.has('q'));
      expect(await search.inputValue()).toBe('');
      await list.getByRole('article').nth(1).waitFor();
    });

    it('limits a promo code to workshops picked by title, with the keyboard or the mouse', async () => {
      const admin = await adminAt(viewport);
      const [first, second] = await listedProducts(shop.url);
      if (!first || !second) throw new Error('the catalogue has fewer than two workshops');
      await admin.goto(`${shop.url}/admin/promo-codes`);
      await admin.getByRole('button', { name: 'New promo code' }).click();
      const form = admin.getByRole('form', { name: 'New promo code' });
      const code = `PICK${name.toUpperCase()}`;
      await form.getByLabel('Code').fill(code);
      await form.getByLabel('Percent off').fill('10');

      // The keyboard: type the title, arrow down to it among the matches, Enter picks it.
      const picker = form.getByRole('combobox', { name: 'Workshops (optional)' });
      await picker.fill(first.title);
      await form.getByRole('option', { name: first.title, exact: true }).waitFor();
      const matches = await form.getByRole('option').allTextContents();
      for (let step = 0; step <= matches.indexOf(first.title); step += 1) {
        await picker.press('ArrowDown');
      }
      await picker.press('Enter');
      await form.getByRole('button', { name: `Remove ${first.title}` }).waitFor();
      expect(await picker.inputValue()).toBe('');
      // The mouse: the second workshop, then the first removed by its chip's button.
      await picker.fill(second.title);
      await form.getByRole('option', { name: second.title, exact: true }).click();
      await form.getByRole('button', { name: `Remove ${second.title}` }).waitFor();
      await form.getByRole('button', { name: `Remove ${first.title}` }).click();
      expect(await form.getByRole('button', { name: /^Remove / }).count()).toBe(1);
      expect(await axeViolations(admin)).toEqual([]);
      await screenshot(admin, `admin-promo-picker-${name}`);

      // The code is saved with the workshop's id, and editing it names the workshop again.
      const [saved] = await Promise.all([
        admin.waitForResponse(
          (response) => response.url().endsWith('/api/promo-codes') && response.status() === 201,
        ),
        form.getByRole('button', { name: 'Create code' }).click(),
      ]);
      expect(((await saved.json()) as { products: string[] }).products).toEqual([second.id]);
      const row = admin.getByRole('row', { name: new RegExp(code) });
      await row.getByRole('button', { name: /Edit/ }).click();
      await admin
        .getByRole('form', { name: `Edit ${code}` })
        .getByRole('button', { name: `Remove ${second.title}` })
        .waitFor();
    });

    it('keeps a toast clear of the field in focus, at the bottom of the screen or at its top', async () => {
      const admin = await adminAt(viewport);
      const [workshop] = await listedProducts(shop.url);
      if (!workshop) throw new Error('the catalogue is empty');
      await admin.goto(`${shop.url}/admin/product-form/edit/${workshop.id}`);
      const price = admin.getByLabel('Price (₹)');
      await price.waitFor();
      const toast = admin.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

      // The field at the foot of the screen, then just under the sticky header.
      for (const place of ['bottom', 'top'] as const) {
        await price.evaluate((input, where) => {
          const field = input.getBoundingClientRect();
          const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const target = where === 'bottom' ? window.innerHeight - field.height - 8 : header + 8;
          // At once: the page scrolls smoothly otherwise, and the toast is placed as it arrives.
          window.scrollBy({ top: field.top - target, behavior: 'instant' });
        }, place);
        await price.focus();
        await price.press('Enter');
        await toast.filter({ hasText: 'Product Updated' }).first().waitFor();
        expect(overlaps(await boxOf(price), await boxOf(toast.first()))).toBe(false);
        await screenshot(admin, `admin-toast-${place}-${name}`);
        await toast.first().getByRole('button', { name: 'Dismiss' }).click();
        await toast.first().waitFor({ state: 'detached' });
      }
    });

    it('shows the orders table inside its own scrolling box, the page not scrolling sideways', async () => {
      const customer = await (await browser.newContext({ viewport })).newPage();
      await shopperWithAddress(customer, shop.url, `orders-${name}`);
      const [workshop] = await listedProducts(shop.url);
      if (!workshop) throw new Error('the catalogue is empty');
      const orderId = await orderInPage(customer, workshop.id);

      const admin = await adminAt(viewport);
      await admin.goto(`${shop.url}/admin/orders`);
      const table = admin.getByRole('table');
      await table.getByRole('row', { name: new RegExp(`#${orderId}\\b`) }).waitFor();
      expect(await pageWidth(admin)).toBeLessThanOrEqual(viewport.width);
      const box = await boxOf(table.locator('xpath=..'));
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(admin)).toEqual([]);
      await screenshot(admin, `admin-orders-${name}`);
    });

    it('lets anyone type a certificate code, saying what is wrong with an empty or malformed one', async () => {
      const visitor = await (await browser.newContext({ viewport, bypassCSP: true })).newPage();
      await visitor.goto(`${shop.url}/certificates`);
      const form = visitor.getByRole('form', { name: 'Check a certificate code' });
      const field = form.getByRole('textbox', { name: 'Certificate code' });
      const check = form.getByRole('button', { name: 'Check' });

      await check.click();
      await form.getByText('Enter the certificate code').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);

      await field.fill('KSH-12');
      await check.click();
      await form
        .getByText(
          'A certificate code looks like KSH-7F3K9QW2XM: KSH, a hyphen and 10 letters and digits',
        )
        .waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
      await screenshot(visitor, `certificate-code-error-${name}`);

      // A well-formed code, typed in small letters, opens its verification page.
      await field.fill('ksh-7f3k9qw2xm');
      await check.click();
      await visitor.waitForURL(`${shop.url}/certificates/KSH-7F3K9QW2XM`);
      await visitor.getByText('No certificate with this code').waitFor();
      await visitor.getByRole('heading', { name: 'Check another code' }).waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
      await screenshot(visitor, `certificate-not-found-${name}`);
    });

    it('has no heading-order or landmark findings on the FAQ, the mentors and the customers', async () => {
      const admin = await adminAt(viewport);
      for (const path of ['/faqSection', '/mentors', '/admin/customers']) {
        await admin.goto(`${shop.url}${path}`);
        await admin.getByRole('heading', { level: 1 }).waitFor();
        await admin.locator('main [aria-busy="true"], main [role="status"]').first().waitFor({
          state: 'detached',
        });
        expect(await axeViolations(admin), path).toEqual([]);
      }
    });
  });
});
