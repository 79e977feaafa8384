// Shopper flows in Chromium at phone and desktop widths: sold-out workshops, the checkout's address
// choice and its message, the way back after logging in, partial stars, the footer's sign-up banner,
// spent reset links and confirmed address removal.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import {
  ADDRESS,
  ADMIN,
  addToCartByApi,
  callApi,
  collectAlerts,
  paymentDialog,
  signInInPage,
  payButton,
} from './support/shopper';
import {
  DESKTOP,
  MOBILE,
  PASSWORD,
  openPage,
  resetLinkFromOutbox,
  registeredButSignedOut,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

interface ListedProduct {
  id: string;
  title: string;
  rating: number;
}

const ADDED_ON_PRODUCT_PAGE = 'Item added to Cart';
const LOGIN_TO_ADD = 'Please login to add items to your cart';
const SIGN_UP_BANNER = 'Ready to build your next skill?';

describe('shopper flows', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;
  let products: ListedProduct[];

  /** The admin closes every batch of the workshop (no seat left to sell), or opens them again. */
  async function setSoldOut(productId: string, soldOut: boolean) {
    const { body: batches } = await callApi<{ id: string }[]>(
      admin,
      'GET',
      `/products/${productId}/batches?admin=true`,
    );
    for (const batch of batches) {
      const reply = await callApi(admin, 'PATCH', `/products/${productId}/batches/${batch.id}`, {
        closed: soldOut,
      });
      if (reply.status !== 200) throw new Error(`batch update answered ${reply.status}`);
    }
  }

  /** A page signed in as a new customer, at the given width. */
  async function customer(viewport = DESKTOP): Promise<Page> {
    const page = await openPage(browser, viewport);
    await page.goto(`${shop.url}/about`);
    await signUpInPage(page, uniqueEmail('flows'));
    return page;
  }

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }));
    admin = await openPage(browser);
    await admin.goto(`${shop.url}/about`);
    await signInInPage(admin, ADMIN.email, ADMIN.password);
    const list = await fetch(`${shop.url}/api/products2?_page=1&_limit=10`);
    products = (await list.json()) as ListedProduct[];
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** Two workshops for the sold-out cases, neither the one rated 4.6. */
  const forSale = () => products.filter((product) => product.rating !== 4.6);

  it('marks a sold-out workshop on its card and page and offers no way to buy it', async () => {
    const [soldOut] = forSale();
    if (!soldOut) throw new Error('no product');
    await setSoldOut(soldOut.id, true);
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await customer(viewport);
      await page.goto(`${shop.url}/view-all-products`);
      const card = page.locator('article', {
        has: page.getByRole('heading', { name: soldOut.title }),
      });
      await card.getByText('Sold out', { exact: true }).waitFor();
      await expect(card.getByRole('button', { name: 'Buy now' }).isDisabled()).resolves.toBe(true);
      await expect(
        card.getByRole('button', { name: `Add ${soldOut.title} to cart` }).isDisabled(),
      ).resolves.toBe(true);

      await page.goto(`${shop.url}/product-detail/${soldOut.id}`);
      await page.getByRole('heading', { name: soldOut.title, level: 1 }).waitFor();
      await page.getByText('Sold out', { exact: true }).waitFor();
      await expect(page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).resolves.toBe(
        true,
      );
      await page.context().close();
    }
    await setSoldOut(soldOut.id, false);
  });

  it("reports the server's reason when the last seat went while the page was open", async () => {
    const [, lastSeat] = forSale();
    if (!lastSeat) throw new Error('no product');
    const page = await customer();
    await page.goto(`${shop.url}/view-all-products`);
    const card = page.locator('article', {
      has: page.getByRole('heading', { name: lastSeat.title }),
    });
    await card.getByRole('button', { name: 'Buy now' }).waitFor();
    await setSoldOut(lastSeat.id, true);

    const soldOutMessage = `"${lastSeat.title}" is sold out`;
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/cart') && response.status() === 409,
    );
    await card.getByRole('button', { name: `Add ${lastSeat.title} to cart` }).click();
    await refused;
    await page.getByText(soldOutMessage).waitFor();
    expect(await page.getByText('Item Already added').count()).toBe(0);

    // Buy now stays on the list with the same reason, in a second toast.
    await card.getByRole('button', { name: 'Buy now' }).click();
    await page.getByText(soldOutMessage).nth(1).waitFor();
    expect(new URL(page.url()).pathname).toBe('/view-all-products');
    await setSoldOut(lastSeat.id, false);
    await page.context().close();
  });

  it('draws a 4.6 rating as four and three-fifths stars and confirms an add in the words of docs/product.md §4.2', async () => {
    const rated = products.find((product) => product.rating === 4.6);
    if (!rated) throw new Error('no product rated 4.6');
    const page = await customer();
    await page.goto(`${shop.url}/product-detail/${rated.id}`);
    const rating = page.getByText('Rated 4.6 out of 5').locator('xpath=..');
    await rating.waitFor();
    // How much of each star is drawn in the accent colour, in pixels.
    const filled = await rating.evaluate((element) =>
      Array.from(element.querySelectorAll('[aria-hidden="true"] > span'), (star) =>
        Math.round(star.querySelector('span')?.getBoundingClientRect().width ?? -1),
      ),
    );
    expect(filled).toEqual([20, 20, 20, 20, 12]);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(ADDED_ON_PRODUCT_PAGE, { exact: true }).waitFor();
    expect(await page.getByText(`${rated.title} added to cart!`).count()).toBe(0);
    await page.context().close();
  });

  it('starts the checkout with the only or the last used address and explains what is missing', async () => {
    const page = await customer(MOBILE);
    const alerts = collectAlerts(page);
    const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');
    await callApi(page, 'PATCH', `/users/${user.id}`, { addresses: [ADDRESS] });
    await addToCartByApi(page, products[2]?.id ?? '3');

    await page.goto(`${shop.url}/checkout`);
    const asha = page.getByRole('radio', { name: new RegExp(ADDRESS.name) });
    await asha.waitFor();
    await expect(asha.isChecked()).resolves.toBe(true);

    // Two addresses and none used yet: nothing is chosen, and Pay says why it waits.
    const ravi = { ...ADDRESS, name: 'Ravi Iyer', city: 'Chennai' };
    await callApi(page, 'PATCH', `/users/${user.id}`, { addresses: [ADDRESS, ravi] });
    await page.reload();
    const raviRadio = page.getByRole('radio', { name: /Ravi Iyer/ });
    await raviRadio.waitFor();
    await expect(asha.isChecked()).resolves.toBe(false);
    await expect(raviRadio.isChecked()).resolves.toBe(false);
    await payButton(page).click();
    await page.getByRole('alert').getByText('Enter Address and Payment method').waitFor();
    expect(alerts).toEqual([]);

    // Choosing clears the message; the order remembers the address for the next checkout.
    await raviRadio.check();
    await page.getByRole('alert').getByText('Enter Address and Payment method').waitFor({
      state: 'detached',
    });
    await payButton(page).click();
    await paymentDialog(page);
    await page.goto(`${shop.url}/checkout`);
    await raviRadio.waitFor();
    await expect(raviRadio.isChecked()).resolves.toBe(true);
    expect(alerts).toEqual([]);
    await page.context().close();
  });

  it('brings a visitor back to the page they were sent from after logging in', async () => {
    const email = uniqueEmail('returning');
    const signUp = await openPage(browser);
    await signUp.goto(`${shop.url}/about`);
    await signUpInPage(signUp, email);
    await signUp.context().close();

    const page = await openPage(browser, MOBILE);
    const logIn = async () => {
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
    };

    // A guarded page: to /login, with the e-mail field ready to type into, and back.
    const rated = products.find((product) => product.rating === 4.6);
    await page.goto(`${shop.url}/product-detail/${rated?.id ?? '1'}`);
    await page.waitForURL(`${shop.url}/login`);
    const emailField = page.getByLabel('Email address');
    await emailField.waitFor();
    await expect
      .poll(() => emailField.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.keyboard.type(email);
    await logIn();
    await page.waitForURL(`${shop.url}/product-detail/${rated?.id ?? '1'}`);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await page.getByRole('alertdialog', { name: 'Login Successful!' }).count()).toBe(0);

    // Add to cart while signed out: back to the list, the login prompt gone, the seat added.
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
    await page.goto(`${shop.url}/view-all-products?page=2`);
    const card = page.locator('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Add ${title} to cart` }).click();
    await page.getByText(LOGIN_TO_ADD).waitFor();
    await page.waitForURL(`${shop.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await logIn();
    await page.waitForURL(`${shop.url}/view-all-products?page=2`);
    await page.getByText(`${title} added to cart!`).waitFor();
    expect(await page.getByText(LOGIN_TO_ADD).count()).toBe(0);
    await page.context().close();
  });

  it('shows the footer sign-up banner to visitors only', async () => {
    const page = await openPage(browser);
    // The footer loads once it is scrolled to.
    const footer = async () => {
      await page.locator('footer, #main').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('heading', { name: 'Explore' }).waitFor();
    };
    await page.goto(`${shop.url}/about`);
    await footer();
    await page.getByRole('heading', { name: SIGN_UP_BANNER }).waitFor();

    await signUpInPage(page, uniqueEmail('member'));
    await page.goto(`${shop.url}/contact`);
    // The cart in the navigation shows once the session is known.
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await footer();
    expect(await page.getByRole('heading', { name: SIGN_UP_BANNER }).count()).toBe(0);
    await page.context().close();
  });

  it('says on opening that a reset link is spent or wrong, and offers a new one', async () => {
    const email = uniqueEmail('spent-link');
    const page = await openPage(browser);
    await page.goto(`${shop.url}/about`);
    await registeredButSignedOut(page, email);
    await callApi(page, 'POST', '/auth/reset-password-request', { email });
    const link = await resetLinkFromOutbox(shop.dataDir, email);
    const token = new URL(link, shop.url).searchParams.get('token') ?? '';

    const wrong = `/reset-password?email=${encodeURIComponent(email)}&token=not-the-token`;
    const spent = await callApi(page, 'POST', '/auth/reset-password', {
      email,
      token,
      password: 'Fresh5tart',
    });
    expect(spent.status).toBe(200);
    for (const path of [link, wrong]) {
      await page.goto(`${shop.url}${path}`);
      await page.getByRole('heading', { name: 'Link no longer valid' }).waitFor();
      await page
        .getByText(
          'This password reset link is not valid or has already been used. Please request a new one.',
        )
        .waitFor();
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(`${shop.url}/forgot-password`);
    await page.context().close();
  });

  it('asks before removing a saved address, and Cancel keeps it', async () => {
    const page = await customer(MOBILE);
    const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');
    await callApi(page, 'PATCH', `/users/${user.id}`, { addresses: [ADDRESS] });
    await page.goto(`${shop.url}/profile`);
    const remove = page.getByRole('button', { name: `Remove address of ${ADDRESS.name}` });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: `Remove address of ${ADDRESS.name}` });
    await confirm.getByText('Are you sure you want to remove this address?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    const saved = async () =>
      (await callApi<{ addresses: unknown[] }>(page, 'GET', '/users/own')).body.addresses;
    expect(await saved()).toHaveLength(1);

    await remove.click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Address removed').waitFor();
    await page.getByText('No addresses').waitFor();
    expect(await saved()).toHaveLength(0);
    await page.context().close();
  });
});
