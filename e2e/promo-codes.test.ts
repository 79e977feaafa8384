// Promo codes in Chromium: the admin creates a code in the console, a shopper applies it in the bag with
// Enter, sees the discount and the new total, pays the discounted amount with the test card, and finds
// the discount on the order in My Orders; the admin then sees the use counted.
import { formatRupeesAndPaise, TEST_CARDS } from '@kaushal/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { shopperWithAddress } from './support/learner';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import {
  ADDRESS,
  addToCartByApi,
  collectAlerts,
  listedProducts,
  paymentDialog,
  payButton,
  payWithCard,
} from './support/shopper';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';

describe('promo codes', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    ({ shop, browser, admin } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('is created by the admin, applied in the bag with Enter, paid at the discounted total and shown on the order', async () => {
    // The admin creates WELCOME15: 15 % off, five uses.
    await admin.goto(`${shop.url}/admin`);
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Promo codes' })
      .click();
    await admin.waitForURL(`${shop.url}/admin/promo-codes`);
    await admin.getByRole('button', { name: 'New promo code' }).click();
    const form = admin.getByRole('form', { name: 'New promo code' });
    await form.getByLabel('Code').fill('welcome15');
    await form.getByLabel('Percent off').fill('15');
    await form.getByLabel('Total uses (optional)').fill('5');
    await form.getByRole('button', { name: 'Create code' }).click();
    const row = admin.getByRole('row', { name: /WELCOME15/ });
    await row.getByRole('cell', { name: '0 / 5' }).waitFor();
    await row.getByText('Active').waitFor();

    // A shopper with one workshop in the bag: a wrong code first, then the admin's, typed with Enter.
    // axe-core runs as an inline script, which the shop's CSP rightly refuses.
    const page = await (await browser.newContext({ viewport: DESKTOP, bypassCSP: true })).newPage();
    const alerts = collectAlerts(page);
    await shopperWithAddress(page, shop.url, 'promo');
    const [product] = await listedProducts(shop.url);
    if (!product) throw new Error('the catalogue is empty');
    await addToCartByApi(page, product.id);
    await page.goto(`${shop.url}/cart`);
    const field = page.getByRole('textbox', { name: 'Promo code' });
    await field.fill('NOPE-2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').getByText('This code is not valid').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await field.fill('welcome15');
    await field.press('Enter');
    const discount = Math.round(product.discountPrice * 15) / 100;
    const total = product.discountPrice - discount;
    await page.getByText('Promo code WELCOME15 applied').waitFor();
    await expect(page.getByTestId('discount').textContent()).resolves.toBe(
      `−${formatRupeesAndPaise(discount)}`,
    );
    await expect(page.getByTestId('total-payable').textContent()).resolves.toBe(
      formatRupeesAndPaise(total),
    );

    expect(await axeViolations(page)).toEqual([]);

    // The test gateway is asked for the discounted amount, which its dialog shows in rupees and paise.
    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).check();
    // The checkout's total takes the discount off too.
    await expect(payButton(page).textContent()).resolves.toBe(`Pay ${formatRupeesAndPaise(total)}`);
    await payButton(page).click();
    const dialog = await paymentDialog(page);
    await dialog.getByRole('button', { name: `Pay ${formatRupeesAndPaise(total)}` }).waitFor();
    await payWithCard(dialog, TEST_CARDS.success);
    await page.waitForURL(/\/order-success\/\d+$/);
    const orderId = page.url().split('/').at(-1) ?? '';

    // The success page states the amount paid, the code, how and when it was paid, and the receipt.
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('amount-paid').textContent()).resolves.toBe(
      `${formatRupeesAndPaise(total)} (incl. GST)`,
    );
    await payment
      .getByText(`less promo code WELCOME15: −${formatRupeesAndPaise(discount)}`)
      .waitFor();
    await payment.getByText(/^\w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST by Card$/).waitFor();
    const reference = (await payment.getByText(/^pay_/).textContent()) ?? '';
    await payment
      .getByText(/^Your receipt and tax invoice KSH\/\d{2}-\d{2}\/\d{6} are on their way/)
      .waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `order-success-promo-${viewport.width}`);
    }

    await page.goto(`${shop.url}/my-orders`);
    const order = page.getByRole('article').filter({ hasText: `#${orderId}` });
    await order.getByText('Promo code WELCOME15', { exact: true }).waitFor();
    await order.getByText(reference, { exact: true }).waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `my-orders-promo-${viewport.width}`);
    }
    await expect(order.getByText(`−${formatRupeesAndPaise(discount)}`).count()).resolves.toBe(1);
    await order.getByText(formatRupeesAndPaise(total), { exact: true }).waitFor();
    expect(alerts).toEqual([]);

    // The paid order counted one use.
    await admin.reload();
    await admin
      .getByRole('row', { name: /WELCOME15/ })
      .getByRole('cell', { name: '1 / 5' })
      .waitFor();
  });
});
