// An account being guessed at, in Chromium: once 20 wrong passwords have come from other addresses,
// its owner typing the right password on a new device is told "We sent you a sign-in link", opens the
// mailed link, signs in with one click, and finds the link spent afterwards. On a phone and a desktop.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import {
  DESKTOP,
  hydrated,
  linkFromOutbox,
  MOBILE,
  PASSWORD,
  screenshot,
  uniqueEmail,
} from './support/storefront';

describe('sign-in link for an account being guessed at', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    // The shop believes X-Forwarded-For from loopback, so this test can speak from many addresses;
    // the browser sends none and is 127.0.0.1, an address the account has never signed in from.
    ({ shop, browser } = await openShopInBrowser({ TRUST_PROXY: 'loopback' }));
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** A call to the shop's API from the client address `ip`. */
  const post = (path: string, body: unknown, ip: string) =>
    fetch(`${shop.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.url, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`signs the owner in with the mailed link at ${name} px`, async () => {
      const email = uniqueEmail(`guarded-${name}`);
      const signup = await post(
        '/auth/signup',
        { email, password: PASSWORD, confirmPassword: PASSWORD },
        '10.9.0.1',
      );
      expect(signup.status).toBe(201);
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post('/auth/login', { email, password: `Wrong${i}guess` }, `10.9.1.${i + 1}`),
        ),
      );
      expect(guesses.map(({ status }) => status)).toEqual(Array<number>(20).fill(401));

      const context = await browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${shop.url}/login`);
      await hydrated(page, 'form');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'We sent you a sign-in link' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Open it within 15 minutes');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `sign-in-link-sent-${name}`);
      // Nobody is signed in here yet.
      expect((await page.request.get(`${shop.url}/api/auth/check`)).status()).toBe(401);

      const link = await linkFromOutbox(shop.dataDir, email, 'sign-in-link');
      await page.goto(`${shop.url}${link}`);
      await hydrated(page, 'main button');
      await page.getByRole('heading', { name: 'Finish signing in' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `sign-in-link-page-${name}`);
      // Opening the link spent nothing and signed nobody in.
      expect((await page.request.get(`${shop.url}/api/auth/check`)).status()).toBe(401);

      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Login Successful!').waitFor();
      const check = await page.request.get(`${shop.url}/api/auth/check`);
      expect(check.status()).toBe(200);
      expect(((await check.json()) as { email: string }).email).toBe(email);
      await page.waitForURL(`${shop.url}/`);

      // The link works once.
      await page.goto(`${shop.url}${link}`);
      await hydrated(page, 'main button');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Link no longer valid' }).waitFor();
      await page.getByText('This sign-in link is not valid or has already been used.').waitFor();
      await screenshot(page, `sign-in-link-spent-${name}`);
      await context.close();
    });
  }
});
