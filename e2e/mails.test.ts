// The shop's e-mails as a mail client shows them, in Chromium at 375 and 1280 px: a shopper signs up and
// pays for two seats, and the welcome and the receipt are read from the shop's outbox, both parts
// checked, then opened: no sideways scrolling on a phone, and the receipt's button in view.
import { TEST_CARDS } from '@kaushal/shared/constants';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { ADDRESS, addToCartByApi, callApi, listedProducts } from './support/shopper';
import {
  DESKTOP,
  mailFromOutbox,
  MOBILE,
  screenshot,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

describe('the shop e-mails in a browser', () => {
  let shop: ShopServer;
  let browser: Browser;
  let email: string;
  let orderId: string;
  let title: string;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
    const page = await browser.newPage();
    await page.goto(`${shop.url}/about`);
    email = uniqueEmail('mails');
    await signUpInPage(page, email);
    const [product] = await listedProducts(shop.url);
    title = product!.title;
    await addToCartByApi(page, product!.id, 2);
    const order = await callApi<{ id: string }>(page, 'POST', '/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    orderId = order.body.id;
    // Paid through the test gateway as its dialog pays, so the shop confirms it and writes the receipt.
    const opened = await callApi<{ id: string }>(page, 'POST', '/payments/order', { orderId });
    const paid = await callApi(page, 'POST', '/payments/test-gateway/pay', {
      providerOrderId: opened.body.id,
      card: { number: TEST_CARDS.success, expiry: '12/30', cvv: '123', name: 'Asha Verma' },
    });
    expect((await callApi(page, 'POST', '/order-verify', paid.body)).status).toBe(200);
    await page.close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /**
   * Shows the mail's HTML part at 375 and 1280 px, as a mail client's reading pane does: `check` sees
   * each page, which must not scroll sideways, and the page is kept as a screenshot `mail-{name}-{width}`.
   */
  async function atBothWidths(
    mail: ParsedMail,
    name: string,
    check: (page: Page, viewport: typeof MOBILE) => Promise<void>,
  ) {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      await page.setContent(mail.html as string);
      await check(page, viewport);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(sideways, `sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `mail-${name}-${viewport.width}`);
      await page.close();
    }
  }

  it('reads the receipt from the outbox in both parts', async () => {
    const receipt = await mailFromOutbox(
      shop.dataDir,
      email,
      `Your Kaushal order #${orderId} is confirmed`,
    );
    const lines = receipt.text!.split('\n');
    // The shop links to itself by its public address (localhost here), so links are compared by path.
    expect(lines).toContainEqual(
      expect.stringMatching(/^Go to My Learning: http:\/\/[^/]+\/my-learning$/),
    );
    expect(lines.find((line) => line.startsWith('Amount paid: '))).toMatch(/ for 2 seats/);
    expect(lines.find((line) => line.startsWith('Paid by card on '))).toMatch(
      /payment reference \S+/,
    );
    expect(receipt.attachments.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^invoice-.+\.pdf$/),
    ]);

    await atBothWidths(receipt, 'receipt', async (page, viewport) => {
      const button = page.getByRole('link', { name: 'Go to My Learning' });
      expect(new URL((await button.getAttribute('href'))!).pathname).toBe('/my-learning');
      expect(await button.isVisible()).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.getByText(`${title} × 2`).waitFor();
      await page.getByText('Amount paid', { exact: true }).waitFor();
    });
  });

  it('reads the welcome from the outbox and shows it without sideways scrolling', async () => {
    const welcome = await mailFromOutbox(shop.dataDir, email, 'Welcome to Kaushal');
    expect(welcome.text).toMatch(/\nBrowse the workshops: http:\/\/[^/]+\/view-all-products\n/);
    await atBothWidths(welcome, 'welcome', async (page) => {
      expect(await page.getByRole('link', { name: 'Browse the workshops' }).isVisible()).toBe(true);
      await page.getByText(/^Kaushal is run by /).waitFor();
    });
  });
});
