// Enquiries on every engine, with a real SMTP server as the mail relay: the contact form's message is
// kept and mailed to the shop and confirmed to the sender; each wrong field is named; senders are
// throttled (across instances through Redis); the admin lists, reads, answers (by e-mail) and closes enquiries, and nobody else may.
import { randomBytes } from 'node:crypto';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { enquiries, enquiryMessages, outboxMails } from '../../db/schema';
import {
  accountClient,
  createAccountsApp,
  MINUTE,
  validationOf,
  type AccountClient,
  type AccountsTestApp,
  type CallResult,
} from '../../../test/account-client.fixture';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import {
  describeOnRedis,
  redisSkipNote,
  signedInUser,
  testEngines,
  testRedisUrl,
  type SignedInUser,
} from '../../../test/test-app';

const SHOP_EMAIL = 'enquiries@hunar.example';

let counter = 0;
/** A sender of their own (address and client address), so each test's counters and mails stay apart. */
const freshSender = () => {
  counter += 1;
  return {
    email: `sender${counter}-${Date.now()}@example.com`,
    ip: `10.7.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
  };
};

describe.each(testEngines)('enquiries on %s', (engine) => {
  let peer: SmtpPeer;
  let t: AccountsTestApp;
  let client: AccountClient;
  let admin: SignedInUser;
  let customer: SignedInUser;

  const send = (body: Record<string, unknown>, ip = freshSender().ip) =>
    client.post('/api/contact', body, { ip });
  /** Sends a valid message from a new sender and returns the enquiry's id and the sender. */
  const enquiry = async (message = 'Is the Excel workshop offered on weekends?') => {
    const sender = freshSender();
    const result = await send(
      { name: 'Meera Iyer', email: sender.email, phone: '+91 98765 43210', message },
      sender.ip,
    );
    expect(result.status).toBe(201);
    return { id: String(result.body.id), ...sender };
  };
  const asAdmin = () => ({ cookie: admin.cookie });
  const enquiryCount = async () =>
    (await t.database.db.select({ total: count() }).from(enquiries))[0]?.total ?? 0;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createAccountsApp(engine, { SMTP_URL: peer.url, BUSINESS_EMAIL: SHOP_EMAIL });
    client = accountClient(t.app);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('keeps the message, mails it to the shop and confirms to the sender', async () => {
    const sender = freshSender();
    const message = 'Hello,\nIs the Excel workshop offered on weekends?\nThanks';
    const result = await send(
      {
        name: '  Meera Iyer ',
        email: sender.email.toUpperCase(),
        phone: '+91 98765 43210',
        message,
      },
      sender.ip,
    );
    expect(result.status).toBe(201);
    const id = String(result.body.id);
    expect(id).toMatch(/^\d+$/);

    const toShop = await peer.waitFor(SHOP_EMAIL, (mail) => mail.subject.includes(`#${id} `));
    expect(toShop.subject).toBe(`New enquiry #${id} from Meera Iyer`);
    expect(toShop.to).toEqual([SHOP_EMAIL]);
    expect(toShop.headers['reply-to']).toBe(sender.email);
    expect(toShop.text).toContain(message);
    expect(toShop.text).toContain(`E-mail: ${sender.email}`);
    expect(toShop.text).toContain('Phone: +91 98765 43210');
    expect(toShop.text).toContain(`http://shop.test/admin/enquiries/${id}`);

    const confirmation = await peer.waitFor(sender.email);
    expect(confirmation.to).toEqual([sender.email]);
    expect(confirmation.subject).toBe(`We have your message (enquiry #${id})`);
    expect(confirmation.headers['reply-to']).toBe(SHOP_EMAIL);
    expect(confirmation.text).toContain('Hello Meera Iyer,');
    expect(confirmation.text).toContain('our team will get back to you within one working day');
    // Whatever was typed is not sent on to the address it named.
    expect(confirmation.text).not.toContain('weekends');

    await t.app.afterAnswer.settle();
    const thread = await client.get(`/api/admin/enquiries/${id}`, asAdmin());
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({
      id,
      name: 'Meera Iyer',
      email: sender.email,
      phone: '+91 98765 43210',
      status: 'new',
      messageCount: 1,
      preview: message,
      messages: [{ from: 'sender', body: message, mailedAt: null }],
    });
  });

  /** The campus page's form as a browser without JavaScript posts it. */
  const campusForm = (fields: Record<string, string>, ip = freshSender().ip) =>
    t.app.inject({
      method: 'POST',
      url: '/api/campus-sign-ups',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
      payload: new URLSearchParams(fields).toString(),
    });
  /** Where the answer sends the browser: the campus page, and what it is to say. */
  const sentBackTo = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://shop.test');
    expect(location.pathname).toBe('/campus');
    return Object.fromEntries(location.searchParams);
  };

  it('takes a campus sign-up from a plain form into the admin’s inbox and mails the shop', async () => {
    const sender = freshSender();
    const before = await enquiryCount();
    expect(sentBackTo(await campusForm({ email: 'not-an-address', college: 'IIT Delhi' }))).toEqual(
      { signup: 'email', email: 'not-an-address', college: 'IIT Delhi' },
    );
    expect(
      sentBackTo(await campusForm({ email: sender.email, college: 'x'.repeat(121) })).signup,
    ).toBe('college');
    expect(await enquiryCount()).toBe(before);

    const done = await campusForm({ email: sender.email, college: ' IIT Delhi ' }, sender.ip);
    expect(sentBackTo(done)).toEqual({ signup: 'done' });
    const toShop = await peer.waitFor(SHOP_EMAIL, (mail) =>
      mail.text.includes(`E-mail: ${sender.email}`),
    );
    expect(toShop.subject).toMatch(/^New enquiry #\d+ from Kaushal Campus sign-up$/);
    expect(toShop.text).toContain('Please tell me when Kaushal Campus opens.\nCollege: IIT Delhi');
    const id = /#(\d+)/.exec(toShop.subject)![1]!;
    await t.app.afterAnswer.settle();
    const thread = await client.get(`/api/admin/enquiries/${id}`, asAdmin());
    expect(thread.body).toMatchObject({
      name: 'Kaushal Campus sign-up',
      email: sender.email,
      status: 'new',
    });

    // Limited as the contact form is: the fourth sign-up of one address in an hour is turned away.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(sentBackTo(await campusForm({ email: sender.email })).signup).toBe('done');
    }
    expect(sentBackTo(await campusForm({ email: sender.email })).signup).toBe('busy');
  });

  it('names each wrong field with its own message and keeps nothing', async () => {
    const before = await enquiryCount();
    const empty = validationOf(await send({}));
    expect(empty.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Enter your name' },
        { path: 'email', message: 'Email is required' },
        { path: 'message', message: 'Enter your message' },
      ]),
    );
    expect(empty.issues).toHaveLength(3);

    const wrong = validationOf(
      await send({
        name: 'x'.repeat(101),
        email: 'meera@',
        phone: 'call me',
        message: 'y'.repeat(2001),
      }),
    );
    expect(wrong.issues).toEqual([
      { path: 'name', message: 'Name must be at most 100 characters' },
      { path: 'email', message: 'Email is not valid' },
      { path: 'phone', message: 'Enter a phone number such as +91 98765 43210' },
      { path: 'message', message: 'Message must be at most 2000 characters' },
    ]);

    const blank = validationOf(await send({ name: '   ', email: 'a@b.co', message: ' \n ' }));
    expect(blank.issues).toEqual([
      { path: 'name', message: 'Enter your name' },
      { path: 'message', message: 'Enter your message' },
    ]);
    expect(await enquiryCount()).toBe(before);
  });

  it('takes a message without a phone number, or with a blank one', async () => {
    for (const phone of [undefined, '  ']) {
      const sender = freshSender();
      const result = await send(
        { name: 'Kabir', email: sender.email, message: 'Do you run corporate batches?', phone },
        sender.ip,
      );
      expect(result.status).toBe(201);
      const thread = await client.get(`/api/admin/enquiries/${String(result.body.id)}`, asAdmin());
      expect(thread.body.phone).toBeNull();
      const toShop = await peer.waitFor(SHOP_EMAIL, (mail) =>
        mail.subject.includes(`#${String(result.body.id)} `),
      );
      expect(toShop.text).toContain('Phone: not given');
    }
  });

  it('refuses the 11th message in an hour from one client address, and takes it again after', async () => {
    const ip = freshSender().ip;
    const body = () => ({ name: 'Ravi', email: freshSender().email, message: 'Hello' });
    for (let sent = 1; sent <= 10; sent += 1) expect((await send(body(), ip)).status).toBe(201);
    const before = await enquiryCount();
    const refused = await send(body(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(await enquiryCount()).toBe(before);
    expect((await send(body())).status).toBe(201);
    t.clock.advance(60 * MINUTE);
    expect((await send(body(), ip)).status).toBe(201);
  });

  it('confirms to one address at most three times an hour, whatever the client address', async () => {
    const { email } = freshSender();
    const body = { name: 'Ravi', email, message: 'Hello' };
    for (let sent = 1; sent <= 3; sent += 1) expect((await send(body)).status).toBe(201);
    const refused = await send({ ...body, email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    await t.app.afterAnswer.settle();
    expect(peer.messages.filter((mail) => mail.to.includes(email))).toHaveLength(3);
    t.clock.advance(60 * MINUTE);
    expect((await send(body)).status).toBe(201);
  });

  it('counts every spelling of one mailbox as that address: +tags, and dots and googlemail at Gmail', async () => {
    const local = `tagged${Date.now()}`;
    const spellings = [
      `${local}+1@gmail.com`,
      `${local}+offers@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@googlemail.com`,
      `${local.toUpperCase()}+x@GMAIL.com`,
    ];
    const answers = [];
    for (const email of spellings) {
      answers.push((await send({ name: 'Ravi', email, message: 'Hello' })).status);
    }
    expect(answers).toEqual([201, 201, 201, 429]);
    await t.app.afterAnswer.settle();
    const confirmations = peer.messages.filter((mail) =>
      spellings.some((email) => mail.to.includes(email.toLowerCase())),
    );
    expect(confirmations).toHaveLength(3);
  });

  it('greets the sender by a plain name only: a link or an address typed as the name stays out', async () => {
    const sender = freshSender();
    const name = 'Prize waiting at http://evil.example';
    expect((await send({ name, email: sender.email, message: 'Hello' })).status).toBe(201);
    const confirmation = await peer.waitFor(sender.email, (mail) =>
      mail.subject.startsWith('We have your message'),
    );
    expect(confirmation.text).toMatch(/^Hello,\n/);
    expect(confirmation.text).not.toContain('evil');
  });

  it('lists enquiries newest first, by status, a page at a time with the total', async () => {
    const made = [await enquiry(), await enquiry(), await enquiry()];
    await client.post(`/api/admin/enquiries/${made[0]!.id}/reply`, { message: 'Yes.' }, asAdmin());
    await client.patch(`/api/admin/enquiries/${made[1]!.id}`, { status: 'closed' }, asAdmin());

    const all = await client.get('/api/admin/enquiries?_limit=100', asAdmin());
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe(String(await enquiryCount()));
    const listed = all.body as unknown as { id: string; status: string; createdAt: string }[];
    const times = listed.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed.find((entry) => entry.id === made[2]!.id)).toMatchObject({
      status: 'new',
      messageCount: 1,
      preview: 'Is the Excel workshop offered on weekends?',
    });

    const byStatus = async (query: string) => {
      const result = await client.get(`/api/admin/enquiries?_limit=100&${query}`, asAdmin());
      const entries = result.body as unknown as { id: string; status: string }[];
      expect(result.headers['x-total-count']).toBe(String(entries.length));
      return entries;
    };
    const fresh = await byStatus('status=new');
    expect(fresh.every((entry) => entry.status === 'new')).toBe(true);
    expect(fresh.map((entry) => entry.id)).toContain(made[2]!.id);
    expect((await byStatus('status=replied')).map((entry) => entry.id)).toEqual([made[0]!.id]);
    expect((await byStatus('status=closed')).map((entry) => entry.id)).toEqual([made[1]!.id]);
    expect((await byStatus('status=replied,closed')).map((entry) => entry.id).sort()).toEqual(
      [made[0]!.id, made[1]!.id].sort(),
    );

    const first = await client.get('/api/admin/enquiries?_limit=2&_page=1', asAdmin());
    const second = await client.get('/api/admin/enquiries?_limit=2&_page=2', asAdmin());
    const ids = (page: CallResult) => (page.body as unknown as { id: string }[]).map((e) => e.id);
    expect(ids(first)).toEqual(listed.slice(0, 2).map((entry) => entry.id));
    expect(ids(second)).toEqual(listed.slice(2, 4).map((entry) => entry.id));
    expect(second.headers['x-total-count']).toBe(all.headers['x-total-count']);

    const wrong = validationOf(await client.get('/api/admin/enquiries?status=open', asAdmin()));
    expect(wrong.message).toBe("status must be 'new', 'replied' or 'closed'");
  });

  it('mails the reply to the sender, keeps it in the thread and marks the enquiry replied', async () => {
    const original = 'Hello,\nDo you offer a student discount?';
    const { id, email } = await enquiry(original);
    await client.patch(`/api/admin/enquiries/${id}`, { status: 'closed' }, asAdmin());
    const answer = 'Yes: students get 20% off.\nWrite back with your college ID.';

    const result = await client.post(
      `/api/admin/enquiries/${id}/reply`,
      { message: answer },
      asAdmin(),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id,
      status: 'replied',
      messageCount: 2,
      messages: [
        { from: 'sender', body: original },
        { from: 'shop', body: answer, mailedAt: expect.any(String) },
      ],
    });

    const mail = await peer.waitFor(email, (candidate) => candidate.subject.startsWith('Re:'));
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe(`Re: your message to Kaushal (enquiry #${id})`);
    expect(mail.headers['reply-to']).toBe(SHOP_EMAIL);
    expect(mail.text).toContain(`Hello Meera Iyer,\n\n${answer}\n`);
    expect(mail.text).toContain(`This answers your message to Kaushal of `);

    expect((await client.get(`/api/admin/enquiries/${id}`, asAdmin())).body).toEqual(result.body);
    const [stored] = await t.database.db
      .select({ authorId: enquiryMessages.authorId })
      .from(enquiryMessages)
      .where(eq(enquiryMessages.body, answer));
    expect(stored?.authorId).toBe(admin.id);
  });

  it('keeps the sender’s message out of the reply, as the address they typed may be anyone’s', async () => {
    const message = 'Your account is locked. Unlock it at http://evil.example/unlock today.';
    const { id, email } = await enquiry(message);
    const answer = 'We could not find an order of yours; please write again with its number.';
    expect(
      (await client.post(`/api/admin/enquiries/${id}/reply`, { message: answer }, asAdmin()))
        .status,
    ).toBe(200);
    const mail = await peer.waitFor(email, (candidate) => candidate.subject.startsWith('Re:'));
    expect(mail.text).toContain(answer);
    expect(`${mail.subject}\n${mail.text}\n${mail.html ?? ''}`).not.toMatch(/evil|locked/);
  });

  it('refuses an empty reply and answers 404 for an enquiry that does not exist', async () => {
    const { id } = await enquiry();
    const empty = validationOf(
      await client.post(`/api/admin/enquiries/${id}/reply`, { message: '  ' }, asAdmin()),
    );
    expect(empty.issues).toEqual([{ path: 'message', message: 'Enter your message' }]);
    const tooLong = validationOf(
      await client.post(
        `/api/admin/enquiries/${id}/reply`,
        { message: 'z'.repeat(2001) },
        asAdmin(),
      ),
    );
    expect(tooLong.message).toBe('Message must be at most 2000 characters');
    expect((await client.get(`/api/admin/enquiries/${id}`, asAdmin())).body.messageCount).toBe(1);

    for (const call of [
      client.get('/api/admin/enquiries/999999', asAdmin()),
      client.post('/api/admin/enquiries/999999/reply', { message: 'Hi' }, asAdmin()),
      client.patch('/api/admin/enquiries/999999', { status: 'closed' }, asAdmin()),
    ]) {
      const missing = await call;
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Enquiry #999999 was not found',
      });
    }
  });

  it('closes an enquiry and opens it again', async () => {
    const { id } = await enquiry();
    const closed = await client.patch(
      `/api/admin/enquiries/${id}`,
      { status: 'closed' },
      asAdmin(),
    );
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(Date.parse(String(closed.body.updatedAt))).toBeGreaterThanOrEqual(
      Date.parse(String(closed.body.createdAt)),
    );
    const reopened = await client.patch(`/api/admin/enquiries/${id}`, { status: 'new' }, asAdmin());
    expect(reopened.body.status).toBe('new');
    const wrong = validationOf(
      await client.patch(`/api/admin/enquiries/${id}`, { status: 'archived' }, asAdmin()),
    );
    expect(wrong.issues).toEqual([
      { path: 'status', message: "status must be 'new', 'replied' or 'closed'" },
    ]);
    expect((await client.get(`/api/admin/enquiries/${id}`, asAdmin())).body.status).toBe('new');
  });

  it('refuses every admin call to a visitor (401) and a customer (403), and changes nothing', async () => {
    const { id } = await enquiry();
    const calls = [
      { method: 'get', url: '/api/admin/enquiries', valid: undefined, invalid: undefined },
      {
        method: 'get',
        url: '/api/admin/enquiries?status=open',
        valid: undefined,
        invalid: undefined,
      },
      { method: 'get', url: `/api/admin/enquiries/${id}`, valid: undefined, invalid: undefined },
      {
        method: 'post',
        url: `/api/admin/enquiries/${id}/reply`,
        valid: { message: 'Hi' },
        invalid: {},
      },
      {
        method: 'patch',
        url: `/api/admin/enquiries/${id}`,
        valid: { status: 'closed' },
        invalid: { status: 'gone' },
      },
    ] as const;
    await t.app.afterAnswer.settle();
    const mailsBefore = peer.messages.length;
    for (const call of calls) {
      for (const body of [call.valid, call.invalid]) {
        for (const [cookie, status, code] of [
          [undefined, 401, 'UNAUTHENTICATED'],
          [customer.cookie, 403, 'FORBIDDEN'],
        ] as const) {
          const result =
            call.method === 'get'
              ? await client.get(call.url, { cookie })
              : await client[call.method](call.url, body, { cookie });
          expect(result.status, `${call.method} ${call.url}`).toBe(status);
          expect(result.body.code).toBe(code);
        }
      }
    }
    await t.app.afterAnswer.settle();
    expect(peer.messages.length).toBe(mailsBefore);
    expect((await client.get(`/api/admin/enquiries/${id}`, asAdmin())).body).toMatchObject({
      status: 'new',
      messageCount: 1,
    });
  });
});

describe.each(testEngines)('enquiries with the mail relay down on %s', (engine) => {
  let t: AccountsTestApp;
  let client: AccountClient;
  let admin: SignedInUser;

  beforeAll(async () => {
    // A relay that was there and is gone: its port refuses connections.
    const gone = await startSmtpPeer();
    await gone.close();
    t = await createAccountsApp(engine, { SMTP_URL: gone.url, BUSINESS_EMAIL: SHOP_EMAIL });
    client = accountClient(t.app);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(() => t.close());

  it('keeps the message with its two mails in the outbox, and the thread says the reply did not go', async () => {
    const sender = freshSender();
    const sent = await client.post(
      '/api/contact',
      { name: 'Meera Iyer', email: sender.email, message: 'Hello?' },
      { ip: sender.ip },
    );
    expect(sent.status).toBe(201);
    await t.app.afterAnswer.settle();
    // Kept to be sent again once the relay answers, the shop's copy and the sender's confirmation.
    const waiting = await t.database.db
      .select({ to: sql<string>`${outboxMails.message}->>'to'` })
      .from(outboxMails)
      .where(isNull(outboxMails.sentAt));
    expect(waiting.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([SHOP_EMAIL, sender.email]),
    );
    const url = `/api/admin/enquiries/${String(sent.body.id)}`;
    const replied = await client.post(
      `${url}/reply`,
      { message: 'Hello!' },
      { cookie: admin.cookie },
    );
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({
      status: 'replied',
      messages: [
        { from: 'sender', body: 'Hello?', mailedAt: null },
        { from: 'shop', body: 'Hello!', mailedAt: null },
      ],
    });
  });
});

const redisSuite = `contact limits shared through Redis on %s${redisSkipNote}`;
describeOnRedis.each(testEngines)(redisSuite, (engine) => {
  const REDIS_URL = testRedisUrl!;
  let t: AccountsTestApp;
  let redis: Redis;
  // Redis outlives the run, so every run writes as an address of its own and removes its counters.
  const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
  const counterKeys = [`kaushal:rate:contact-email:${email}`];

  beforeAll(async () => {
    t = await createAccountsApp(engine, { REDIS_URL });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await redis.del(...counterKeys);
    await redis.quit();
    await t.close();
  });

  it('counts in Redis, so a second instance refuses the 4th message to one address too', async () => {
    const body = { name: 'Ravi', email, message: 'Hello' };
    const first = accountClient(t.app);
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await first.post('/api/contact', body, { ip: freshSender().ip })).status).toBe(201);
    }
    expect(await redis.get(counterKeys[0]!)).toBe('3');
    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      clock: t.clock.now,
    });
    try {
      const refused = await accountClient(other).post('/api/contact', body, {
        ip: freshSender().ip,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
    } finally {
      await other.close();
    }
  });
});
