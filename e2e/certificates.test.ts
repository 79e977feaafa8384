// Attendance and certificates in Chromium: the admin opens a batch's roster from the workshop's page,
// marks attendance by keyboard (a session not yet started cannot be marked), cannot issue certificates
// until the last session has ended and is told why, then issues them (with the hours attended), reads
// the roster on a phone, and the public verification page shows the certificate's facts, server-rendered,
// or answers 404 for an unknown code; once the order is refunded it says the certificate was revoked.
import { readFile } from 'node:fs/promises';
import { formatIstDate, formatIstTime } from '@kaushal/shared/ist';
import type { Order } from '@kaushal/shared/order';
import type { Product } from '@kaushal/shared/product';
import type { BatchRoster } from '@kaushal/shared/roster';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { ADDRESS, ADMIN, callApi, signInInPage } from './support/shopper';
import {
  DESKTOP,
  MOBILE,
  openPage,
  screenshot,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('attendance and certificates', () => {
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    ({ shop, browser, admin } = await openShopWithAdmin());
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** Runs `check` on a fresh visitor's page at 375 and at 1280 px (axe is put into the page, which
   * the shop's CSP would refuse, so CSP is bypassed). */
  async function onPhoneAndDesktop(check: (visitor: Page, width: number) => Promise<void>) {
    for (const [viewport, width] of [
      [MOBILE, 375],
      [DESKTOP, 1280],
    ] as const) {
      const context = await browser.newContext({ viewport, bypassCSP: true });
      try {
        await check(await context.newPage(), width);
      } finally {
        await context.close();
      }
    }
  }

  /** A signed-in learner with a name, whose paid order holds a seat of the batch, and that order's id. */
  async function learnerOf(productId: string, batchId: string, name: string) {
    const page = await openPage(browser);
    await page.goto(`${shop.url}/about`);
    await signUpInPage(page, uniqueEmail('learner'));
    const { body: me } = await callApi<{ id: string }>(page, 'GET', '/auth/check');
    expect((await callApi(page, 'PATCH', `/users/${me.id}`, { name })).status).toBe(200);
    const added = await callApi(page, 'POST', '/cart', {
      product: productId,
      batch: batchId,
      quantity: 1,
    });
    expect(added.status).toBe(201);
    const ordered = await callApi<Order>(page, 'POST', '/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    expect(ordered.status).toBe(201);
    const paid = await callApi(admin, 'PATCH', `/orders/${ordered.body.id}`, {
      paymentStatus: 'received',
    });
    expect(paid.status).toBe(200);
    return { page, orderId: ordered.body.id };
  }

  it('marks attendance on the roster, issues certificates and verifies one', async () => {
    const created = await callApi<Product>(admin, 'POST', '/products', {
      title: `Negotiation Skills ${Date.now()}`,
      description: 'Agreements both sides keep.',
      images: ['/images/products/default.svg', '/images/products/default.svg'],
      thumbnail: '/images/products/default.svg',
      brand: 'Kaushal Careers',
      category: 'Soft Skills',
      price: 2999,
      discountPercentage: 0,
      stock: 0,
    });
    expect(created.status).toBe(201);
    const workshop = created.body;
    // Two sessions that took place and one to come; two of three meet the 60 % rule.
    const start = Math.floor(Date.now() / 60_000) * 60_000;
    const sessions = [-3 * DAY, -2 * DAY, 5 * DAY].map((offset) => ({
      startsAt: new Date(start + offset).toISOString(),
      endsAt: new Date(start + offset + 3 * HOUR).toISOString(),
    }));
    const batch = await callApi<{ id: string; name: string }>(
      admin,
      'POST',
      `/products/${workshop.id}/batches`,
      {
        name: 'Weekend cohort',
        mode: 'online',
        sessions,
        capacity: 10,
        attendancePercentRequired: 60,
      },
    );
    expect(batch.status).toBe(201);
    const { page: learner, orderId } = await learnerOf(workshop.id, batch.body.id, 'Priya Sharma');
    await learnerOf(workshop.id, batch.body.id, 'Arjun Nair');

    // The batch form shows the rule; from the workshop's edit page to the batch's roster.
    await admin.goto(`${shop.url}/admin/product-form/edit/${workshop.id}`);
    await admin.getByRole('button', { name: 'Edit Weekend cohort' }).click();
    const rule = admin.getByLabel('Attendance needed for a certificate (%)');
    expect(await rule.inputValue()).toBe('60');
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByRole('link', { name: 'Roster of Weekend cohort' }).click();
    await admin.waitForURL(
      `${shop.url}/admin/batches/${batch.body.id}/roster?product=${workshop.id}`,
    );
    await admin.getByText('Certificates need 60 % attendance (2 of 3 sessions).').waitFor();
    const table = admin.getByRole('table');
    await table.getByRole('rowheader', { name: /Priya Sharma/ }).waitFor();
    expect(
      await admin.getByRole('checkbox', { name: 'Priya Sharma, session 3' }).isDisabled(),
    ).toBe(true);

    for (const session of [1, 2]) {
      const box = admin.getByRole('checkbox', { name: `Priya Sharma, session ${session}` });
      await box.focus();
      await admin.keyboard.press('Space');
      await admin.getByText(`Saved: Priya Sharma, session ${session} present.`).waitFor();
      expect(await box.isChecked()).toBe(true);
    }

    // The last session is yet to come: the button says why it waits, at both widths.
    const issueButton = admin.getByRole('button', { name: 'Issue certificates' });
    expect(await issueButton.isDisabled()).toBe(true);
    const lastEnds = sessions[2]!.endsAt;
    const waitText = `Certificates can be issued once the last session has ended (${formatIstDate(lastEnds)}, ${formatIstTime(lastEnds)} IST).`;
    expect(await admin.getByText(waitText).isVisible()).toBe(true);
    expect(await issueButton.getAttribute('aria-describedby')).toBe('certificates-not-yet');
    for (const viewport of [MOBILE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      await screenshot(admin, `certificates-wait-${viewport.width}`);
    }

    // The third session is held (moved into the past) without Priya: 2 of 3 still meets 60 %.
    const held = [-3 * DAY, -2 * DAY, -1 * DAY].map((offset) => ({
      startsAt: new Date(start + offset).toISOString(),
      endsAt: new Date(start + offset + 3 * HOUR).toISOString(),
    }));
    const moved = await callApi(
      admin,
      'PATCH',
      `/products/${workshop.id}/batches/${batch.body.id}`,
      { sessions: held },
    );
    expect(moved.status).toBe(200);
    await admin.reload();
    await issueButton.click();
    await admin
      .getByText(
        '1 certificate issued and e-mailed; 1 learner does not meet the attendance rule yet.',
      )
      .waitFor();
    const code = await table.getByText(/^KSH-[0-9A-Z]{10}$/).textContent();
    if (!code) throw new Error('no certificate code on the roster');

    // At 375 px the table scrolls sideways inside its frame; the page itself does not. (axe is put into
    // the page, which the shop's CSP would refuse.)
    const phone = await (await browser.newContext({ viewport: MOBILE, bypassCSP: true })).newPage();
    await phone.goto(`${shop.url}/about`);
    await signInInPage(phone, ADMIN.email, ADMIN.password);
    await phone.goto(admin.url());
    await phone.getByRole('checkbox', { name: 'Priya Sharma, session 1' }).waitFor();
    const widths = await phone.evaluate(() => {
      const frame = document.querySelector('table')?.parentElement;
      return {
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        tableOverflows: frame ? frame.scrollWidth > frame.clientWidth : false,
      };
    });
    expect(widths).toEqual({ page: 375, viewport: 375, tableOverflows: true });
    await screenshot(phone, 'roster-375');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();

    // The roster as the API has it now, and the learner's PDF.
    const { body: roster } = await callApi<BatchRoster>(
      admin,
      'GET',
      `/products/${workshop.id}/batches/${batch.body.id}/roster`,
    );
    expect(roster.learners.map((l) => [l.name, l.attendedSessions, l.certificateCode])).toEqual([
      ['Priya Sharma', [0, 1], code],
      ['Arjun Nair', [], null],
    ]);
    // The learner takes the certificate from My Learning, as a PDF stating who, what and its code,
    // and follows it to its verification page.
    await learner.goto(`${shop.url}/my-learning`);
    const downloading = learner.waitForEvent('download');
    await learner.getByRole('link', { name: 'Download certificate' }).click();
    const pdf = await getDocumentProxy(
      new Uint8Array(await readFile(await (await downloading).path())),
    );
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Priya Sharma');
    expect(text).toContain(workshop.title);
    expect(text).toContain(code);
    await learner.getByRole('link', { name: /^Verify/ }).click();
    await learner.waitForURL(`${shop.url}/certificates/${code}`);
    await learner.getByRole('heading', { name: 'Priya Sharma' }).waitFor();

    // The verification page: rendered by the server with the facts, 404 for an unknown code.
    const html = await fetch(`${shop.url}/certificates/${code}`, {
      headers: { accept: 'text/html' },
    });
    expect(html.status).toBe(200);
    const markup = await html.text();
    expect(markup).toContain('Priya Sharma');
    expect(markup).toContain(workshop.title);
    // Kept out of search results: a learner's name is not for a search on it.
    expect(markup).toContain('<meta name="robots" content="noindex" />');
    const unknown = await fetch(`${shop.url}/certificates/KSH-0000000000`, {
      headers: { accept: 'text/html' },
    });
    expect(unknown.status).toBe(404);

    await onPhoneAndDesktop(async (visitor, width) => {
      await visitor.goto(`${shop.url}/certificates/${code}`);
      await visitor.getByRole('heading', { name: 'Priya Sharma' }).waitFor();
      await visitor.getByText(workshop.title).waitFor();
      await visitor.getByText('Weekend cohort').waitFor();
      // Two sessions of three hours attended, not the three scheduled.
      await visitor.getByText('Hours attended').waitFor();
      await visitor.getByText('6 hours').waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
      await screenshot(visitor, `certificate-${width}`);
      const response = await visitor.goto(`${shop.url}/certificates/KSH-0000000000`);
      expect(response?.status()).toBe(404);
      await visitor.getByText('No certificate with this code').waitFor();
    });

    // The admin refunds the order as an exception: its seat ends and the certificate is revoked. The
    // page says so (rendered by the server too), and My Learning no longer offers the PDF.
    const refunded = await callApi<Order>(admin, 'POST', `/orders/${orderId}/refund`, {
      approve: true,
      note: 'Refunded as an exception',
    });
    expect(refunded.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const revokedOn = `Revoked on ${new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date())} (IST)`;
    const revokedHtml = await fetch(`${shop.url}/certificates/${code}`, {
      headers: { accept: 'text/html' },
    });
    const revokedMarkup = await revokedHtml.text();
    expect(revokedMarkup).toContain(revokedOn);
    expect(revokedMarkup).not.toContain('Valid certificate of attendance');
    await onPhoneAndDesktop(async (visitor, width) => {
      await visitor.goto(`${shop.url}/certificates/${code}`);
      await visitor.getByText(revokedOn).waitFor();
      await visitor.getByRole('heading', { name: 'Priya Sharma' }).waitFor();
      expect(await visitor.title()).toMatch(new RegExp(`^Certificate ${code} \\(revoked\\)`));
      expect(await axeViolations(visitor)).toEqual([]);
      await screenshot(visitor, `certificate-revoked-${width}`);
    });
    await learner.goto(`${shop.url}/my-learning`);
    await learner.getByText('This seat ended when its order was cancelled.').waitFor();
    expect(await learner.getByRole('link', { name: 'Download certificate' }).count()).toBe(0);
  }, 150_000);
});
