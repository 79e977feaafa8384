// The public course page in Chromium: from a search and a filter to a workshop's page, its batches
// in IST, a batch picked and added through the login detour and checked out, an old address that moves to the new one, and a
// sold-out workshop's "Notify me" and the link that leaves it.
import type { Batch } from '@kaushal/shared/batch';
import type { CartItem } from '@kaushal/shared/cart';
import { TEST_CARDS } from '@kaushal/shared/constants';
import { formatRupees } from '@kaushal/shared/money';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import type { Order } from '@kaushal/shared/order';
import type { Product } from '@kaushal/shared/product';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import {
  ADDRESS,
  callApi,
  fillAddress,
  payButton,
  paymentDialog,
  payWithCard,
} from './support/shopper';
import {
  DESKTOP,
  MOBILE,
  PASSWORD,
  hydrated,
  linkFromOutbox,
  openPage,
  registeredButSignedOut,
  screenshot,
  uniqueEmail,
} from './support/storefront';

// The expected texts come from Intl's own time-zone data, not from the app's fixed-offset formatter.
const inKolkata = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', ...options }).format(new Date(iso));
const istDay = (iso: string) =>
  inKolkata(iso, { weekday: 'short', day: 'numeric', month: 'short' });
const istTime = (iso: string) =>
  inKolkata(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe('course page', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;

  /** The admin saves the workshop with `changes`, as the product form would. */
  async function editWorkshop(id: string, changes: Partial<Product>): Promise<Product> {
    const { body: product } = await callApi<Product>(admin, 'GET', `/products/${id}`);
    const reply = await callApi<Product>(admin, 'PATCH', `/products/${id}`, {
      ...product,
      ...changes,
    });
    if (reply.status !== 200) throw new Error(`product update answered ${reply.status}`);
    return reply.body;
  }

  /** A workshop of its own, so renaming it or selling it out leaves the others alone. */
  async function newWorkshop(title: string): Promise<Product> {
    const reply = await callApi<Product>(admin, 'POST', '/products', {
      title,
      description: 'Dashboards that answer questions.',
      images: ['/images/products/default.svg', '/images/products/default.svg'],
      thumbnail: '/images/products/default.svg',
      brand: 'Kaushal Analytics',
      category: 'Data Analytics',
      price: 4999,
      discountPercentage: 20,
      stock: 4,
    });
    if (reply.status !== 201) {
      throw new Error(`product create answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    }
    return reply.body;
  }

  /** A page axe can be put into: the shop's CSP refuses inline scripts. */
  async function pageForAxe(viewport: typeof DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport, bypassCSP: true });
    return context.newPage();
  }

  beforeAll(async () => {
    ({ shop, browser, admin } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('takes a visitor from a search to a batch, through the login, and checks that batch out', async () => {
    const email = uniqueEmail('course');
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.url}/about`);
    await registeredButSignedOut(page, email);
    await hydrated(page, 'input[role="combobox"]');

    // A misspelt search, narrowed to online workshops, keeps the workshop in the results.
    const title = 'Excel in Personal Finances';
    const search = page.getByRole('combobox', { name: 'Search workshops' });
    await search.fill('exel');
    await search.press('Enter');
    await page.waitForURL(`${shop.url}/view-all-products?q=exel`);
    await page
      .getByRole('region', { name: 'Filters' })
      .getByRole('checkbox', { name: 'Online' })
      .check();
    await page.waitForURL(/\?q=exel&mode=online$/);

    // From the list's pop-up to the workshop's own page.
    const card = page.locator('main article').filter({ hasText: title });
    await card.getByRole('button', { name: title, exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'See dates, batches' }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const { pathname } = new URL(page.url());
    expect(pathname).toMatch(/^\/workshops\/[a-z0-9-]+$/);

    const { body: product } = await callApi<Product>(
      page,
      'GET',
      `/products/slug/${pathname.split('/')[2]}`,
    );
    const { body: batches } = await callApi<Batch[]>(
      page,
      'GET',
      `/products/${product.id}/batches`,
    );
    const dated = batches.filter((batch) => batch.seatsLeft > 0 && batch.sessions.length > 0);
    // The last dated batch with seats, so picking it is a choice (the first is preselected).
    const batch = dated.at(-1);
    if (!batch) throw new Error('the workshop has no dated batch with seats');
    const [session] = batch.sessions;
    const sessionText = `${istDay(session!.startsAt)}, ${istTime(session!.startsAt)}–${istTime(session!.endsAt)} IST`;

    const option = page.getByRole('radio', { name: new RegExp(batch.name) });
    await option.waitFor();
    const label = page.locator('label', { has: option });
    await label.getByText(sessionText).waitFor();
    await label.getByText(new RegExp(`${batch.seatsLeft} seats? left`)).waitFor();
    await option.check();
    // The price says GST is in it, and the guarantee sits by the buttons.
    // (The page's own, before the phone's Buy bar, which a wide screen keeps in the page but hidden.)
    await page.getByText('Inclusive of GST', { exact: true }).first().waitFor();
    await page.getByText(/^7-day money-back guarantee: ask for a full refund/).waitFor();
    await page.getByLabel(`Qty of ${title}`).selectOption('2');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Please login to add items to your cart').waitFor();
    await page.waitForURL(`${shop.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL(`${shop.url}${pathname}`);
    await page.getByText('Item added to Cart', { exact: true }).waitFor();
    const { body: cart } = await callApi<CartItem[]>(page, 'GET', '/cart');
    expect(cart.map((line) => [line.product.id, line.batch.id])).toEqual([[product.id, batch.id]]);

    // The bag names the batch, the line's total for its two seats and what the buyer saves;
    // checkout pays for it with the test card.
    await page.goto(`${shop.url}/cart`);
    await page.getByText(batch.name).first().waitFor();
    await expect(page.getByTestId('line-total').textContent()).resolves.toBe(
      formatRupees(product.discountPrice * 2),
    );
    await page.getByText(`2 × ${formatRupees(product.discountPrice)}`).waitFor();
    const saved = (product.price - product.discountPrice) * 2;
    if (saved > 0) {
      await expect(page.getByTestId('you-save').textContent()).resolves.toBe(
        formatRupeesAndPaise(saved),
      );
    } else {
      expect(await page.getByTestId('you-save').count()).toBe(0);
    }
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `cart-line-totals-${viewport.width}`);
    }
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: 'Pay Securely' }).click();
    await page.waitForURL(`${shop.url}/checkout`);
    const newAddress = page.getByRole('region', { name: 'Add a new address' });
    await fillAddress(newAddress, ADDRESS);
    await newAddress.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).waitFor();
    await payButton(page).click();
    await payWithCard(await paymentDialog(page), TEST_CARDS.success);
    await page.waitForURL(/\/order-success\/\d+$/);
    const orderId = page.url().split('/').at(-1);
    const { body: orders } = await callApi<Order[]>(page, 'GET', '/orders/own');
    const order = orders.find((placed) => placed.id === orderId);
    expect(order?.paymentStatus).toBe('received');
    expect(order?.items.map((item) => [item.product.id, item.batch.id, item.batch.name])).toEqual([
      [product.id, batch.id, batch.name],
    ]);
    await page.context().close();
  });

  it('moves an old address to the workshop’s new one, and passes axe', async () => {
    const workshop = await newWorkshop(`Dashboards in a Day ${Date.now()}`);
    const renamed = await editWorkshop(workshop.id, { title: `${workshop.title} Live` });
    expect(renamed.slug).not.toBe(workshop.slug);

    const page = await pageForAxe(DESKTOP);
    await page.goto(`${shop.url}/workshops/${workshop.slug}`);
    await page.waitForURL(`${shop.url}/workshops/${renamed.slug}`);
    await page.getByRole('heading', { name: renamed.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${shop.url}/workshops/no-such-workshop-anywhere`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it('shows a sold-out workshop as such and signs a visitor up for its seat alert', async () => {
    const workshop = await editWorkshop(
      (await newWorkshop(`Pivot Tables Clinic ${Date.now()}`)).id,
      { stock: 0 },
    );
    const page = await pageForAxe(MOBILE);
    await page.goto(`${shop.url}/workshops/${workshop.slug}`);
    await page.getByRole('heading', { name: workshop.title, level: 1 }).waitFor();
    // New, so nobody has rated it: no empty stars; and no brand passed off as its mentor.
    await page.getByText('No ratings yet').waitFor();
    expect(await page.getByText(/^Rated /).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Your mentor' }).count()).toBe(0);
    await page.getByText('Sold out', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Buy now' }).isDisabled()).resolves.toBe(true);

    const email = uniqueEmail('alert');
    // Keyboard only: the field, then the button.
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      'Notify me',
    );
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(`We will e-mail ${email}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Seats open: the mail's link leaves the alert, on a press of the button only.
    await editWorkshop(workshop.id, { stock: 2 });
    const link = await linkFromOutbox(shop.dataDir, email, 'seat-alerts/unsubscribe');
    await page.goto(`${shop.url}${link}`);
    const stop = page.getByRole('button', { name: 'Stop seat alerts' });
    await stop.click();
    await page
      .getByRole('status')
      .getByText(`You will no longer get an e-mail when seats open for ${workshop.title}.`)
      .waitFor();
    await page.reload();
    await stop.click();
    await page.getByRole('alert').getByText('This link is not valid').waitFor();
    await page.context().close();
    // The seat-alert mails go out once a minute, so the mail may take that long.
  }, 150_000);
});
