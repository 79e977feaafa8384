// Steps of a learner's browser tests: a signed-in shopper with a saved address, a seat bought through
// the checkout with the test card, a workshop with an online batch made by the admin, and the shop's
// clock moved by the test clock file.
import type { AdminBatch } from '@kaushal/shared/batch';
import { TEST_CARDS } from '@kaushal/shared/constants';
import type { Product } from '@kaushal/shared/product';
import { renameSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { ADDRESS, callApi, payButton, paymentDialog, payWithCard } from './shopper';
import { signUpInPage, uniqueEmail } from './storefront';

/** A new shopper, signed in on `page`, with ADDRESS saved. */
export async function shopperWithAddress(page: Page, shopUrl: string, prefix: string) {
  await page.goto(`${shopUrl}/about`);
  await signUpInPage(page, uniqueEmail(prefix));
  const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');
  await callApi(page, 'PATCH', `/users/${user.id}`, { addresses: [ADDRESS] });
}

/** Checks out the cart to the saved address, pays with the test card, and waits for the success page. */
export async function buyCart(page: Page, shopUrl: string): Promise<string> {
  await page.goto(`${shopUrl}/checkout`);
  await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).check();
  await payButton(page).click();
  await payWithCard(await paymentDialog(page), TEST_CARDS.success);
  await page.waitForURL(/\/order-success\/\d+$/);
  return page.url().split('/').at(-1)!;
}

/**
 * Sets the shop's clock (started with TEST_CLOCK_FILE=path) to `instant`, from which it runs on. The
 * file is replaced whole, so the shop never reads half of it.
 */
export function setShopClock(path: string, instant: number) {
  writeFileSync(`${path}.next`, new Date(instant).toISOString());
  renameSync(`${path}.next`, path);
}

/** Sessions as instants (ms): each a start and an end. */
export type SessionInstants = { startsAt: number; endsAt: number }[];

/**
 * A workshop the admin creates through the API (`fields` over a plain one), with one online batch of
 * ten seats meeting at `sessions`, its joining link `joiningLink`.
 */
export async function onlineWorkshop(
  admin: Page,
  fields: Pick<Product, 'title' | 'description' | 'brand' | 'category' | 'price'> &
    Partial<Pick<Product, 'discountPercentage'>>,
  batchName: string,
  sessions: SessionInstants,
  joiningLink: string,
): Promise<{ workshop: Product; batch: AdminBatch }> {
  const created = await callApi<Product>(admin, 'POST', '/products', {
    images: ['/images/products/default.svg', '/images/products/default.svg'],
    thumbnail: '/images/products/default.svg',
    discountPercentage: 0,
    stock: 0,
    ...fields,
  });
  if (created.status !== 201) throw new Error(`product create answered ${created.status}`);
  const added = await callApi<AdminBatch>(admin, 'POST', `/products/${created.body.id}/batches`, {
    name: batchName,
    mode: 'online',
    capacity: 10,
    joiningLink,
    sessions: sessions.map(({ startsAt, endsAt }) => ({
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    })),
  });
  if (added.status !== 201) {
    throw new Error(`batch create answered ${added.status}: ${JSON.stringify(added.body)}`);
  }
  return { workshop: created.body, batch: added.body };
}

/** A new learner on a page of `context` who bought one seat of `batch`, on the order success page. */
export async function seatBuyerIn(
  context: BrowserContext,
  shopUrl: string,
  seat: { workshop: Product; batch: AdminBatch },
  prefix: string,
): Promise<Page> {
  const page = await context.newPage();
  await shopperWithAddress(page, shopUrl, prefix);
  const cart = await callApi(page, 'POST', '/cart', {
    product: seat.workshop.id,
    quantity: 1,
    batch: seat.batch.id,
  });
  if (cart.status !== 201) throw new Error(`cart add answered ${cart.status}`);
  await buyCart(page, shopUrl);
  return page;
}
