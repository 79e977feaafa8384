// Seats given to attendees on every engine: the buyer names the attendee of seat 2 and on, who is mailed
// a link (read here from the outbox) that moves the seat to the account claiming it, once.
import type { Enrolment } from '@kaushal/shared';
import type { ParsedMail } from 'mailparser';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istSession, outboxMails, paidSeats } from '../../../test/learning.fixtures';
import { call } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const ATTENDEE = { name: 'Ravi Kumar', email: 'ravi.kumar@example.com' };
const LINK_NOT_VALID = 'This seat link is not valid or was already used';

const mailedTo = (mail: ParsedMail, email: string) =>
  [mail.to ?? []].flat().some((to) => to.text === email);

describe.each(testEngines)('seats given to attendees on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  /** Names the seat's attendee, from a client address of its own unless `ip` says otherwise. */
  async function give(
    user: SignedInUser | undefined,
    enrolmentId: string,
    body: unknown = ATTENDEE,
    ip?: string,
  ) {
    ipCounter += 1;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/enrolments/${enrolmentId}/attendee`,
      remoteAddress: ip ?? `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
      headers: { ...(user && { cookie: user.cookie }), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json<Enrolment>() };
  }
  const claim = (user: SignedInUser | undefined, token: string) =>
    call<Enrolment>(t, user, 'POST', '/api/seat-claims', { token });
  const enrolmentsOf = async (user: SignedInUser) =>
    (await call<Enrolment[]>(t, user, 'GET', '/api/enrolments')).body;

  /** The latest mail to `email`, and the token of the claim link in it. */
  async function claimMailTo(email: string): Promise<{ mail: ParsedMail; token: string }> {
    const mail = (await outboxMails(t)).filter((m) => mailedTo(m, email)).at(-1);
    if (!mail?.text) throw new Error(`no mail to ${email}`);
    const link = /(\S+\/seats\/claim\?token=\S+)/.exec(mail.text)?.[1];
    if (!link) throw new Error('no claim link in the mail');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${t.config.publicUrl}/seats/claim`);
    return { mail, token: url.searchParams.get('token') ?? '' };
  }

  /** A buyer with two paid seats of one workshop. */
  async function twoSeats() {
    const buyer = await signedInUser(t);
    const bought = await paidSeats(t, buyer, 2);
    const [first, second] = bought.enrolments;
    if (!first || !second) throw new Error('two seats expected');
    return { buyer, ...bought, first, second };
  }

  it('mails the attendee a link that moves seat 2 to the account claiming it', async () => {
    const { buyer, product, first, second, startsAt, endsAt } = await twoSeats();
    expect([first.seat, second.seat]).toEqual([1, 2]);
    const email = `given-${second.id}@example.com`;

    const given = await give(buyer, second.id, {
      name: ' Ravi Kumar ',
      email: email.toUpperCase(),
    });
    expect(given).toMatchObject({
      status: 200,
      body: { id: second.id, seat: 2, attendee: { name: 'Ravi Kumar', email, claimed: false } },
    });
    const { mail, token } = await claimMailTo(email);
    expect(mail.subject).toContain(product.title);
    expect(mail.text).toContain('Hello Ravi Kumar,');
    expect(mail.text).toContain(`"${product.title}" (March cohort)`);
    expect(mail.text).toContain(istSession(startsAt, endsAt));
    const button = parse(String(mail.html))
      .querySelectorAll('a')
      .find((a) => a.textContent.trim() === 'Claim your seat');
    expect(button?.getAttribute('href')).toBe(`${t.config.publicUrl}/seats/claim?token=${token}`);

    const attendee = await signedInUser(t);
    const claimed = await claim(attendee, token);
    expect(claimed).toMatchObject({
      status: 200,
      body: { id: second.id, status: 'active', attendee: { name: 'Ravi Kumar', claimed: true } },
    });
    expect((await enrolmentsOf(attendee)).map((e) => e.id)).toEqual([second.id]);
    expect((await enrolmentsOf(buyer)).map((e) => e.id)).toEqual([first.id]);
    expect((await call(t, buyer, 'GET', `/api/enrolments/${second.id}`)).status).toBe(404);

    // Spent: the link works once, for anyone.
    expect(await claim(await signedInUser(t), token)).toMatchObject({
      status: 404,
      body: { message: LINK_NOT_VALID },
    });
    // Claimed: nobody gives it again (the buyer no longer holds it; its new holder cannot).
    expect((await give(buyer, second.id)).status).toBe(404);
    expect(await give(attendee, second.id)).toMatchObject({
      status: 409,
      body: { message: 'This seat was already claimed by Ravi Kumar' },
    });
  });

  it('keeps seat 1 the buyer’s', async () => {
    const { buyer, first } = await twoSeats();
    expect(await give(buyer, first.id)).toMatchObject({
      status: 409,
      body: { message: 'This seat is yours; give the other seats' },
    });
  });

  it('replaces the earlier link when the seat is given again', async () => {
    const { buyer, second } = await twoSeats();
    const firstEmail = `first-${second.id}@example.com`;
    const secondEmail = `second-${second.id}@example.com`;
    expect((await give(buyer, second.id, { name: 'First', email: firstEmail })).status).toBe(200);
    const { token: oldToken } = await claimMailTo(firstEmail);
    const regiven = await give(buyer, second.id, { name: 'Second', email: secondEmail });
    expect(regiven.body.attendee).toEqual({ name: 'Second', email: secondEmail, claimed: false });
    const { token } = await claimMailTo(secondEmail);

    const attendee = await signedInUser(t);
    expect((await claim(attendee, oldToken)).status).toBe(404);
    expect((await claim(attendee, token)).status).toBe(200);
  });

  it('refuses a second seat in the same batch to one account', async () => {
    const { buyer, second } = await twoSeats();
    const email = `self-${second.id}@example.com`;
    await give(buyer, second.id, { name: 'Me again', email });
    const { token } = await claimMailTo(email);
    expect(await claim(buyer, token)).toMatchObject({
      status: 409,
      body: { message: 'You already have a seat in this batch' },
    });
    // Still claimable by someone without a seat there.
    expect((await claim(await signedInUser(t), token)).status).toBe(200);
  });

  it('stops giving and claiming once the order is cancelled', async () => {
    const { buyer, order, second } = await twoSeats();
    const email = `ended-${second.id}@example.com`;
    await give(buyer, second.id, { name: 'Too late', email });
    const { token } = await claimMailTo(email);
    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);

    expect(await give(buyer, second.id)).toMatchObject({
      status: 409,
      body: { message: 'This seat’s order was cancelled, so the seat cannot be given' },
    });
    expect(await claim(await signedInUser(t), token)).toMatchObject({
      status: 404,
      body: { message: LINK_NOT_VALID },
    });
  });

  it('asks a visitor to sign in, hides others’ seats, and checks what it is given', async () => {
    const { buyer, second } = await twoSeats();
    expect((await give(undefined, second.id)).status).toBe(401);
    expect((await claim(undefined, 'anything')).status).toBe(401);
    expect((await give(await signedInUser(t), second.id)).status).toBe(404);
    expect(await give(buyer, second.id, { name: '', email: 'not-an-address' })).toMatchObject({
      status: 400,
      body: {
        issues: [
          { path: 'name', message: 'Enter the attendee’s name' },
          { path: 'email', message: 'Enter a valid e-mail address' },
        ],
      },
    });
    expect(await claim(buyer, 'made-up-token')).toMatchObject({
      status: 404,
      body: { message: LINK_NOT_VALID },
    });
  });

  it('lets exactly one of two simultaneous claims of a link win', async () => {
    const { buyer, second } = await twoSeats();
    const email = `race-${second.id}@example.com`;
    await give(buyer, second.id, { name: 'Racer', email });
    const { token } = await claimMailTo(email);
    const [one, two] = [await signedInUser(t), await signedInUser(t)];

    const answers = await Promise.all([claim(one, token), claim(two, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const holders = [...(await enrolmentsOf(one)), ...(await enrolmentsOf(two))];
    expect(holders.map((e) => e.id)).toEqual([second.id]);
  });

  it('limits how often one address may try seat links', async () => {
    const user = await signedInUser(t);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/seat-claims',
        remoteAddress: '203.0.113.77',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ token: 'guess' }),
      });
    for (let i = 0; i < 20; i += 1) expect((await attempt()).statusCode).toBe(404);
    const throttled = await attempt();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('limits how many claim mails one buyer may send in an hour', async () => {
    const { buyer, second } = await twoSeats();
    const emails = Array.from({ length: 21 }, (_, i) => `often-${second.id}-${i}@example.com`);
    for (const email of emails.slice(0, 20)) {
      expect((await give(buyer, second.id, { name: 'Ravi Kumar', email })).status).toBe(200);
    }
    expect((await give(buyer, second.id, { name: 'Ravi Kumar', email: emails[20] })).status).toBe(
      429,
    );
    const mails = (await outboxMails(t)).filter((mail) => emails.some((to) => mailedTo(mail, to)));
    expect(mails).toHaveLength(20);
  });

  it('sends one mailbox at most five seats an hour, whichever buyers and spellings of its address', async () => {
    const buyers = await Promise.all(Array.from({ length: 3 }, () => twoSeats()));
    const local = `flood${buyers[0]!.second.id}`;
    const spellings = [
      `f.${local.slice(1)}+1@gmail.com`,
      `${local}+2@gmail.com`,
      `${local.toUpperCase().split('').join('.')}@googlemail.com`,
    ];
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      const { buyer, second } = buyers[i % 3]!;
      const email = spellings[i % 3]!;
      answers.push((await give(buyer, second.id, { name: 'Ravi Kumar', email })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('limits the seats given from one client network an hour, whichever buyers give them', async () => {
    const buyers = await Promise.all(Array.from({ length: 3 }, () => twoSeats()));
    const ip = '198.51.100.23';
    const answers = [];
    for (let i = 0; i < 51; i += 1) {
      const { buyer, second } = buyers[i % 3]!;
      const email = `network-${second.id}-${i}@example.com`;
      answers.push((await give(buyer, second.id, { name: 'Ravi Kumar', email }, ip)).status);
    }
    expect(answers.slice(0, 50).every((status) => status === 200)).toBe(true);
    expect(answers[50]).toBe(429);
    // The buyer refused there is under their own limit: elsewhere they may go on.
    const { buyer, second } = buyers[50 % 3]!;
    expect(
      (await give(buyer, second.id, { name: 'Ravi Kumar', email: 'other@example.com' })).status,
    ).toBe(200);
  });

  it('takes only a plain name for the attendee, and names a giver in the mail only by a plain name', async () => {
    const { buyer, second } = await twoSeats();
    for (const name of [
      'Claim at http://evil.example',
      'visit evil.com',
      'x'.repeat(61),
      `Ravi ${'Kumar '.repeat(82)}`.trim(),
      '<b>Ravi</b>',
      'Ravi <a href=x>Kumar</a>',
      'Ravi 2',
    ]) {
      expect(await give(buyer, second.id, { name, email: 'ravi@example.com' })).toMatchObject({
        status: 400,
        body: {
          issues: [
            {
              path: 'name',
              message: 'Enter the attendee’s name in letters only, at most 60 characters',
            },
          ],
        },
      });
    }

    // The giver's own account name is whatever they typed at sign-up: a link there stays out.
    const spammer = await twoSeats();
    await call(t, spammer.buyer, 'PATCH', `/api/users/${spammer.buyer.id}`, {
      name: 'Win a prize at http://evil.example',
    });
    const email = `gift-${spammer.second.id}@example.com`;
    expect(
      (await give(spammer.buyer, spammer.second.id, { name: 'Ravi Kumar', email })).status,
    ).toBe(200);
    const { mail } = await claimMailTo(email);
    expect(`${mail.subject}\n${mail.text}\n${String(mail.html)}`).not.toMatch(/evil|http:\/\/evil/);
    expect(mail.subject).toMatch(/^A seat is booked for you: /);
    expect(mail.text).toContain('A Kaushal customer has booked you a seat');
  });
});
