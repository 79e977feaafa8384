// Enquiries in Chromium, with a real SMTP server as the shop's mail relay: a visitor on a phone-sized
// screen sends a message from the contact page (each wrong field named beside it, what was typed kept)
// and is thanked; the shop and the visitor get their mails; the admin finds the message in
// /admin/enquiries, answers it with the keyboard, and the answer reaches the visitor's mailbox.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../apps/api/test/smtp-peer';
import { axeViolations } from './support/axe';
import type { ShopServer } from './support/shop-server';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import { hydrated, MOBILE, screenshot, uniqueEmail } from './support/storefront';

const SHOP_EMAIL = 'hello@kaushal.example';

/** Whether anything on the page is wider than the screen, so the visitor would have to scroll sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('enquiries', () => {
  let peer: SmtpPeer;
  let shop: ShopServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    ({ shop, browser, admin } = await openShopWithAdmin({
      SMTP_URL: peer.url,
      BUSINESS_EMAIL: SHOP_EMAIL,
    }));
  });
  afterAll(async () => {
    await closeShopInBrowser({ shop, browser });
    await peer.close();
  });

  it('takes a visitor’s message from the contact page, and the admin’s reply reaches them by e-mail', async () => {
    const visitorEmail = uniqueEmail('enquirer');
    // axe-core runs as an inline script, which the shop's CSP rightly refuses.
    const visitor = await (
      await browser.newContext({ viewport: MOBILE, bypassCSP: true })
    ).newPage();
    await visitor.goto(`${shop.url}/contact`);
    await hydrated(visitor, 'form:has(textarea)');
    const form = visitor.locator('form:has(textarea)');
    const name = form.getByLabel('Your name');
    const email = form.getByLabel('Email address');
    const message = form.getByLabel('Message');

    // Sent empty, every required field says what it needs, beside it.
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Enter your name').waitFor();
    await form.getByText('Email is required').waitFor();
    await form.getByText('Enter your message').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    // A wrong address is named, and what was typed stays.
    await name.fill('Meera Iyer');
    await email.fill('meera@');
    await form.getByLabel('Phone (optional)').fill('+91 98765 43210');
    await message.fill('Is the Excel workshop offered on weekends?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Email is not valid').waitFor();
    expect(await message.inputValue()).toBe('Is the Excel workshop offered on weekends?');
    expect(await name.inputValue()).toBe('Meera Iyer');
    expect(await axeViolations(visitor)).toEqual([]);
    expect(await overflowsSideways(visitor)).toBe(false);
    await screenshot(visitor, 'enquiry-contact-errors-375');

    await email.fill(visitorEmail);
    await email.press('Enter');
    const thanks = visitor.getByRole('status').filter({ hasText: 'Thank you for writing to us!' });
    await thanks.waitFor();
    const reference = /enquiry #(\d+)/.exec((await thanks.textContent()) ?? '')?.[1];
    expect(reference).toMatch(/^\d+$/);
    await screenshot(visitor, 'enquiry-contact-sent-375');

    const toShop = await peer.waitFor(SHOP_EMAIL);
    expect(toShop.subject).toBe(`New enquiry #${reference} from Meera Iyer`);
    expect(toShop.text).toContain('Is the Excel workshop offered on weekends?');
    const confirmation = await peer.waitFor(visitorEmail);
    expect(confirmation.subject).toBe(`We have your message (enquiry #${reference})`);

    // The admin opens the inbox from the admin navigation, on a phone-sized screen too.
    await admin.setViewportSize(MOBILE);
    await admin.goto(`${shop.url}/admin`);
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Enquiries' })
      .click();
    await admin.waitForURL(`${shop.url}/admin/enquiries`);
    const entry = admin.getByRole('link', { name: /Meera Iyer/ });
    await entry.getByText('New', { exact: true }).waitFor();
    expect(await overflowsSideways(admin)).toBe(false);
    await screenshot(admin, 'enquiry-admin-list-375');

    // With the keyboard: the entry opens with Enter, the reply is typed and sent with the button.
    await entry.focus();
    await admin.keyboard.press('Enter');
    await admin.waitForURL(`${shop.url}/admin/enquiries/${reference}`);
    await admin.getByRole('heading', { name: `Enquiry #${reference} from Meera Iyer` }).waitFor();
    await admin.getByText('Is the Excel workshop offered on weekends?').waitFor();
    const replyBox = admin.getByLabel('Reply to Meera Iyer');
    await replyBox.focus();
    await admin.keyboard.type('Yes: a weekend batch starts on the 5th.');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await admin.getByText(`Your reply was e-mailed to ${visitorEmail}.`).waitFor();
    await admin.getByText('Replied', { exact: true }).waitFor();
    expect(await overflowsSideways(admin)).toBe(false);
    await screenshot(admin, 'enquiry-admin-thread-375');

    const reply = await peer.waitFor(visitorEmail, (mail) => mail.subject.startsWith('Re:'));
    expect(reply.subject).toBe(`Re: your message to Kaushal (enquiry #${reference})`);
    expect(reply.text).toContain('Yes: a weekend batch starts on the 5th.');
    // The address was typed by whoever wrote: the reply carries none of their message.
    expect(reply.text).not.toContain('Is the Excel workshop offered on weekends?');
    expect(reply.text).toContain(`(enquiry #${reference}).`);

    // Closed, it leaves the new and replied lists.
    await admin.getByRole('button', { name: 'Close enquiry' }).click();
    await admin.getByText('Closed', { exact: true }).waitFor();
    await admin.goto(`${shop.url}/admin/enquiries?status=closed`);
    await admin.getByRole('link', { name: /Meera Iyer/ }).waitFor();
  });
});
