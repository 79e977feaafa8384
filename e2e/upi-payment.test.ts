// Paying by UPI in the offline test gateway, in Chromium against the production build: Razorpay's
// test UPI IDs succeed and fail as documented, and a failure is one message in the page with Retry.
import { TEST_UPI_IDS } from '@kaushal/shared/constants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import {
  ADDRESS,
  addToCartByApi,
  callApi,
  listedProducts,
  payButton,
  paymentDialog,
  payWithUpi,
} from './support/shopper';
import { openPage, signUpInPage, uniqueEmail } from './support/storefront';

interface OwnOrder {
  id: string;
  paymentMethod: string;
  paymentStatus: string;
}

describe('paying by UPI', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /**
   * A new shopper with a saved address and a workshop in the bag, on the checkout with UPI chosen;
   * `dialogs` collects every browser dialog (alert, confirm) the page raises.
   */
  async function onCheckoutWithUpi(prefix: string) {
    const page = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${shop.url}/about`);
    await signUpInPage(page, uniqueEmail(prefix));
    const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');
    await callApi(page, 'PATCH', `/users/${user.id}`, { addresses: [ADDRESS] });
    const [product] = await listedProducts(shop.url);
    await addToCartByApi(page, product?.id ?? '1');
    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).check();
    await page.getByRole('radio', { name: /^UPI/ }).check();
    return { page, dialogs };
  }

  const ownOrders = async (page: Page) =>
    (await callApi<OwnOrder[]>(page, 'GET', '/orders/own')).body;

  it('pays with success@razorpay and lands on the order success page', async () => {
    const { page, dialogs } = await onCheckoutWithUpi('upi-success');
    await payButton(page).click();
    const dialog = await paymentDialog(page);
    // The gateway opens on the method chosen at checkout, with its test IDs.
    await expect(dialog.getByRole('radio', { name: 'UPI' }).isChecked()).resolves.toBe(true);
    await dialog.getByText(TEST_UPI_IDS.success).waitFor();
    await dialog.getByText(TEST_UPI_IDS.failure).waitFor();

    await payWithUpi(dialog, TEST_UPI_IDS.success);
    await page.waitForURL(/\/order-success\/\d+$/);
    const orderId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: 'Order Successfully Placed' }).waitFor();
    expect(await ownOrders(page)).toMatchObject([
      { id: orderId, paymentMethod: 'upi', paymentStatus: 'received' },
    ]);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('shows failure@razorpay once in the page with its reason, and Retry pays the same order', async () => {
    const { page, dialogs } = await onCheckoutWithUpi('upi-failure');
    await payButton(page).click();
    const dialog = await paymentDialog(page);

    // A malformed UPI ID is refused in the form; nothing is charged and the dialog stays.
    await payWithUpi(dialog, 'asha-at-okaxis');
    await dialog.getByText('UPI ID must look like name@bank').waitFor();

    await payWithUpi(dialog, TEST_UPI_IDS.failure);
    await dialog.waitFor({ state: 'detached' });
    const message = page.getByRole('alert');
    await message
      .getByText(
        "Payment failed: Payment declined by the payer's bank. Your order is saved; you can pay again.",
      )
      .waitFor();
    expect(await message.count()).toBe(1);
    expect(dialogs).toEqual([]);
    const [order] = await ownOrders(page);
    expect(order).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'pending' });

    await message.getByRole('button', { name: 'Retry' }).click();
    await payWithUpi(await paymentDialog(page), TEST_UPI_IDS.success);
    await page.waitForURL(`${shop.url}/order-success/${order?.id}`);
    expect(await ownOrders(page)).toMatchObject([{ id: order?.id, paymentStatus: 'received' }]);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
