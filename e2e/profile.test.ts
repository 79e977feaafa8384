// The profile in Chromium: who is signed in, and saved addresses added, edited and removed, each saved
// at once and offered at checkout.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { ADDRESS, addToCartByApi, callApi, fillAddress, listedProducts } from './support/shopper';
import {
  DESKTOP,
  MOBILE,
  openPage,
  screenshot,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

interface OwnUser {
  addresses: { id: string; name: string; city: string }[];
}

describe('profile', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('adds, edits and removes addresses, and the checkout lists the saved ones', async () => {
    const email = uniqueEmail('profile');
    const page = await openPage(browser);
    await page.goto(`${shop.url}/about`);
    await signUpInPage(page, email);
    // The address book's forms; the profile's own details have a form of their own above it.
    const addressForms = page
      .locator('main form')
      .filter({ hasNot: page.getByLabel('Mobile number (optional)') });
    const savedAddresses = async () =>
      (await callApi<OwnUser>(page, 'GET', '/users/own')).body.addresses;

    await page.goto(`${shop.url}/profile`);
    // The user menu in the navigation also names the e-mail; the page is what is tested.
    const main = page.locator('#main');
    await page.getByRole('heading', { name: 'New User', level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe('My Profile | Kaushal');
    await main.getByText(email).waitFor();
    expect(await page.getByText('Admin', { exact: true }).count()).toBe(0);
    await page.getByText('No addresses').waitFor();

    // Add: the messages of docs/product.md §5.2 first, then a saved address.
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    for (const message of [
      'Enter your full name',
      'Enter your email address',
      'Enter your phone number',
      'Enter your street address',
      'Enter your city',
      'Choose your state',
      'Enter your PIN code',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The state is one of the 37 states and union territories; a PIN code has 6 digits; a GSTIN
    // is checked down to its check character.
    const form = addressForms;
    expect(await form.getByLabel('State').locator('option').count()).toBe(1 + 37);
    const gstin = form.getByLabel('GSTIN (optional, for a business)');
    await fillAddress(form, { ...ADDRESS, pinCode: '56000' });
    await gstin.fill('29AAPFU0939F1ZA');
    await page.getByRole('button', { name: 'Save address' }).click();
    await form.getByText('PIN code must be 6 digits').waitFor();
    await form.getByText(/^GSTIN is not valid: its check character does not match/).waitFor();
    await fillAddress(form, ADDRESS);
    await gstin.fill('29aapfu0939f1zr');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address added').waitFor();
    await page.getByText(ADDRESS.street).waitFor();
    await page.getByText('GSTIN: 29AAPFU0939F1ZR').waitFor();
    expect(await savedAddresses()).toMatchObject([
      { state: 'Karnataka', gstin: '29AAPFU0939F1ZR' },
    ]);

    await page.getByRole('button', { name: 'Add address' }).click();
    await fillAddress(addressForms, {
      ...ADDRESS,
      name: 'Ravi Iyer',
      city: 'Chennai',
    });
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Ravi Iyer', { exact: true }).waitFor();
    expect((await savedAddresses()).map((address) => address.name)).toEqual([
      ADDRESS.name,
      'Ravi Iyer',
    ]);

    // Edit in place: one form at a time, the id kept.
    const [asha] = await savedAddresses();
    await page.getByRole('button', { name: `Edit address of ${ADDRESS.name}` }).click();
    expect(await addressForms.count()).toBe(1);
    await page.getByLabel('City').fill('Mysuru');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Address updated').waitFor();
    await page.getByText('Mysuru', { exact: false }).waitFor();
    expect((await savedAddresses())[0]).toMatchObject({ id: asha?.id, city: 'Mysuru' });

    // Remove, confirmed in the dialog.
    await page.getByRole('button', { name: 'Remove address of Ravi Iyer' }).click();
    await page
      .getByRole('dialog', { name: 'Remove address of Ravi Iyer' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await page.getByText('Address removed').waitFor();
    await page.getByText('Ravi Iyer', { exact: true }).waitFor({ state: 'detached' });
    expect((await savedAddresses()).map((address) => address.name)).toEqual([ADDRESS.name]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'profile-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'profile-mobile');
    await page.setViewportSize(DESKTOP);

    // The checkout offers the saved address.
    const [product] = await listedProducts(shop.url);
    await addToCartByApi(page, product?.id ?? '1');
    await page.goto(`${shop.url}/checkout`);
    const radio = page.getByRole('radio', { name: new RegExp(ADDRESS.name) });
    await radio.waitFor();
    expect(await page.getByRole('radio', { name: /Mysuru/ }).count()).toBe(1);

    // Sign Out goes home, signed out.
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await page.context().close();
  });
});
