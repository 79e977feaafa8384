// Steps of a learner's browser tests: a signed-in shopper with a saved address, a seat bought through
// the checkout with the test card, and the shop's clock moved by the test clock file.
import { TEST_CARDS } from '@kaushal/shared/constants';
import { renameSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
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
