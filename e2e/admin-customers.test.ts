// Customers and the audit trail in Chromium: a shopper signs up with their name and is greeted by it,
// then edits name and phone on the profile; the admin finds them by phone, makes them an admin, and
// sees that change in the audit trail.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import { MOBILE, openPage, PASSWORD, screenshot, uniqueEmail } from './support/storefront';

/**
 * Opens the account menu and follows its link. Just after sign-up the session is read again, and the
 * menu drawn from the first read may be replaced, closed, while it opens: it is then opened again.
 */
async function followAccountLink(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Account menu' });
  for (let attempt = 1; ; attempt += 1) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    try {
      await page.locator('nav').getByRole('link', { name }).click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('customers and the audit trail', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;
  const email = uniqueEmail('customer');

  beforeAll(async () => {
    ({ shop, browser, admin } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('greets a shopper by the name given at sign-up, and saves a changed name and phone', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(`${shop.url}/signup`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Enter your full name').waitFor();

    await page.getByLabel('Full name').fill('Meera Pillai');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Mobile number (optional)').fill('98470 12345');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${shop.url}/home`);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Hi, Meera Pillai').waitFor();
    await followAccountLink(page, 'My Profile');
    await page.getByRole('heading', { name: 'Meera Pillai', level: 1 }).waitFor();

    const details = page.getByRole('region', { name: 'Your details' });
    const phone = details.getByLabel('Mobile number (optional)');
    await expect(phone.inputValue()).resolves.toBe('+919847012345');
    await phone.fill('12345');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details
      .getByText('Enter a 10-digit Indian mobile number, e.g. +91 98765 43210')
      .waitFor();

    await details.getByLabel('Full name').fill('Meera S. Pillai');
    await phone.fill('+91 90000 11122');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('heading', { name: 'Meera S. Pillai', level: 1 }).waitFor();
    await screenshot(page, 'profile-details-mobile');

    // Kept by the server, as it normalised them, and greeted by the new name.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Your details' })
        .getByLabel('Mobile number (optional)')
        .inputValue(),
    ).resolves.toBe('+919000011122');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Hi, Meera S. Pillai').waitFor();
  });

  it('lets the admin find the customer, make them an admin, and see it in the audit trail', async () => {
    await admin.goto(`${shop.url}/admin`);
    const nav = admin.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Customers' }).click();
    await admin.waitForURL(`${shop.url}/admin/customers`);

    await admin.getByLabel('Search customers').fill('nobody-matches-this');
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('heading', { name: 'No customers match' }).waitFor();

    await admin.getByLabel('Search customers').fill('90000 11122');
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('row', { name: /Meera S\. Pillai/ });
    await row.getByText(email).waitFor();
    await row.getByText('Customer', { exact: true }).waitFor();
    await admin.getByText('1 customer matching "90000 11122"').waitFor();
    await row.getByRole('link', { name: 'Meera S. Pillai' }).click();

    await admin.getByRole('heading', { name: 'Meera S. Pillai', level: 1 }).waitFor();
    await admin.getByText('No orders yet.').waitFor();
    await admin.getByRole('button', { name: 'Make admin' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Make Meera S. Pillai an admin?' });
    await confirm.getByRole('button', { name: 'Make admin' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await admin.getByRole('button', { name: 'Remove admin role' }).waitFor();
    await admin.getByText('Meera S. Pillai is now an admin').waitFor();

    await nav.getByRole('link', { name: 'Audit trail' }).click();
    await admin.waitForURL(`${shop.url}/admin/audit`);
    await admin.getByLabel('Changed').selectOption('user');
    await admin.getByRole('button', { name: 'Filter' }).click();
    await admin.waitForURL(/entityType=user/);
    const entries = admin.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
    const entry = entries.first();
    // A sentence in the console's words, naming the admin; the fields behind a disclosure.
    const sentence = entry.getByRole('heading', { level: 2 });
    await expect(sentence.textContent()).resolves.toMatch(
      /^Account #\d+: role changed from Customer to Admin by \S+/,
    );
    await entry.getByText('admin@kaushal.example').waitFor();
    const change = entry.getByRole('row', { name: /role/ });
    await expect(change.isVisible()).resolves.toBe(false);
    await entry.getByText('What changed, field by field').click();
    await expect(change.getByRole('cell').allTextContents()).resolves.toEqual(['user', 'admin']);
    await expect(entries.count()).resolves.toBe(1);
    await screenshot(admin, 'admin-audit-trail');

    // On a phone the pages fit the screen: wide tables scroll inside their own region.
    await admin.setViewportSize(MOBILE);
    for (const path of ['/admin/customers?q=Meera', '/admin/audit']) {
      await admin.goto(`${shop.url}${path}`);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      await admin.getByRole('navigation', { name: 'Admin' }).waitFor();
      await expect(
        admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
    }
    await admin
      .getByRole('heading', {
        level: 2,
        name: /^Account #\d+: role changed from Customer to Admin/,
      })
      .waitFor();
    await screenshot(admin, 'admin-audit-trail-375');
  });
});
