// "Notify me" on every engine: signing up for a sold-out workshop, the one mail once seats are back,
// and leaving by the mail's link.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Product } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { call, type Answer } from '../../../test/order.fixtures';
import { editProduct } from '../../../test/security/attack-fixtures';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../../../test/smtp-peer';
import {
  createTestApp,
  signedInUser,
  testConfig,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { notifySeatAlerts } from './seat-alert.job';

type Body = Record<string, unknown>;

let workshopCounter = 0;
let ipCounter = 0;
/** Each test signs up from an address of its own, so the per-address limit counts only its calls. */
const freshIp = () => {
  ipCounter += 1;
  return `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** A workshop created by the admin as the product form would, with the given seats. */
async function createWorkshop(t: TestApp, admin: SignedInUser, stock: number): Promise<Product> {
  workshopCounter += 1;
  const created = await call<Product>(t, admin, 'POST', '/api/products', {
    title: `Power BI Dashboards ${workshopCounter}`,
    description: 'Reports that answer questions.',
    images: ['/uploads/a.png', '/uploads/b.png'],
    thumbnail: '/uploads/a.png',
    brand: 'Kaushal Analytics',
    category: 'Data Analytics',
    price: 4999,
    discountPercentage: 20,
    stock,
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** A JSON post from a client address of its own unless `ip` says otherwise. */
async function post(
  t: TestApp,
  url: string,
  body: unknown,
  options: { cookie?: string; ip?: string } = {},
): Promise<Answer<Body>> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': 'application/json',
      ...(options.cookie && { cookie: options.cookie }),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Body>(), headers: response.headers };
}

const signUp = (
  t: TestApp,
  productId: string,
  body: unknown,
  options?: { cookie?: string; ip?: string },
) => post(t, `/api/products/${productId}/seat-alerts`, body, options);

const unsubscribe = (t: TestApp, token: unknown, options?: { ip?: string }) =>
  post(t, '/api/seat-alerts/unsubscribe', { token }, options);

const UNSUBSCRIBE_LINK = /http:\/\/shop\.test\/seat-alerts\/unsubscribe\?token=([\w-]+)/;

function tokenOf(mail: string): string {
  const token = UNSUBSCRIBE_LINK.exec(mail)?.[1];
  if (!token) throw new Error(`no unsubscribe link in:\n${mail}`);
  return token;
}

describe.each(testEngines)('seat alerts on %s', (engine) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: SignedInUser;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    // The job runs as in production, only often, so a test waits for its mail rather than a minute.
    t = await createTestApp(
      engine,
      { SMTP_URL: peer.url },
      { backgroundJobs: true, seatAlertEveryMs: 50 },
    );
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('puts a visitor on a sold-out workshop’s list by e-mail, written as stored, once', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const first = await signUp(t, workshop.id, { email: '  Meera.Iyer@Example.COM ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ email: 'meera.iyer@example.com', productId: workshop.id });

    const again = await signUp(t, workshop.id, { email: 'meera.iyer@example.com' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('puts a signed-in shopper on the list with one click, under the account’s address', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const shopper = await signedInUser(t);
    const first = await signUp(t, workshop.id, {}, { cookie: shopper.cookie });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ email: shopper.email, productId: workshop.id });
    const again = await signUp(t, workshop.id, {}, { cookie: shopper.cookie });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses a sign-up without a usable address, and says why', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const cases: [unknown, string][] = [
      [{}, 'Email is required'],
      [{ email: '   ' }, 'Email is required'],
      [{ email: 'meera@' }, 'Email is not valid'],
      [{ email: 42 }, 'Email is required'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email is not valid'],
    ];
    for (const [body, message] of cases) {
      const answer = await signUp(t, workshop.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const badId = await signUp(t, 'abc', { email: 'meera@example.com' });
    expect(badId.status).toBe(400);
  });

  it('answers 404 for an unknown or withdrawn workshop and 409 when seats are there to take', async () => {
    const unknown = await signUp(t, '999999', { email: 'meera@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');

    const withdrawn = await createWorkshop(t, admin, 0);
    expect((await editProduct(t, admin, Number(withdrawn.id), { deleted: true })).status).toBe(200);
    expect((await signUp(t, withdrawn.id, { email: 'meera@example.com' })).status).toBe(404);

    const open = await createWorkshop(t, admin, 3);
    const conflict = await signUp(t, open.id, { email: 'meera@example.com' });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      code: 'CONFLICT',
      message: `"${open.title}" has seats: enrol now`,
    });
  });

  it('limits sign-ups from one client address', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const answer = await signUp(t, workshop.id, { email: `flood-${i}@example.com` }, { ip });
      expect(answer.status).toBe(201);
    }
    const refused = await signUp(t, workshop.id, { email: 'flood-21@example.com' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('takes at most ten sign-ups a day for one mailbox, whatever spellings of its address and from wherever', async () => {
    const workshops = await Promise.all(
      Array.from({ length: 3 }, () => createWorkshop(t, admin, 0)),
    );
    const local = `alerted${workshops[0]!.id}`;
    const spellings = [
      `${local}+1@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@googlemail.com`,
      `${local.toUpperCase()}+news@gmail.com`,
      `${local}+2@gmail.com`,
    ];
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      const workshop = workshops[i % 3]!;
      answers.push((await signUp(t, workshop.id, { email: spellings[i % 4] })).status);
    }
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
    const other = await signUp(t, workshops[0]!.id, { email: `other-${local}@gmail.com` });
    expect(other.status).toBe(201);
  });

  it('limits unsubscribe attempts from one client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await unsubscribe(t, `guess-${i}`, { ip })).status).toBe(404);
    }
    expect((await unsubscribe(t, 'guess-21', { ip })).status).toBe(429);
  });

  it('mails each waiting shopper once when the admin adds seats, with links to enrol and to leave', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const shopper = await signedInUser(t);
    const visitor = `visitor-${workshop.id}@example.com`;
    expect((await signUp(t, workshop.id, { email: visitor })).status).toBe(201);
    expect((await signUp(t, workshop.id, {}, { cookie: shopper.cookie })).status).toBe(201);

    const raised = await editProduct(t, admin, Number(workshop.id), { stock: 5 });
    expect(raised.status).toBe(200);
    const forWorkshop = (mail: ReceivedMail) =>
      mail.subject === `Seats are open: ${workshop.title}`;
    const mails = [await peer.waitFor(visitor, forWorkshop), await peer.waitFor(shopper.email)];

    const courseLink = `http://shop.test/workshops/${workshop.slug}`;
    for (const mail of mails) {
      expect(mail.subject).toBe(`Seats are open: ${workshop.title}`);
      expect(mail.text).toContain(courseLink);
      expect(mail.text).toContain('₹3,999 (20% off ₹4,999)');
      expect(mail.html).toContain(`href="${courseLink}"`);
      const token = tokenOf(mail.text);
      expect(mail.html).toContain(`seat-alerts/unsubscribe?token=${token}`);
      expect(mail.headers['list-unsubscribe']).toBe(
        `<http://shop.test/seat-alerts/unsubscribe?token=${token}>`,
      );
    }
    expect(tokenOf(mails[0]?.text ?? '')).not.toBe(tokenOf(mails[1]?.text ?? ''));

    // Every alert is spent: another pass, here or in the running job, finds nothing to send.
    expect(await notifySeatAlerts(t.app)).toBe(0);
    const toThem = peer.messages.filter(
      (mail) => mail.to.includes(visitor) || mail.to.includes(shopper.email),
    );
    expect(toThem).toHaveLength(2);
  });

  it('takes the same address again once the workshop sells out after its mail', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const email = `again-${workshop.id}@example.com`;
    expect((await signUp(t, workshop.id, { email })).status).toBe(201);
    expect((await editProduct(t, admin, Number(workshop.id), { stock: 1 })).status).toBe(200);
    await peer.waitFor(email);
    expect((await editProduct(t, admin, Number(workshop.id), { stock: 0 })).status).toBe(200);
    expect((await signUp(t, workshop.id, { email })).status).toBe(201);
  });

  it('escapes the workshop’s title in the mail’s HTML', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const title = `Excel & <b>Macros</b> ${workshop.id}`;
    expect((await editProduct(t, admin, Number(workshop.id), { title })).status).toBe(200);
    const email = `html-${workshop.id}@example.com`;
    expect((await signUp(t, workshop.id, { email })).status).toBe(201);
    expect((await editProduct(t, admin, Number(workshop.id), { stock: 1 })).status).toBe(200);
    const mail = await peer.waitFor(email);
    expect(mail.subject).toBe(`Seats are open: ${title}`);
    expect(mail.html).toContain(`Excel &amp; &lt;b&gt;Macros&lt;/b&gt; ${workshop.id}`);
    expect(mail.html).not.toContain('<b>Macros');
  });

  it('lists both calls in the OpenAPI document', async () => {
    const document = await call<{ paths: Record<string, Record<string, unknown>> }>(
      t,
      undefined,
      'GET',
      '/api/docs/openapi.json',
    );
    expect(document.status).toBe(200);
    expect(document.body.paths['/api/products/{id}/seat-alerts']).toHaveProperty('post');
    expect(document.body.paths['/api/seat-alerts/unsubscribe']).toHaveProperty('post');
  });

  it('removes the alert by the mail’s unsubscribe token, once', async () => {
    const workshop = await createWorkshop(t, admin, 0);
    const email = `leaving-${workshop.id}@example.com`;
    expect((await signUp(t, workshop.id, { email })).status).toBe(201);
    expect((await editProduct(t, admin, Number(workshop.id), { stock: 2 })).status).toBe(200);
    const token = tokenOf((await peer.waitFor(email)).text);

    const left = await unsubscribe(t, token);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ workshop: workshop.title });

    const spent = await unsubscribe(t, token);
    expect(spent.status).toBe(404);
    expect(spent.body.message).toMatch(/unsubscribe link is not valid/);
    expect((await unsubscribe(t, 'not-a-token')).status).toBe(404);
    expect((await unsubscribe(t, '')).status).toBe(400);
    expect((await unsubscribe(t, 7)).status).toBe(400);
  });
});

describe.each(testEngines)(
  'seat alert mails that fail, and instances side by side, on %s',
  (engine) => {
    let t: TestApp;
    let admin: SignedInUser;
    /** Other instances on the same database, closed with the suite. */
    const instances: App[] = [];

    const instance = async (env: Record<string, string> = {}) => {
      const app = await buildApp({ config: testConfig(env), database: t.database, logger: false });
      await app.ready();
      instances.push(app);
      return app;
    };
    /** The mails an instance without a relay wrote to its outbox. */
    const outbox = async (app: App) => {
      const dir = join(app.config.dataDir, 'outbox');
      const files = await readdir(dir).catch(() => []);
      return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    };

    beforeAll(async () => {
      // No background job here: each pass is run by the test.
      t = await createTestApp(engine);
      admin = await signedInUser(t, 'admin');
    });
    afterAll(async () => {
      for (const app of instances) await app.close();
      await t.close();
    });

    it('leaves the alert waiting when its mail cannot be sent, and sends it on a later pass', async () => {
      const gone = await startSmtpPeer();
      await gone.close();
      const unreachable = await instance({ SMTP_URL: gone.url, SMTP_TIMEOUT_MS: '2000' });
      const workshop = await createWorkshop(t, admin, 0);
      expect((await signUp(t, workshop.id, { email: 'patient@example.com' })).status).toBe(201);
      expect((await editProduct(t, admin, Number(workshop.id), { stock: 1 })).status).toBe(200);

      expect(await notifySeatAlerts(unreachable)).toBe(0);
      expect(await notifySeatAlerts(t.app)).toBe(1);
      expect(await notifySeatAlerts(t.app)).toBe(0);
      const [mail, ...more] = await outbox(t.app);
      expect(more).toEqual([]);
      expect(mail).toContain(`Seats are open: ${workshop.title}`);
      expect(mail).toContain('To: patient@example.com');
    });

    it('mails each alert once when two instances run their passes at the same time', async () => {
      const [one, two] = [await instance(), await instance()];
      const workshop = await createWorkshop(t, admin, 0);
      const emails = Array.from({ length: 6 }, (_, i) => `side-${i}-${workshop.id}@example.com`);
      for (const email of emails)
        expect((await signUp(t, workshop.id, { email })).status).toBe(201);
      expect((await editProduct(t, admin, Number(workshop.id), { stock: 4 })).status).toBe(200);

      const sent = await Promise.all([notifySeatAlerts(one), notifySeatAlerts(two)]);
      expect(sent[0] + sent[1]).toBe(emails.length);
      const written = [...(await outbox(one)), ...(await outbox(two))];
      const recipients = written.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]).sort();
      expect(recipients).toEqual([...emails].sort());
    });
  },
);
