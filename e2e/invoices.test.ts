// Tax invoices in Chromium: a shopper pays through the checkout with the test card, downloads the
// invoice from My Orders as a PDF stating its number and the amount paid, and the admin finds the same
// invoice in the order's view.
import type { Order } from '@kaushal/shared/order';
import type { Product } from '@kaushal/shared/product';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyCart, shopperWithAddress } from './support/learner';
import { downloadedPdfText } from './support/pdf';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { callApi } from './support/shopper';
import { openPage, screenshot } from './support/storefront';

/** The text of a downloaded invoice. */
const downloadedText = (page: Page, click: () => Promise<void>) =>
  downloadedPdfText(page, /^invoice-KSH-\d{2}-\d{2}-\d{6}\.pdf$/, click);

describe('tax invoices', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    ({ shop, browser, admin } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('downloads the invoice of a paid order from My Orders and from the admin’s order view', async () => {
    const created = await callApi<Product>(admin, 'POST', '/products', {
      title: `GST for Freelancers ${Date.now()}`,
      description: 'Invoices, returns and input credit.',
      images: ['/images/products/default.svg', '/images/products/default.svg'],
      thumbnail: '/images/products/default.svg',
      brand: 'Kaushal Careers',
      category: 'Finance',
      price: 2999,
      discountPercentage: 0,
      stock: 5,
    });
    expect(created.status).toBe(201);

    const shopper = await openPage(browser);
    await shopperWithAddress(shopper, shop.url, 'invoice');
    expect(
      (await callApi(shopper, 'POST', '/cart', { product: created.body.id, quantity: 1 })).status,
    ).toBe(201);
    const orderId = await buyCart(shopper, shop.url);
    const { body: order } = await callApi<Order>(shopper, 'GET', `/orders/${orderId}`);
    expect(order.invoiceNumber).toMatch(/^KSH\/\d{2}-\d{2}\/\d{6}$/);

    await shopper.goto(`${shop.url}/my-orders`);
    const card = shopper.getByRole('article', { name: `Order #${orderId}` });
    const own = await downloadedText(shopper, () =>
      card.getByRole('link', { name: 'Download invoice' }).click(),
    );
    expect(own).toContain('Tax Invoice');
    expect(own).toContain(`Invoice number: ${order.invoiceNumber}`);
    expect(own).toContain('Total paid ₹2,999.00');
    await screenshot(shopper, 'my-orders-invoice');

    await admin.goto(`${shop.url}/admin/orders`);
    const row = admin.getByRole('row', { name: new RegExp(`^#${orderId}\\b`) });
    await row.getByRole('button', { name: `View order #${orderId}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Order #${orderId}` });
    await dialog.getByText(`Tax invoice ${order.invoiceNumber}`).waitFor();
    await screenshot(admin, 'admin-order-invoice');
    const adminCopy = await downloadedText(admin, () =>
      dialog.getByRole('link', { name: 'Download invoice' }).click(),
    );
    expect(adminCopy).toBe(own);
  });
});
