// Every browser suite's setting: the production build on its own database, and Chromium to drive it.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTEFACTS_DIR, launchBrowser } from './browser';
import { startShop, type ShopServer } from './shop-server';
import { ADMIN, signInInPage } from './shopper';
import { openPage } from './storefront';

export interface ShopInBrowser {
  shop: ShopServer;
  browser: Browser;
}

export async function openShopInBrowser(env: Record<string, string> = {}): Promise<ShopInBrowser> {
  mkdirSync(ARTEFACTS_DIR, { recursive: true });
  return { shop: await startShop(env), browser: await launchBrowser() };
}

/** The shop with its admin account, and a page signed in as that admin. */
export async function openShopWithAdmin(
  env: Record<string, string> = {},
): Promise<ShopInBrowser & { admin: Page }> {
  const session = await openShopInBrowser({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const admin = await openPage(session.browser);
  await admin.goto(`${session.shop.url}/about`);
  await signInInPage(admin, ADMIN.email, ADMIN.password);
  return { ...session, admin };
}

export async function closeShopInBrowser(session: Partial<ShopInBrowser>): Promise<void> {
  await session.browser?.close();
  await session.shop?.stop();
}
