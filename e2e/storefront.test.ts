// The storefront in Chromium against the production build on the embedded database.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import {
  PASSWORD,
  openPage,
  resetLinkFromOutbox,
  registeredButSignedOut,
  uniqueEmail,
} from './support/storefront';

describe('storefront', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('lets a visitor browse, open a workshop, and buy it after signing up', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop.url}/`);
    await expect(page.title()).resolves.toMatch(/Kaushal/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The products load as the visitor scrolls to them.
    await page.getByRole('link', { name: 'Products' }).first().click();
    const cards = page.locator('#products article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);

    // A card opens the detail modal; Escape closes it and the page scrolls again.
    const firstTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('heading').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading', { name: firstTitle }).isVisible()).resolves.toBe(true);
    await dialog.getByText('Product Details:').waitFor();
    await dialog.getByText('Why Enroll in This Workshop?').waitFor();
    await expect(page.evaluate(() => document.documentElement.style.overflow)).resolves.toBe(
      'hidden',
    );
    await page.keyboard.press('Escape');
    // The browser hides the closed <dialog> at once, which is enough for a role locator to call it
    // gone; the page scrolls again when the app has taken the element off the page.
    await page.locator('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.documentElement.style.overflow)).resolves.toBe('');

    // Buy now while signed out: a toast, then the login page, then sign-up keeps the action.
    await cards.first().getByRole('button', { name: 'Buy now' }).click();
    await page.getByText('Please login to purchase this item').waitFor();
    await page.waitForURL(`${shop.url}/login`);
    await page.getByRole('link', { name: 'Create Account' }).click();
    await page.waitForURL(`${shop.url}/signup`);
    // The login form (with the same field labels) stays on screen while the sign-up page loads in a
    // transition, so wait for the sign-up form itself before typing.
    await page.getByLabel('Confirm password').waitFor();
    await page.getByLabel('Full name').fill('Sana Qureshi');
    await page.getByLabel('Email address').fill(uniqueEmail('buyer'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Buy now runs after sign-up: the seat is in the cart and checkout opens.
    await page.waitForURL(`${shop.url}/checkout`);
    await page.getByTestId('cart-count').getByText('1').waitFor();
    const cart = await page.evaluate(async () => {
      const response = await fetch('/api/cart');
      return (await response.json()) as { product: { title: string } }[];
    });
    expect(cart.map((line) => line.product.title)).toEqual([firstTitle]);

    // Signed in, add to cart from the list adds a seat with a success toast and stays there.
    await page.goto(`${shop.url}/view-all-products?page=2`);
    const card = page.locator('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    // One action, one request: the add answers with the line, and the bag is not read again.
    await page.waitForLoadState('networkidle');
    const cartRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/cart')) {
        cartRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    await card.getByRole('button', { name: `Add ${title} to cart` }).click();
    await page.getByText(`${title} added to cart!`).waitFor();
    await page.getByTestId('cart-count').getByText('2').waitFor();
    await page.waitForLoadState('networkidle');
    expect(cartRequests).toEqual(['POST /api/cart']);
    expect(page.url()).toBe(`${shop.url}/view-all-products?page=2`);
    await page.context().close();
  });

  it('returns a signed-out shopper to the list with the item added after login', async () => {
    const email = uniqueEmail('returning');
    const page = await openPage(browser);
    await page.goto(`${shop.url}/about`);
    await registeredButSignedOut(page, email);

    await page.goto(`${shop.url}/view-all-products`);
    const card = page.locator('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Add ${title} to cart` }).click();
    await page.getByText('Please login to add items to your cart').waitFor();
    await page.waitForURL(`${shop.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    // The cart read sent at login lands only after the add has been answered, with the lines as they
    // stood before it (none): the count must still come to 1, not fall back to the stale read.
    const added = page.waitForResponse(
      (response) =>
        response.url() === `${shop.url}/api/cart` && response.request().method() === 'POST',
    );
    let firstRead = true;
    await page.route(`${shop.url}/api/cart`, async (route) => {
      if (route.request().method() !== 'GET' || !firstRead) return route.continue();
      firstRead = false;
      await added;
      return route.fulfill({ json: [] });
    });
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL(`${shop.url}/view-all-products`);
    await page.getByText(`${title} added to cart!`).waitFor();
    await page.getByTestId('cart-count').getByText('1').waitFor();
    // The pending action is gone: a reload does not add the item again.
    await page.reload();
    await page.getByTestId('cart-count').getByText('1').waitFor();
    await page.context().close();
  });

  it('shows sign-in errors under the fields and in the red box', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop.url}/login`);
    await page.waitForFunction(() => document.title === 'Log in | Kaushal');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Email address').fill('learner@example');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is not valid').waitFor();

    await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('Wrong1password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Invalid email or password').waitFor();

    // Sign-up of a registered address shows the field error and the note with a login link.
    const email = uniqueEmail('taken');
    await registeredButSignedOut(page, email);
    await page.goto(`${shop.url}/signup`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('password is required', { exact: true }).waitFor();
    await page.getByText('confirm password is required').waitFor();
    await page.getByText('Enter your full name').waitFor();
    await page.getByLabel('Full name').fill('Sana Qureshi');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Email already exists. Please login instead.').waitFor();
    await page.getByText('This email is already registered. Please login instead.').waitFor();
    await page.context().close();
  });

  it('resets a password with the link from the mail outbox', async () => {
    const email = uniqueEmail('forgetful');
    const page = await openPage(browser);
    await page.goto(`${shop.url}/reset-password?email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Incorrect Link' }).waitFor();

    await registeredButSignedOut(page, email);
    await page.goto(`${shop.url}/forgot-password`);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor();

    const link = await resetLinkFromOutbox(shop.dataDir, email);
    await page.goto(`${shop.url}${link}`);
    const newPassword = 'Fresh5tart';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('Fresh5tarts');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('password not matching').waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Password Reset' }).waitFor();

    await page.goto(`${shop.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alertdialog', { name: 'Login Successful!' }).waitFor();
    await page.getByRole('button', { name: 'Go to Home Now' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'My Profile' }).waitFor();
    await page.context().close();
  });

  it('shows the last page of the list for a page past its end', async () => {
    const page = await openPage(browser);
    const total = Number(
      (await page.request.get(`${shop.url}/api/products?_limit=1`)).headers()['x-total-count'],
    );
    const lastPage = Math.ceil(total / 10);
    await page.goto(`${shop.url}/view-all-products?page=99`);
    await page.waitForURL(`${shop.url}/view-all-products?page=${lastPage}`);
    const from = (lastPage - 1) * 10 + 1;
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(`Showing ${from} to ${total} of ${total} results`)
      .waitFor();
    await page.context().close();
  });

  it('shows the not-found page for an unknown path, answered with status 404', async () => {
    const page = await openPage(browser);
    const response = await page.goto(`${shop.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText("Sorry, we couldn't find the page you're looking for.").waitFor();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.context().close();
  });
});
