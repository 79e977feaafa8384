// The shop's e-mails as their recipients get them, read from the outbox on every engine: each in the one
// layout with a plain-text part that says what the HTML says, names escaped, the receipt's figures and
// button, the welcome, the password changed, a refund request to the buyer and the shop, a new order to
// the shop, and one session reminder per learner however many seats they hold.
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kaushal/shared';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { users } from '../../db/schema';
import { buySeats, datedWorkshop, outboxMails } from '../../../test/learning.fixtures';
import { call } from '../../../test/order.fixtures';
import {
  createTestApp,
  manualClock,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { sendDueReminders } from '../learning/reminder.job';

const HOUR = 60 * 60_000;

const recipientOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address));

/** The mail with `subject` to `address`; fails when there is none or more than one. */
async function theMail(t: TestApp, address: string, subject: string | RegExp) {
  const mails = (await outboxMails(t)).filter(
    (mail) =>
      recipientOf(mail).includes(address) &&
      (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? '')),
  );
  expect(mails, `mails to ${address} about ${String(subject)}`).toHaveLength(1);
  return parts(mails[0]!);
}

/** Both parts of a mail: the text as lines, and the HTML parsed as a browser would. */
function parts(mail: ParsedMail) {
  expect(mail.text, 'plain-text part').toBeTruthy();
  expect(mail.html, 'HTML part').toBeTruthy();
  const html = parse(mail.html as string);
  return {
    mail,
    text: mail.text!,
    lines: mail.text!.split('\n'),
    html,
    /** The HTML's words as a reader sees them, spaces run together. */
    shown: html.querySelector('body')!.textContent.replace(/\s+/g, ' '),
    link: (label: string): HTMLElement | undefined =>
      html.querySelectorAll('a').find((a) => a.textContent.trim() === label),
    /** The value beside `label` in a table of facts. */
    fact: (label: string) =>
      html
        .querySelectorAll('th')
        .find((th) => th.textContent.trim() === label)
        ?.nextElementSibling?.textContent.trim(),
  };
}

/** What every mail has: the brand's header linking to the shop, and the footer's business and reason. */
function expectLayout(t: TestApp, mail: ReturnType<typeof parts>, reason: RegExp) {
  const { legalName } = t.config.business;
  expect(mail.link('Kaushal')?.getAttribute('href')).toBe(t.config.publicUrl);
  expect(mail.shown).toContain(`Kaushal is run by ${legalName}`);
  expect(mail.text).toContain(`Kaushal is run by ${legalName}`);
  expect(mail.shown).toMatch(reason);
  expect(mail.text).toMatch(reason);
}

describe.each(testEngines)('the shop e-mails on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const named = async (name: string): Promise<SignedInUser> => {
    const user = await signedInUser(t);
    await t.database.db.update(users).set({ name }).where(eq(users.id, user.id));
    return user;
  };

  const aWeekAway = () => {
    const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 7 * 24 * HOUR);
    return { startsAt, endsAt: new Date(startsAt.getTime() + 3 * HOUR) };
  };

  it('welcomes a new account by name, with the way to the workshops', async () => {
    const email = `welcome-${engine}-${Date.now()}@example.com`;
    const signedUp = await call(t, undefined, 'POST', '/api/auth/signup', {
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      name: 'Asha Verma',
    });
    expect(signedUp.status).toBe(201);

    const welcome = await theMail(t, email, 'Welcome to Kaushal');
    expect(welcome.lines[0]).toBe('Hello Asha Verma,');
    expect(welcome.text).toContain(`Browse the workshops: ${t.config.publicUrl}/view-all-products`);
    expect(welcome.shown).toContain('Hello Asha Verma,');
    expect(welcome.link('Browse the workshops')?.getAttribute('href')).toBe(
      `${t.config.publicUrl}/view-all-products`,
    );
    expectLayout(t, welcome, /an account was created on Kaushal with this address/);
  });

  it('mails the receipt with the amount, the method, the invoice and the way to My Learning, and tells the shop', async () => {
    const buyer = await named('<b>Asha</b> & Co');
    const product = await datedWorkshop(t, [aWeekAway()]);
    const order = await buySeats(t, buyer, product.id, 2);
    const paid = (await call<Order>(t, buyer, 'GET', `/api/orders/${order.id}`)).body;
    const amount = formatRupeesAndPaise(paid.totalAmount);

    const receipt = await theMail(t, buyer.email, `Your Kaushal order #${order.id} is confirmed`);
    expect(receipt.lines).toContain(
      `Amount paid: ${amount} for 2 seats (GST included: ${formatRupeesAndPaise(paid.tax!.cgst + paid.tax!.sgst + paid.tax!.igst)})`,
    );
    expect(receipt.text).toMatch(
      new RegExp(
        `\\nPaid by card on .+ IST, payment reference ${paid.paymentReference!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`,
      ),
    );
    expect(receipt.lines).toContain(`Go to My Learning: ${t.config.publicUrl}/my-learning`);
    expect(receipt.mail.attachments.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^invoice-.+\.pdf$/),
    ]);
    expect(receipt.mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The HTML says the same: the figures, how it was paid, and a button to My Learning.
    expect(receipt.fact('Amount paid')).toMatch(
      new RegExp(`^${amount.replace('.', '\\.')} for 2 seats`),
    );
    expect(receipt.shown).toContain(`payment reference ${paid.paymentReference}`);
    expect(receipt.shown).toContain(`${product.title} × 2`);
    expect(receipt.link('Go to My Learning')?.getAttribute('href')).toBe(
      `${t.config.publicUrl}/my-learning`,
    );
    expectLayout(t, receipt, /you placed this order with your Kaushal account/);

    // The shop hears of it, the buyer's name shown as text, never as markup.
    const toShop = await theMail(
      t,
      t.config.business.email,
      `New order #${order.id}: ${amount} paid`,
    );
    expect(toShop.lines[0]).toBe(`<b>Asha</b> & Co (${buyer.email}) paid for order #${order.id}.`);
    expect(toShop.shown).toContain(`<b>Asha</b> & Co (${buyer.email})`);
    expect(toShop.html.querySelectorAll('b')).toEqual([]);
    expect(toShop.mail.replyTo?.text).toBe(buyer.email);
    expect(toShop.fact('Amount paid')).toContain(amount);
  });

  it('acknowledges a refund request to the buyer and announces it to the shop', async () => {
    const buyer = await named('Ravi Kumar');
    const product = await datedWorkshop(t, [aWeekAway()]);
    const order = await buySeats(t, buyer, product.id);
    const reason = 'The dates clash with my exams <script>alert(1)</script>';
    const asked = await call(t, buyer, 'POST', `/api/orders/${order.id}/refund-request`, {
      reason,
    });
    expect(asked.status).toBe(200);

    const ack = await theMail(t, buyer.email, `We have your refund request for order #${order.id}`);
    expect(ack.text).toContain(`to refund order #${order.id}`);
    expect(ack.text).toContain(`Go to My Orders: ${t.config.publicUrl}/my-orders`);
    expect(ack.link('Go to My Orders')?.getAttribute('href')).toBe(
      `${t.config.publicUrl}/my-orders`,
    );

    const toShop = await theMail(
      t,
      t.config.business.email,
      new RegExp(`^Refund requested for order #${order.id} `),
    );
    expect(toShop.lines).toContain(reason);
    expect(toShop.shown).toContain(reason);
    expect(toShop.html.querySelectorAll('script')).toEqual([]);
    expect(toShop.link('Decide on the request')?.getAttribute('href')).toBe(
      `${t.config.publicUrl}/admin/orders?refund=requested`,
    );
    expectLayout(t, toShop, /this address is the shop's \(BUSINESS_EMAIL\)/);
  });

  it('tells the owner their password was changed', async () => {
    const email = `changed-${engine}-${Date.now()}@example.com`;
    await call(t, undefined, 'POST', '/api/auth/signup', {
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      name: 'Meera Iyer',
    });
    await call(t, undefined, 'POST', '/api/auth/reset-password-request', { email });
    const resetMail = await theMail(t, email, 'Reset your Kaushal password');
    const link = new URL(resetMail.link('Choose a new password')!.getAttribute('href')!);
    expect(resetMail.text).toContain(link.href);
    const reset = await call(t, undefined, 'POST', '/api/auth/reset-password', {
      email,
      token: link.searchParams.get('token'),
      password: 'Fresh456Pass',
    });
    expect(reset.status).toBe(200);

    const changed = await theMail(t, email, 'Your Kaushal password was changed');
    expect(changed.lines[0]).toBe('Hello Meera Iyer,');
    expect(changed.text).toMatch(/was changed on .+ IST\. Every device that was signed in/);
    expect(changed.shown).toMatch(/was changed on .+ IST\. Every device that was signed in/);
    expect(changed.link('Choose a new password')?.getAttribute('href')).toBe(
      `${t.config.publicUrl}/forgot-password`,
    );
  });

  it('reminds a buyer of three seats once, by name, and an attendee given a seat in their own mail', async () => {
    const clock = manualClock(Date.now());
    try {
      const buyer = await named('Asha Verma');
      const session = aWeekAway();
      const product = await datedWorkshop(t, [session]);
      const order = await buySeats(t, buyer, product.id, 3);
      const seats = (
        await call<{ id: string; orderId: string; seat: number }[]>(
          t,
          buyer,
          'GET',
          '/api/enrolments',
        )
      ).body.filter((seat) => seat.orderId === order.id);
      const attendee = { name: 'Ravi Kumar', email: `ravi-${order.id}-${engine}@example.com` };
      const given = await call(
        t,
        buyer,
        'PUT',
        `/api/enrolments/${seats.find((seat) => seat.seat === 3)!.id}/attendee`,
        attendee,
      );
      expect(given.status).toBe(200);

      clock.advance(session.startsAt.getTime() - 23 * HOUR - Date.now());
      await sendDueReminders(t.app);
      const subject = new RegExp(`^Reminder: ${product.title} starts in`);
      const toBuyer = await theMail(t, buyer.email, subject);
      expect(toBuyer.lines[0]).toBe('Hello Asha Verma,');
      expect(toBuyer.shown).toContain('Hello Asha Verma,');
      expect(toBuyer.link('Open My Learning')?.getAttribute('href')).toBe(
        `${t.config.publicUrl}/my-learning`,
      );
      const toAttendee = await theMail(t, attendee.email, subject);
      expect(toAttendee.lines[0]).toBe('Hello Ravi Kumar,');
    } finally {
      clock.stop();
    }
  });
});
