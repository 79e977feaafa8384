// Keyboard use and accessibility checks in Chromium against the production build: every part of the
// landing page can be reached by Tab, focus is visible and lands where a keyboard user expects it,
// and axe-core finds no violations on the landing page, the bag and the checkout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import { addToCartByApi, listedProducts } from './support/shopper';
import {
  DESKTOP,
  hydrated,
  MOBILE,
  openPage,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName, text: active?.textContent?.trim() };
  });

describe('keyboard', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  async function landingPage(viewport?: { width: number; height: number }) {
    const page = await openPage(browser, viewport);
    await page.goto(`${shop.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page arrives rendered; its controls answer once the app has taken it over.
    await hydrated(page, 'footer');
    return page;
  }

  it('reaches the footer of the landing page by Tab alone', async () => {
    const page = await landingPage();
    // Every section is in the page without scrolling: the footer's links are there to Tab to.
    await page.getByRole('contentinfo').getByRole('link').first().waitFor({ state: 'attached' });
    let inFooter = false;
    for (let press = 0; press < 300 && !inFooter; press += 1) {
      await page.keyboard.press('Tab');
      inFooter = await page.evaluate(() => document.activeElement?.closest('footer') !== null);
    }
    expect(inFooter).toBe(true);
  });

  /** The focused element's text, once focus has moved into the element `selector` names. */
  const focusWithin = async (page: Page, selector: string) => {
    await page.waitForFunction((within) => document.activeElement?.closest(within), selector);
    return activeElement(page);
  };

  /** The landing page, scrolled to its workshop cards, with focus at their section's heading. */
  async function landingProducts() {
    const page = await landingPage();
    await page.getByRole('link', { name: 'Products' }).first().click();
    // Focus moves once the navigation has been taken: a key pressed before then would be overtaken.
    await focusWithin(page, '#products');
    // The cards are a part of their own, taken over when their code arrives.
    await hydrated(page, '#products article button');
    return page;
  }

  it('starts the next Tab at the section a navigation entry scrolled to', async () => {
    const page = await landingPage();
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Products',
    });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(focusWithin(page, '#products')).resolves.toEqual({
      tag: 'H2',
      text: 'Our Products',
    });
    const firstTitle = page.locator('#products article').first().getByRole('heading');
    await firstTitle.waitFor();
    await page.keyboard.press('Tab');
    await expect(activeElement(page)).resolves.toEqual({
      tag: 'BUTTON',
      text: (await firstTitle.textContent())?.trim(),
    });
  });

  it('shows a focus ring on a workshop card’s controls when reached by keyboard', async () => {
    const page = await landingProducts();
    const card = page.locator('#products article').first();
    const opener = card.getByRole('heading').getByRole('button');
    await opener.waitFor();
    // The controls are reached by the keyboard, so the browser shows their focus as it would for Tab.
    await card.getByRole('button', { name: 'Buy now' }).focus();
    await page.keyboard.press('Shift+Tab');
    /** The ring of the focused control: the opener draws it on its card-wide ::after. */
    const ring = (pseudo: string | null) =>
      page.evaluate((part) => {
        const style = getComputedStyle(document.activeElement!, part);
        return {
          style: style.outlineStyle,
          // How far the ring reaches outside its box.
          reach: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
        };
      }, pseudo);

    await expect(opener.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
    const openerRing = await ring('::after');
    expect(openerRing.style).not.toBe('none');
    // The ::after covers the whole card, which clips what lies outside it: the ring stays inside.
    expect(openerRing.reach).toBeLessThanOrEqual(0);

    for (const name of ['Buy now', /to cart/]) {
      await page.keyboard.press('Tab');
      const button = card.getByRole('button', { name });
      await expect(button.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
      const buttonRing = await ring(null);
      expect(buttonRing.style).not.toBe('none');
      expect(buttonRing.reach).toBeGreaterThan(0);
    }
  });

  it('moves focus to the new page’s heading after following a link', async () => {
    const page = await landingPage();
    // On first load nothing is focused for the visitor.
    await expect(activeElement(page)).resolves.toMatchObject({ tag: 'BODY' });
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await page.waitForURL(`${shop.url}/about`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await expect(activeElement(page)).resolves.toEqual({
      tag: 'H1',
      text: 'Building skills that open doors',
    });
  });

  it('closes the mobile menu with Escape and returns focus to its button', async () => {
    const page = await landingPage(MOBILE);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const aboutInMenu = page.locator('header').getByRole('link', { name: 'About Us' });
    await aboutInMenu.waitFor();
    await aboutInMenu.focus();
    await page.keyboard.press('Escape');
    await aboutInMenu.waitFor({ state: 'hidden' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menuButton.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
  });

  it('returns focus to what opened a dialog once it closes', async () => {
    const page = await landingProducts();
    const opener = page
      .locator('#products article')
      .first()
      .getByRole('heading')
      .getByRole('button');
    await opener.waitFor();
    for (const close of ['Escape', 'Close'] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).click();
      await page.locator('dialog').waitFor({ state: 'detached' });
      await expect(opener.evaluate((button) => button === document.activeElement)).resolves.toBe(
        true,
      );
    }
  });

  it('scrolls to the top from Home and the logo, also on the landing page itself', async () => {
    const page = await landingPage();
    for (const link of [
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home', exact: true }),
      page.getByRole('link', { name: 'Kaushal home' }),
    ]) {
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await page.waitForFunction(() => window.scrollY > 0);
      await link.click();
      await page.waitForFunction(() => window.scrollY === 0);
    }
  });

  it('finds no accessibility violations on the landing page, the bag and the checkout', async () => {
    // axe-core goes into the page as an inline script, which the shop's CSP rightly refuses.
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByRole('contentinfo').waitFor();
    await page.locator('#products article').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await signUpInPage(page, uniqueEmail('axe'));
    const [product] = await listedProducts(shop.url);
    await addToCartByApi(page, product!.id);
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${shop.url}/checkout`);
    await page.getByText('Debit or credit card, paid securely online').waitFor();
    await page.getByRole('radio', { name: /Card/ }).check();
    expect(await axeViolations(page)).toEqual([]);
  });
});
