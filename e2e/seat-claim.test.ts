// A seat given to someone else, in Chromium: a buyer of two seats gives the second to a new person, who
// opens the mailed link, creates an account on the way, claims the seat and holds it.
import type { Enrolment } from '@kaushal/shared/enrolment';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { ADDRESS, addToCartByApi, callApi, listedProducts } from './support/shopper';
import {
  MOBILE,
  PASSWORD,
  hydrated,
  linkFromOutbox,
  openPage,
  screenshot,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

describe('seat claim', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    ({ shop, browser, admin } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** The buyer's paid order of two seats of a listed workshop: its enrolments, seat 1 first. */
  async function twoPaidSeats(buyer: Page): Promise<Enrolment[]> {
    const [workshop] = await listedProducts(shop.url);
    if (!workshop) throw new Error('the catalogue is empty');
    await addToCartByApi(buyer, workshop.id, 2);
    const order = await callApi<{ id: string }>(buyer, 'POST', '/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(order.status).toBe(201);
    const paid = await callApi(admin, 'PATCH', `/orders/${order.body.id}`, {
      paymentStatus: 'received',
    });
    expect(paid.status).toBe(200);
    const { body } = await callApi<Enrolment[]>(buyer, 'GET', '/enrolments');
    return body.filter((e) => e.orderId === order.body.id).sort((a, b) => a.seat - b.seat);
  }

  it('lets a new person claim the seat a buyer gave them, through sign-up, by the mailed link', async () => {
    const buyer = await openPage(browser);
    await buyer.goto(`${shop.url}/about`);
    await signUpInPage(buyer, uniqueEmail('buyer'));
    const [, second] = await twoPaidSeats(buyer);
    if (!second) throw new Error('no second seat');

    const attendeeEmail = uniqueEmail('attendee');
    // The buyer gives the second seat from My Learning, where only that seat offers the form.
    await buyer.goto(`${shop.url}/my-learning`);
    await buyer.getByLabel('Attendee’s name').fill('Meera Nair');
    await buyer.getByLabel('Attendee’s e-mail').fill(attendeeEmail);
    await buyer.getByRole('button', { name: 'Send claim link' }).click();
    await buyer.getByText('We have e-mailed Meera Nair a link to claim this seat').waitFor();
    await expect(buyer.getByLabel('Attendee’s name').count()).resolves.toBe(0);
    const claimPath = await linkFromOutbox(shop.dataDir, attendeeEmail, 'seats/claim');
    expect(claimPath).toMatch(/^\/seats\/claim\?token=[\w-]+$/);

    // Signed out, the page explains and offers to create an account, which comes back here.
    const attendee = await openPage(browser, MOBILE);
    await attendee.goto(`${shop.url}${claimPath}`);
    await attendee.getByRole('heading', { name: 'Claim your seat' }).waitFor();
    await screenshot(attendee, 'seat-claim-signed-out-375');
    await hydrated(attendee, 'main a[href="/signup"]');
    await attendee.getByRole('link', { name: 'Create account' }).click();
    await attendee.waitForURL(`${shop.url}/signup`);
    await attendee.getByLabel('Full name').fill('Nikhil Rao');
    await attendee.getByLabel('Email address').fill(attendeeEmail);
    await attendee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await attendee.getByLabel('Confirm password').fill(PASSWORD);
    await attendee.getByRole('button', { name: 'Sign up' }).click();
    await attendee.waitForURL(`${shop.url}${claimPath}`);

    // Nothing is claimed until the button is pressed.
    const claim = attendee.getByRole('button', { name: 'Claim my seat' });
    await claim.waitFor();
    expect((await callApi<Enrolment[]>(attendee, 'GET', '/enrolments')).body).toEqual([]);
    await claim.click();
    await attendee
      .getByText(`The seat is yours: ${second.workshop.title} (${second.batch.name})`)
      .waitFor();
    const myLearning = attendee.getByRole('link', { name: 'Go to My Learning' });
    expect(await myLearning.getAttribute('href')).toBe('/my-learning');
    await screenshot(attendee, 'seat-claim-claimed-375');

    const held = await callApi<Enrolment[]>(attendee, 'GET', '/enrolments');
    expect(held.body.map((e) => [e.id, e.seat, e.attendee])).toEqual([
      [second.id, 2, { name: 'Meera Nair', email: attendeeEmail, claimed: true }],
    ]);
    const kept = await callApi<Enrolment[]>(buyer, 'GET', '/enrolments');
    expect(kept.body.map((e) => e.id)).not.toContain(second.id);

    // The link is spent: pressing again (from another tab, say) says so.
    const again = await openPage(browser);
    await again.goto(`${shop.url}/about`);
    await signUpInPage(again, uniqueEmail('late'));
    await again.goto(`${shop.url}${claimPath}`);
    await hydrated(again, 'main button');
    await again.getByRole('button', { name: 'Claim my seat' }).click();
    await again.getByText('This seat link is not valid or was already used').waitFor();
  });
});
