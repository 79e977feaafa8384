// The legal pages a live merchant needs: the footer names the configured business and links its terms,
// privacy and refund pages, which read with JavaScript off; the contact page names the grievance
// officer; sign-up and checkout say what the visitor agrees to.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { addToCartByApi, listedProducts } from './support/shopper';
import { DESKTOP, hydrated, openPage, signUpInPage, uniqueEmail } from './support/storefront';

/** A business other than the demo one, so the pages prove they read the configuration. */
const BUSINESS = {
  BUSINESS_LEGAL_NAME: 'Hunar Skills LLP',
  BUSINESS_ADDRESS: '14 Residency Road, Bengaluru, Karnataka 560025',
  BUSINESS_STATE: 'Karnataka',
  BUSINESS_GSTIN: '29AAGCB7383J1Z4',
  GRIEVANCE_OFFICER_NAME: 'Ravi Menon',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@hunar.example',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
};

const LEGAL_PAGES = [
  {
    link: 'Terms of Use',
    path: '/terms',
    text: 'GSTIN 29AAGCB7383J1Z4, registered at 14 Residency',
  },
  {
    link: 'Privacy Policy',
    path: '/privacy',
    text: 'Hunar Skills LLP ("Kaushal", "we", "us") is the data fiduciary',
  },
  {
    link: 'Refund and Cancellation Policy',
    path: '/refund-policy',
    text: 'within 5–7 working days',
  },
] as const;

describe('legal pages', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser(BUSINESS));
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  const footer = (page: Page) => page.getByRole('contentinfo');

  it('names the business in the footer, whose links open the three pages', async () => {
    const page = await openPage(browser);
    await page.goto(shop.url);
    await expect(
      footer(page).getByText('Hunar Skills LLP · GSTIN 29AAGCB7383J1Z4').isVisible(),
    ).resolves.toBe(true);
    await hydrated(page, 'footer a[href="/terms"]');
    for (const { link, path } of LEGAL_PAGES) {
      await footer(page).getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${shop.url}${path}`);
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
      await expect(page.title()).resolves.toBe(`${link} | Kaushal`);
    }
    await page.context().close();
  });

  it('reads with JavaScript off, with the business filled in', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    for (const { link, path, text } of LEGAL_PAGES) {
      await page.goto(`${shop.url}${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(link);
      await expect(main.getByText(text).isVisible()).resolves.toBe(true);
      await expect(
        main.getByText('Ravi Menon, Grievance Officer, Hunar Skills LLP').first().isVisible(),
      ).resolves.toBe(true);
      await expect(footer(page).getByText('GSTIN 29AAGCB7383J1Z4').isVisible()).resolves.toBe(true);
    }
    await page.goto(`${shop.url}/refund-policy`);
    await expect(
      page.getByText('within 7 days of payment, as long as the first session').isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('names the grievance officer on the contact page, even with JavaScript off', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${shop.url}/contact`);
      const officer = page.locator('div', {
        has: page.getByRole('heading', { name: 'Grievance officer' }),
      });
      await officer.last().waitFor();
      await expect(officer.last().getByText('Ravi Menon').isVisible()).resolves.toBe(true);
      await expect(
        officer.last().getByRole('link', { name: 'grievance@hunar.example' }).getAttribute('href'),
      ).resolves.toBe('mailto:grievance@hunar.example');
      await expect(
        officer.last().getByRole('link', { name: '+91 80 4000 1234' }).getAttribute('href'),
      ).resolves.toBe('tel:+918040001234');
      await context.close();
    }
  });

  it('has no accessibility violations on the legal and contact pages', async () => {
    // axe-core is put into the page as a script, which the shop's CSP would refuse.
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    for (const path of [...LEGAL_PAGES.map((legal) => legal.path), '/contact']) {
      await page.goto(`${shop.url}${path}`);
      await hydrated(page, 'footer a[href="/terms"]');
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('tells the visitor what they agree to when signing up and placing an order', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop.url}/signup`);
    const signUpAgreement = page.getByText('By creating an account you agree to the');
    await expect(signUpAgreement.textContent()).resolves.toBe(
      'By creating an account you agree to the Terms of Use and the Privacy Policy.',
    );
    await expect(
      signUpAgreement.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'),
    ).resolves.toBe('/privacy');

    await signUpInPage(page, uniqueEmail('agrees'));
    const [workshop] = await listedProducts(shop.url);
    await addToCartByApi(page, workshop!.id);
    await page.goto(`${shop.url}/checkout`);
    const orderAgreement = page.getByText('By placing this order you agree to the');
    await expect(orderAgreement.textContent()).resolves.toBe(
      'By placing this order you agree to the Terms of Use and the Refund and Cancellation Policy.',
    );
    await hydrated(page, 'main a[href="/refund-policy"]');
    await orderAgreement.getByRole('link', { name: 'Refund and Cancellation Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' }).waitFor();
    await page.context().close();
  });
});
