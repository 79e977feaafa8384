// Refunds in Chromium: a shopper pays through the checkout with the test card, asks for a refund from
// My Orders with a reason (which the dialog requires), the admin finds the request with the orders
// console's filter and approves it with a note, and the shopper finds the order refunded and downloads the credit note,
// a PDF stating it is a credit note for the amount paid against the order's invoice. The shopper uses
// a phone, where the request dialog passes axe-core's checks.
import type { Order } from '@kaushal/shared/order';
import type { Product } from '@kaushal/shared/product';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { buyCart, shopperWithAddress } from './support/learner';
import { downloadedPdfText } from './support/pdf';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { callApi } from './support/shopper';
import { formatIstDate, formatIstTime } from '@kaushal/shared/ist';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';

const REASON = 'My office moved the exam to the workshop weekend.';

describe('refunds', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    ({ shop, browser, admin } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  it('refunds a paid order the shopper asked for once the admin approves it, with a credit note', async () => {
    const created = await callApi<Product>(admin, 'POST', '/products', {
      title: `Interview Skills ${Date.now()}`,
      description: 'Answers, posture and follow-ups.',
      images: ['/images/products/default.svg', '/images/products/default.svg'],
      thumbnail: '/images/products/default.svg',
      brand: 'Kaushal Careers',
      category: 'Careers',
      price: 2499,
      discountPercentage: 0,
      stock: 5,
    });
    expect(created.status).toBe(201);

    // On a phone, with axe-core allowed into the page.
    const shopper = await (
      await browser.newContext({ viewport: MOBILE, bypassCSP: true })
    ).newPage();
    await shopperWithAddress(shopper, shop.url, 'refund');
    expect(
      (await callApi(shopper, 'POST', '/cart', { product: created.body.id, quantity: 1 })).status,
    ).toBe(201);
    const orderId = await buyCart(shopper, shop.url);

    // The shopper asks; an empty reason is refused in the dialog.
    await shopper.goto(`${shop.url}/my-orders`);
    const card = shopper.getByRole('article', { name: `Order #${orderId}` });
    await card.getByRole('button', { name: 'Request refund' }).click();
    const request = shopper.getByRole('dialog', { name: `Request a refund for order #${orderId}` });
    await request.getByRole('button', { name: 'Send request' }).click();
    await request.getByText('Tell us why you want a refund').waitFor();
    expect(await axeViolations(shopper)).toEqual([]);
    await request.getByLabel('Why do you want a refund?').fill(REASON);
    await request.getByRole('button', { name: 'Send request' }).click();
    await request.waitFor({ state: 'detached' });
    await card.getByRole('heading', { name: 'Refund requested' }).waitFor();
    expect(await card.getByRole('button', { name: 'Request refund' }).count()).toBe(0);
    await screenshot(shopper, 'my-orders-refund-requested');

    // The admin finds the request in the console and approves it with a note.
    await admin.goto(`${shop.url}/admin/orders`);
    // Clicked rather than checked: the box follows the address, which the router changes in a transition.
    await admin.getByLabel('Refund requested only').click();
    await admin.waitForURL(/\?refund=requested$/);
    const row = admin.getByRole('row', { name: new RegExp(`^#${orderId}\\b`) });
    await row.getByText('Refund requested').waitFor();
    await row.getByRole('button', { name: `View order #${orderId}` }).click();
    const view = admin.getByRole('dialog', { name: `Order #${orderId}` });
    await view.getByText(REASON).waitFor();
    await view
      .getByLabel('Note to the customer (with your decision)')
      .fill('Refunded under the 7-day guarantee.');
    await view.getByRole('button', { name: 'Approve refund' }).click();
    await view.getByRole('link', { name: 'Download credit note' }).waitFor();
    await view.getByText('Refunded', { exact: false }).first().waitFor();
    await screenshot(admin, 'admin-order-refunded');

    // The shopper sees the order refunded and downloads the credit note.
    const { body: order } = await callApi<Order>(shopper, 'GET', `/orders/${orderId}`);
    expect(order).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
    await shopper.reload();
    await card.getByRole('heading', { name: 'Refunded' }).waitFor();
    const text = await downloadedPdfText(shopper, /^credit-note-KCN-\d{2}-\d{2}-\d{6}\.pdf$/, () =>
      card.getByRole('link', { name: 'Credit note' }).click(),
    );
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credit note number: ${order.creditNoteNumber}`);
    expect(text).toContain(`Against invoice ${order.invoiceNumber}`);
    expect(text).toContain('Total refunded ₹2,499.00');
    await screenshot(shopper, 'my-orders-refunded');
  });

  it('says why a paid order no longer offers a refund once its first session has started', async () => {
    const created = await callApi<Product>(admin, 'POST', '/products', {
      title: `Case Interviews ${Date.now()}`,
      description: 'Structure, maths and the final answer.',
      images: ['/images/products/default.svg', '/images/products/default.svg'],
      thumbnail: '/images/products/default.svg',
      brand: 'Kaushal Careers',
      category: 'Careers',
      price: 1999,
      discountPercentage: 0,
      stock: 5,
    });
    expect(created.status).toBe(201);
    const shopper = await (await browser.newContext({ viewport: MOBILE })).newPage();
    await shopperWithAddress(shopper, shop.url, 'refund-closed');
    expect(
      (await callApi(shopper, 'POST', '/cart', { product: created.body.id, quantity: 1 })).status,
    ).toBe(201);
    const orderId = await buyCart(shopper, shop.url);

    // The batch's first session is moved to an hour ago: the guarantee has closed.
    const { body: batches } = await callApi<{ id: string }[]>(
      admin,
      'GET',
      `/products/${created.body.id}/batches?admin=true`,
    );
    const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60 * 60_000);
    const moved = await callApi(
      admin,
      'PATCH',
      `/products/${created.body.id}/batches/${batches[0]!.id}`,
      {
        sessions: [
          {
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + 3 * 60 * 60_000).toISOString(),
          },
        ],
      },
    );
    expect(moved.status).toBe(200);

    await shopper.goto(`${shop.url}/my-orders`);
    const card = shopper.getByRole('article', { name: `Order #${orderId}` });
    await card
      .getByText(
        `Refunds closed when the first session started: ${formatIstDate(startsAt)}, ${formatIstTime(startsAt)} IST.`,
      )
      .waitFor();
    expect(await card.getByRole('button', { name: 'Request refund' }).count()).toBe(0);
    for (const viewport of [MOBILE, DESKTOP]) {
      await shopper.setViewportSize(viewport);
      await screenshot(shopper, `my-orders-refund-closed-${viewport.width}`);
    }
  });
});
