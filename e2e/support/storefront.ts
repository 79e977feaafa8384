// Shared steps of the storefront's browser tests: pages at a given size, sign-up, the mail outbox.
import { watch } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Locator, Page, Request } from 'playwright-core';
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

/** An account made in the page's browser, then signed out again: a returning shopper, not signed in. */
export async function registeredButSignedOut(page: Page, email: string, password = PASSWORD) {
  await signUpInPage(page, email, password);
  await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
}

/** The requests the page has sent from now on and not yet seen answered. */
function requestsInFlight(page: Page) {
  const pending = new Set<Request>();
  const listeners = new Set<() => void>();
  const answered = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) for (const idle of listeners) idle();
  };
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return {
    /** Resolves once every request sent so far has been answered (or has failed). */
    settled: () =>
      new Promise<void>((resolve) => {
        if (pending.size === 0) return resolve();
        const idle = () => {
          listeners.delete(idle);
          resolve();
        };
        listeners.add(idle);
      }),
  };
}

/**
 * Scrolls down in steps, so every section that loads on approach is on the page, until the page ends
 * with `last` on it; then back to the top. After each step it waits for two frames (sections near the
 * viewport have been told so and have asked for what they show) and for those requests' answers; a
 * section that has arrived may still take a few steps to render and make the page longer.
 */
export async function scrollThrough(page: Page, last: Locator) {
  const requests = requestsInFlight(page);
  const stepDown = () =>
    page.evaluate(async () => {
      window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
  for (let step = 0; step < 120; step += 1) {
    const atBottom = await stepDown();
    await requests.settled();
    // At the bottom, one more step after the answers tells whether they made the page longer.
    if (atBottom && (await last.count()) > 0 && (await stepDown())) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTEFACTS_DIR, `${name}.png`), fullPage: true });
}

/** The link to `page` in the newest mail to `email` that has one, as a path on the shop. */
async function linkIn(outbox: string, email: string, page: string): Promise<string | undefined> {
  const pageLink = new RegExp(`https?://[^\\s"<>]+/${page}\\?[^\\s"<>]+`);
  const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
  for (const file of files.sort().reverse()) {
    // Undo quoted-printable soft breaks and escapes before looking for the link.
    const mail = (await readFile(join(outbox, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    const link = pageLink.exec(mail)?.[0];
    // The address is in the mail's To header (and in a reset link itself).
    if (link && mail.includes(email)) {
      const url = new URL(link.replace(/&amp;/g, '&'));
      return url.pathname + url.search;
    }
  }
  return undefined;
}

/** Waits for `find` to find something in the shop's outbox, looking again whenever a mail is written. */
async function fromOutbox<T>(dataDir: string, find: (outbox: string) => Promise<T | undefined>) {
  const outbox = join(dataDir, 'outbox');
  // The shop makes the folder with its first mail; made here, it can be watched before that.
  await mkdir(outbox, { recursive: true });
  let changed = () => {};
  // Watching starts before the first look, so a mail written in between is not missed.
  const watcher = watch(outbox, () => changed());
  try {
    for (;;) {
      const next = new Promise<void>((resolve) => (changed = resolve));
      const found = await find(outbox);
      if (found !== undefined) return found;
      await next;
    }
  } finally {
    watcher.close();
  }
}

/**
 * The newest link to the shop's `page` (e.g. 'reset-password') mailed to `email`, as a path on the
 * shop, from its outbox; waits for the mail if need be.
 */
export const linkFromOutbox = (dataDir: string, email: string, page: string) =>
  fromOutbox(dataDir, (outbox) => linkIn(outbox, email, page));

/**
 * The mail to `email` with `subject`, from the shop's outbox, parsed as a mail client would; waits for
 * it if need be.
 */
export const mailFromOutbox = (dataDir: string, email: string, subject: string) =>
  fromOutbox(dataDir, async (outbox): Promise<ParsedMail | undefined> => {
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    for (const file of files) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const to = [mail.to ?? []].flat().flatMap((address) => address.value);
      // A mail still being written is read again once its write ends.
      const whole = typeof mail.html !== 'string' || mail.html.trimEnd().endsWith('</html>');
      if (whole && mail.subject === subject && to.some((address) => address.address === email)) {
        return mail;
      }
    }
    return undefined;
  });

/**
 * Resolves once the app has taken over `selector`'s element from the server's markup (React keeps its
 * fiber on every node it hydrated); before that, the page shows but its controls do not answer yet.
 */
export function hydrated(page: Page, selector: string) {
  return page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** Opens the account menu once the app has taken over its button: a click before that is lost. */
export async function openAccountMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Account menu' });
  await page.waitForFunction(
    (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    await button.elementHandle(),
  );
  await button.click();
}

/** The reset link mailed to `email`, from the shop's outbox; waits for the mail if need be. */
export const resetLinkFromOutbox = (dataDir: string, email: string) =>
  linkFromOutbox(dataDir, email, 'reset-password');
