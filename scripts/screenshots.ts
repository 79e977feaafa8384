// Saves full-page screenshots of the storefront, the bag, the payment dialog, My Orders and My Learning
// at phone and desktop widths into test-results/, to look at by eye (`npm run screenshots`, after a build). It
// checks nothing, so it is a script rather than a test.
import type { Browser } from 'playwright-core';
import { ARTEFACTS_DIR } from '../e2e/support/browser';
import { buyCart, shopperWithAddress } from '../e2e/support/learner';
import { closeShopInBrowser, openShopInBrowser } from '../e2e/support/shop-in-browser';
import type { ShopServer } from '../e2e/support/shop-server';
import {
  ADDRESS,
  addToCartByApi,
  listedProducts,
  payButton,
  paymentDialog,
} from '../e2e/support/shopper';
import {
  DESKTOP,
  MOBILE,
  openPage,
  screenshot,
  scrollThrough,
  signUpInPage,
  uniqueEmail,
} from '../e2e/support/storefront';

type Viewport = typeof DESKTOP;

async function storefront(shop: ShopServer, browser: Browser, name: string, viewport: Viewport) {
  const page = await openPage(browser, viewport);
  await page.goto(`${shop.url}/`);
  const faqs = page.locator('#faqs');
  await scrollThrough(page, faqs);
  await faqs.waitFor();
  await screenshot(page, `landing-${name}`);

  await signUpInPage(page, uniqueEmail(`shot-${name}`));
  await page.goto(`${shop.url}/product-detail/1`);
  await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, `product-detail-${name}`);
  await page.context().close();
}

async function checkout(shop: ShopServer, browser: Browser, name: string, viewport: Viewport) {
  const page = await openPage(browser, viewport);
  await shopperWithAddress(page, shop.url, `shot-${name}`);
  const [first, second] = await listedProducts(shop.url);
  for (const id of [first?.id ?? '1', second?.id ?? '2']) await addToCartByApi(page, id);

  await page.goto(`${shop.url}/cart`);
  await page.getByRole('link', { name: 'Pay Securely' }).waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, `cart-${name}`);

  await page.goto(`${shop.url}/checkout`);
  await page.getByRole('radio', { name: new RegExp(ADDRESS.name) }).check();
  await payButton(page).click();
  await paymentDialog(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${ARTEFACTS_DIR}checkout-payment-${name}.png` });
  await page.keyboard.press('Escape');

  await page.goto(`${shop.url}/my-orders`);
  await page.getByRole('button', { name: 'Complete payment' }).waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, `my-orders-${name}`);
  await page.context().close();
}

/** A seat of the first listed workshop paid for, then My Learning with its dated batch. */
async function myLearning(shop: ShopServer, browser: Browser, name: string, viewport: Viewport) {
  const page = await openPage(browser, viewport);
  await shopperWithAddress(page, shop.url, `shot-learner-${name}`);
  const [first] = await listedProducts(shop.url);
  await addToCartByApi(page, first?.id ?? '1');
  await buyCart(page, shop.url);
  await page.goto(`${shop.url}/my-learning`);
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, `my-learning-${name}`);
  await page.context().close();
}

const session = await openShopInBrowser();
try {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    await storefront(session.shop, session.browser, name, viewport);
    await checkout(session.shop, session.browser, name, viewport);
    await myLearning(session.shop, session.browser, name, viewport);
  }
  console.log(`Screenshots saved in ${ARTEFACTS_DIR}`);
} finally {
  await closeShopInBrowser(session);
}
