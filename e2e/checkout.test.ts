// Cart, checkout with the offline test gateway, order success and My Orders in Chromium, against the
// production build on the embedded database.
import { formatRupees, formatRupeesAndPaise, gstBreakdown, TEST_CARDS } from '@kaushal/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import {
  ADDRESS,
  addToCartByApi,
  callApi,
  collectAlerts,
  fillAddress,
  listedProducts,
  payButton,
  paymentDialog,
  payWithCard,
} from './support/shopper';
import {
  DESKTOP,
  MOBILE,
  openPage,
  screenshot,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

interface OwnOrder {
  id: string;
  status: string;
  paymentStatus: string;
  totalAmount: number;
  totalItems: number;
}

describe('checkout', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** A new signed-in shopper on a page of the shop. */
  async function shopper(prefix: string, viewport = DESKTOP): Promise<Page> {
    const page = await openPage(browser, viewport);
    await page.goto(`${shop.url}/about`);
    await signUpInPage(page, uniqueEmail(prefix));
    return page;
  }

  const ownOrders = async (page: Page) =>
    (await callApi<OwnOrder[]>(page, 'GET', '/orders/own')).body;

  /** A shopper with one saved address and the given workshops in the cart, on the checkout. */
  async function readyToOrder(prefix: string, productIds: string[], viewport = DESKTOP) {
    const page = await shopper(prefix, viewport);
    const { body: user } = await callApi<{ id: string }>(page, 'GET', '/users/own');
    await callApi(page, 'PATCH', `/users/${user.id}`, { addresses: [ADDRESS] });
    for (const id of productIds) await addToCartByApi(page, id);
    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).check();
    return page;
  }

  it('buys two workshops: quantity, remove, new address, card payment, success, My Orders', async () => {
    const page = await shopper('buyer');
    const alerts = collectAlerts(page);

    // Two workshops from the list, each with its toast; the badge counts the lines.
    await page.goto(`${shop.url}/view-all-products`);
    const cards = page.locator('article');
    const titles: string[] = [];
    for (const index of [0, 1]) {
      const title = (await cards.nth(index).getByRole('heading').textContent()) ?? '';
      titles.push(title);
      await cards
        .nth(index)
        .getByRole('button', { name: `Add ${title} to cart` })
        .click();
      await page.getByText(`${title} added to cart!`).waitFor();
    }
    const [first = '', second = ''] = titles;
    await page.getByTestId('cart-count').getByText('2').waitFor();

    // The bag: three seats of the first, then the second removed through the dialog.
    await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await page.getByRole('heading', { name: 'Your Bag', level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe('Your Bag | Kaushal');
    await page.getByLabel(`Qty of ${first}`).selectOption('3');
    await expect
      .poll(async () =>
        (await callApi<{ quantity: number }[]>(page, 'GET', '/cart')).body
          .map((line) => line.quantity)
          .sort(),
      )
      .toEqual([1, 3]);

    await page.getByRole('button', { name: `Remove ${second}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${second}` });
    await confirm.getByText('Are you sure you want to delete this item from your cart?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: second }).waitFor({ state: 'detached' });
    await page.getByTestId('cart-count').getByText('1').waitFor();

    const products = await listedProducts(shop.url);
    const price = products.find((product) => product.title === first)?.discountPrice ?? 0;
    // The bag has no address yet: its GST is the shop's own state's (Maharashtra), CGST + SGST.
    const gstFor = (intraState: boolean) =>
      gstBreakdown({ linesPaise: [price * 300], discountPaise: 0, ratePercent: 18, intraState })
        .total;
    const paise = (amount: number) => formatRupeesAndPaise(amount / 100);
    const inBag = gstFor(true);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByTestId('total-payable').textContent()).resolves.toBe(
      formatRupeesAndPaise(price * 3),
    );
    await summary.getByText('Total payable').waitFor();
    await summary.getByText('(incl. GST)').waitFor();
    await expect(summary.getByTestId('taxable').textContent()).resolves.toBe(
      paise(inBag.taxablePaise),
    );
    await summary.getByText('CGST 9 %').waitFor();
    await expect(summary.getByTestId('cgst').textContent()).resolves.toBe(paise(inBag.cgstPaise));
    await summary.getByText('SGST 9 %').waitFor();
    await expect(summary.getByTestId('sgst').textContent()).resolves.toBe(paise(inBag.sgstPaise));
    expect(await summary.getByText('IGST', { exact: false }).count()).toBe(0);

    // Checkout with a new address, which is saved and chosen.
    await page.getByRole('link', { name: 'Pay Securely' }).click();
    await page.waitForURL(`${shop.url}/checkout`);
    await page.getByRole('radio', { name: /A full address/ }).check();
    const newAddress = page.getByRole('region', { name: 'Add a new address' });
    await newAddress.getByRole('button', { name: 'Add address' }).click();
    await newAddress.getByText('Enter your full name').waitFor();
    await newAddress.getByText('Enter your PIN code').waitFor();
    await newAddress.getByText('Choose your state').waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `address-errors-${viewport.width}`);
    }
    await page.setViewportSize(DESKTOP);
    await fillAddress(newAddress, ADDRESS);
    await newAddress.getByRole('button', { name: 'Add address' }).click();
    const radio = page.getByRole('radio', { name: new RegExp(ADDRESS.name) });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    await expect(page.getByTestId('checkout-subtotal').textContent()).resolves.toBe(
      formatRupees(price * 3),
    );
    // Billed to Karnataka, another state than the shop's: IGST 18 %.
    const atCheckout = gstFor(false);
    const checkoutSummary = page.getByRole('region', { name: 'Order summary' });
    await checkoutSummary.getByText('IGST 18 %').waitFor();
    await expect(checkoutSummary.getByTestId('igst').textContent()).resolves.toBe(
      paise(atCheckout.igstPaise),
    );
    await expect(checkoutSummary.getByTestId('taxable').textContent()).resolves.toBe(
      paise(atCheckout.taxablePaise),
    );
    expect(await checkoutSummary.getByText('CGST', { exact: false }).count()).toBe(0);
    expect(await page.getByText('Shipping and taxes calculated at checkout.').count()).toBe(0);
    await page.getByRole('button', { name: `Pay ${formatRupeesAndPaise(price * 3)}` }).waitFor();

    // Pay opens the test gateway; the success card pays and verification leads on.
    await payButton(page).click();
    const dialog = await paymentDialog(page);
    await dialog.getByText(TEST_CARDS.success).waitFor();
    await payWithCard(dialog, TEST_CARDS.success);
    await page.waitForURL(/\/order-success\/\d+$/);
    const orderId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: 'Order Successfully Placed' }).waitFor();
    await page.getByText(`Order Number #${orderId}`).waitFor();
    await page.getByText('You can check your order in My Account My Orders').waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    expect(alerts).toEqual([]);

    // My Orders: paid, at the server's total.
    const [order] = await ownOrders(page);
    expect(order).toMatchObject({
      id: orderId,
      paymentStatus: 'received',
      totalAmount: price * 3,
      totalItems: 3,
    });
    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(`${shop.url}/my-orders`);
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await expect
      .poll(() => card.getByTestId('order-status').textContent())
      .toBe('Status: Confirmed');
    await card.getByText(first).waitFor();
    await card.getByText(formatRupees(price * 3), { exact: true }).waitFor();
    await card.getByText(ADDRESS.street).waitFor();
    expect(await card.getByRole('button', { name: 'Complete payment' }).count()).toBe(0);
    await page.context().close();
  });

  it('refuses invalid cards in the form, reports a declined card once in the page with Retry, and lets My Orders complete the payment', async () => {
    const [product] = await listedProducts(shop.url);
    const page = await readyToOrder('declined', [product?.id ?? '1']);
    const alerts = collectAlerts(page);

    await payButton(page).click();
    let dialog = await paymentDialog(page);
    // A number failing the Luhn check and an expired card never reach the gateway.
    await payWithCard(dialog, '4111 1111 1111 1112');
    await dialog.getByText('Card number is not valid').waitFor();
    await payWithCard(dialog, TEST_CARDS.success, '01/24');
    await dialog.getByText('This card has expired').waitFor();

    await payWithCard(dialog, TEST_CARDS.declined);
    await dialog.waitFor({ state: 'detached' });
    const message = page.getByRole('alert');
    await message
      .getByText(
        'Payment failed: Your payment was declined by the bank. Please try another card. Your order is saved; you can pay again.',
      )
      .waitFor();
    expect(await message.count()).toBe(1);
    expect(alerts).toEqual([]);
    const [orderId] = (await ownOrders(page)).map((order) => order.id);

    // Retry opens the same order's payment; closing it says so and leaves the order payable.
    await message.getByRole('button', { name: 'Retry' }).click();
    dialog = await paymentDialog(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await message.getByText('Payment cancelled. Your order is saved; you can pay again.').waitFor();
    expect(await message.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await ownOrders(page)).toMatchObject([
      { id: orderId, status: 'pending', paymentStatus: 'pending' },
    ]);

    await page.goto(`${shop.url}/my-orders`);
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await expect
      .poll(() => card.getByTestId('order-status').textContent())
      // A pay-by time past midnight IST names its day too.
      .toMatch(
        /^Status: Awaiting payment: pay by (\w{3} \d{1,2} \w{3}, )?\d\d:\d\d IST or the seat is released$/,
      );
    await card
      .getByText("Your order is being processed. You will receive an update once it's confirmed.")
      .waitFor();
    await card.getByRole('button', { name: 'Complete payment' }).click();
    await payWithCard(await paymentDialog(page), TEST_CARDS.success);
    await page.waitForURL(`${shop.url}/order-success/${orderId}`);
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    expect(await ownOrders(page)).toMatchObject([{ id: orderId, paymentStatus: 'received' }]);
    expect(alerts).toEqual([]);
    await page.context().close();
  });

  it('alerts and orders nothing without an address; a double click places one order', async () => {
    const page = await shopper('hasty');
    const alerts = collectAlerts(page);
    const [product] = await listedProducts(shop.url);
    await addToCartByApi(page, product?.id ?? '1');
    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    // An online workshop may be billed to a name and a state; this buyer bills a full address.
    await page.getByRole('radio', { name: /A full address/ }).check();
    await page.getByText('No saved addresses yet: add one above.').waitFor();

    // The reason shows next to the button, not in a browser alert.
    await payButton(page).click();
    await page.getByRole('alert').getByText('Enter Address and Payment method').waitFor();
    expect(alerts).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await ownOrders(page)).toEqual([]);

    // Without an address the GST is the shop's own state's; the chosen address's state then
    // decides it (Karnataka: IGST).
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('CGST 9 %').waitFor();
    await fillAddress(page.getByRole('region', { name: 'Add a new address' }), ADDRESS);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).waitFor();
    await summary.getByText('IGST 18 %').waitFor();
    expect(await summary.getByText('CGST 9 %').count()).toBe(0);
    await payButton(page).dblclick();
    const dialog = await paymentDialog(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await ownOrders(page)).toHaveLength(1);

    // Ordering again with the same bag and address pays the same pending order.
    await payButton(page).click();
    await paymentDialog(page);
    expect(await ownOrders(page)).toHaveLength(1);
    expect(alerts).toHaveLength(0);
    await page.context().close();
  });

  it('says beside Pay why a bag of more seats than an account may hold unpaid is refused, until the bag changes', async () => {
    const products = (await listedProducts(shop.url)).slice(0, 3);
    const page = await readyToOrder(
      'hoarder',
      products.map((product) => product.id),
    );
    for (const product of products) {
      await page.getByLabel(`Qty of ${product.title}`).selectOption('4');
    }
    await page.getByTestId('checkout-subtotal').waitFor();
    await expect
      .poll(async () =>
        (await callApi<{ quantity: number }[]>(page, 'GET', '/cart')).body.map((l) => l.quantity),
      )
      .toEqual([4, 4, 4]);

    // Pressed from the keyboard.
    await payButton(page).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .getByText(
        'You can hold at most 10 seats at a time in an unpaid order; this order has 12. ' +
          'Remove 2 seats from your bag, or pay for this order and book the rest afterwards.',
      )
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await ownOrders(page)).toEqual([]);

    await page.getByLabel(`Qty of ${products[0]!.title}`).selectOption('2');
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await payButton(page).click();
    await paymentDialog(page);
    expect((await ownOrders(page)).map((order) => order.totalItems)).toEqual([10]);
    await page.context().close();
  });

  it('shows the empty bag and empty orders, and sends an empty checkout home', async () => {
    const page = await shopper('empty');
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.getByText("Looks like you haven't added any workshops to your cart yet.").waitFor();
    await page.goto(`${shop.url}/my-orders`);
    await page.getByRole('heading', { name: 'No orders yet' }).waitFor();
    await page.getByRole('link', { name: 'Browse Workshops' }).click();
    await page.waitForURL(`${shop.url}/home`);
    await page.goto(`${shop.url}/checkout`);
    await page.waitForURL(`${shop.url}/`);
    await page.goto(`${shop.url}/order-success/999999`);
    await page.waitForURL(`${shop.url}/`);
    await page.context().close();
  });
});
