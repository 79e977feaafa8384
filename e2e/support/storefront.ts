// Shared steps of the storefront's browser tests: pages at a given size, sign-up, the mail outbox.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTEFACTS_DIR } from './browser';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

export async function openPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

let counter = 0;
/** A fresh address per call, so tests never collide on one database. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = 'Learn2Grow!';

/** Signs up through the API from inside the page, so the browser holds the session cookie. */
export async function signUpInPage(page: Page, email: string, password = PASSWORD) {
  const status = await page.evaluate(
    async ([address, secret]) => {
      const response = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: secret, confirmPassword: secret }),
      });
      return response.status;
    },
    [email, password] as const,
  );
  if (status !== 201) throw new Error(`sign-up answered ${status}`);
}

/**
 * Scrolls to the bottom in steps, so every section that loads on approach is on the page, until the
 * page stops growing; then back to the top.
 */
export async function scrollThrough(page: Page) {
  let settled = 0;
  for (let step = 0; step < 120 && settled < 4; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    settled = atBottom ? settled + 1 : 0;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTEFACTS_DIR, `${name}.png`), fullPage: true });
}

/** The reset link from the newest mail in the shop's outbox, as a path on the shop. */
export async function resetLinkFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      // Undo quoted-printable soft breaks and escapes before looking for the link.
      const mail = (await readFile(join(outbox, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      const link = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(mail)?.[0];
      if (link && decodeURIComponent(link).includes(email)) {
        const url = new URL(link.replace(/&amp;/g, '&'));
        return url.pathname + url.search;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}
