// Every browser suite's setting: the production build on its own database, and Chromium to drive it.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { ARTEFACTS_DIR, launchBrowser } from './browser';
import { startShop, type ShopServer } from './shop-server';

export interface ShopInBrowser {
  shop: ShopServer;
  browser: Browser;
}

export async function openShopInBrowser(env: Record<string, string> = {}): Promise<ShopInBrowser> {
  mkdirSync(ARTEFACTS_DIR, { recursive: true });
  return { shop: await startShop(env), browser: await launchBrowser() };
}

export async function closeShopInBrowser(session: Partial<ShopInBrowser>): Promise<void> {
  await session.browser?.close();
  await session.shop?.stop();
}
