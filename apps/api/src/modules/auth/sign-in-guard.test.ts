// The guard of an account being guessed at from many addresses, on every engine with a real SMTP peer:
// the ceiling holds under parallel guesses, a new network then needs the mailed one-time link (alike for
// right and wrong passwords), the owner is warned once a day, and the link signs in once.
import { randomBytes } from 'node:crypto';
import type { User } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLinks } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../../../test/smtp-peer';
import { buildApp } from '../../app';
import { describeOnRedis, redisSkipNote, testEngines, testRedisUrl } from '../../../test/test-app';
import {
  accountClient,
  createAccountsApp,
  DAY,
  MINUTE,
  type AccountClient,
  type AccountsTestApp,
  type CallResult,
} from '../../../test/account-client.fixture';

const PASSWORD = 'Secret123';
const CEILING = 20;
const LINK_SENT = 'SIGN_IN_LINK_SENT';
const WARNING_SUBJECT = 'Someone is trying to guess your Kaushal password';
const LINK_SUBJECT = 'Your Kaushal sign-in link';

let counter = 0;
const freshEmail = () => {
  counter += 1;
  return `guarded${counter}-${Date.now()}@example.com`;
};
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const tally = (results: CallResult[]) => {
  const counts: Record<string, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

const mailsOf = (peer: SmtpPeer, email: string, subject: string) =>
  peer.messages.filter((mail) => mail.to.includes(email) && mail.subject === subject);

/** The token of the sign-in link in a mail, after checking where the link points. */
function signInTokenIn(mail: ReceivedMail) {
  const match = /https?:\/\/\S+\/sign-in-link\?\S+/.exec(mail.text);
  expect(match).not.toBeNull();
  const link = new URL(match![0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/sign-in-link');
  return link.searchParams.get('token') ?? '';
}

describe.each(testEngines)('sign-in guard of an account being guessed at on %s', (engine) => {
  let peer: SmtpPeer;
  let t: AccountsTestApp;
  let client: AccountClient;

  const signUp = async (email = freshEmail(), ip = freshIp()) => {
    const result = await client.post(
      '/api/auth/signup',
      { email, password: PASSWORD, confirmPassword: PASSWORD },
      { ip },
    );
    expect(result.status).toBe(201);
    return { email, ip, user: result.body as User };
  };
  const logIn = (email: string, password: string, ip = freshIp()) =>
    client.post('/api/auth/login', { email, password }, { ip });
  /** Wrong passwords on `email`, all at once, each from an address of its own. */
  const storm = (email: string, attempts: number) =>
    Promise.all(Array.from({ length: attempts }, (_, i) => logIn(email, `Wrong${i}pass`)));
  const mailsTo = (email: string, subject: string) => mailsOf(peer, email, subject);
  /** Every mail the answers so far started has been handed to the SMTP peer. */
  const mailSettled = () => t.app.afterAnswer.settle();
  const useLink = (token: string, ip = freshIp()) =>
    client.post('/api/auth/sign-in-link', { token }, { ip });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createAccountsApp(engine, { SMTP_URL: peer.url });
    client = accountClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('answers no more than the ceiling of 130 parallel wrong passwords from 130 addresses', async () => {
    const account = await signUp();
    const results = await storm(account.email, 130);
    expect(tally(results)).toEqual({ 401: CEILING, 202: 130 - CEILING });
    for (const result of results.filter(({ status }) => status === 202)) {
      expect(result.body).toEqual({
        code: LINK_SENT,
        message: expect.stringContaining('If the e-mail and password you entered are right'),
      });
      expect(result.sessionCookie).toBeUndefined();
    }

    // The right password from a new address is answered alike, and signs nobody in there.
    const newcomer = await logIn(account.email, PASSWORD);
    expect(newcomer.status).toBe(202);
    expect(newcomer.body).toEqual(results.find(({ status }) => status === 202)!.body);
    expect(newcomer.sessionCookie).toBeUndefined();

    // From the address it signed up from, the password works as ever, wrong or right.
    expect((await logIn(account.email, 'Wrong1234', account.ip)).status).toBe(401);
    const owner = await logIn(account.email, PASSWORD, account.ip);
    expect(owner.status).toBe(200);
    expect(owner.sessionCookie).toBeDefined();

    await mailSettled();
    // Wrong passwords mailed no link; the right one did; the owner was warned once.
    expect(mailsTo(account.email, LINK_SUBJECT)).toHaveLength(1);
    expect(mailsTo(account.email, WARNING_SUBJECT)).toHaveLength(1);
  });

  it('answers an e-mail with no account alike past the ceiling, so the guard tells no one it exists', async () => {
    const email = freshEmail();
    expect(tally(await storm(email, 30))).toEqual({ 401: CEILING, 202: 10 });
    expect((await logIn(email, PASSWORD)).body.code).toBe(LINK_SENT);
    await mailSettled();
    expect(peer.messages.filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('warns the owner exactly once under parallel guesses, and again only a day later', async () => {
    const account = await signUp();
    expect(tally(await storm(account.email, 30))).toEqual({ 401: CEILING, 202: 10 });
    await mailSettled();
    const [warning, ...more] = mailsTo(account.email, WARNING_SUBJECT);
    expect(more).toHaveLength(0);
    expect(warning!.text).toContain(`Your Kaushal account (${account.email}) has had 20 or more`);
    expect(warning!.text).toContain('http://shop.test/forgot-password');
    expect(warning!.text).toContain('We will not e-mail you about this again for 24 hours.');

    // A new hour's storm within the day warns no one again.
    t.clock.advance(60 * MINUTE);
    expect(tally(await storm(account.email, 25))).toEqual({ 401: CEILING, 202: 5 });
    await mailSettled();
    expect(mailsTo(account.email, WARNING_SUBJECT)).toHaveLength(1);

    t.clock.advance(DAY);
    expect(tally(await storm(account.email, 25))).toEqual({ 401: CEILING, 202: 5 });
    await mailSettled();
    expect(mailsTo(account.email, WARNING_SUBJECT)).toHaveLength(2);
  });

  it('signs in once with the mailed link, and then knows the network it was used from', async () => {
    const account = await signUp();
    await storm(account.email, CEILING);
    const ip = freshIp();
    expect((await logIn(account.email, PASSWORD, ip)).status).toBe(202);
    const mail = await peer.waitFor(account.email, (m) => m.subject === LINK_SUBJECT);
    expect(mail.text).toContain(`the right password for your Kaushal account (${account.email})`);
    expect(mail.text).toContain(`(address ${ip})`);
    expect(mail.text).toContain('within 15 minutes');
    expect(mail.text).toContain('If it was not you, do not open the link');
    const token = signInTokenIn(mail);
    client.remember(token);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.db
      .select({ tokenHash: signInLinks.tokenHash })
      .from(signInLinks)
      .where(eq(signInLinks.userId, Number(account.user.id)));
    expect(stored?.tokenHash).toBe(hashToken(token));

    const used = await useLink(token, ip);
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ id: account.user.id, email: account.email });
    expect((await client.get('/api/auth/check', { cookie: used.sessionCookie })).status).toBe(200);

    const again = await useLink(token, ip);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'INVALID_SIGN_IN_LINK',
      message: 'This sign-in link is not valid or has already been used. Please log in again.',
    });
    expect(again.sessionCookie).toBeUndefined();

    // The guessing goes on, but the password now signs in from where the link was used.
    expect((await logIn(account.email, 'Wrong1234')).status).toBe(202);
    expect((await logIn(account.email, PASSWORD, ip)).status).toBe(200);
    expect((await logIn(account.email, PASSWORD)).status).toBe(202);
  });

  it('refuses a link once 15 minutes have passed, or once the password was reset', async () => {
    const account = await signUp();
    await storm(account.email, CEILING);
    const before = mailsTo(account.email, LINK_SUBJECT).length;
    expect((await logIn(account.email, PASSWORD)).status).toBe(202);
    expect((await logIn(account.email, PASSWORD)).status).toBe(202);
    await mailSettled();
    const [first, second] = mailsTo(account.email, LINK_SUBJECT).slice(before).map(signInTokenIn);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    client.remember(first!);
    client.remember(second!);

    t.clock.advance(15 * MINUTE);
    const late = await useLink(first!);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'INVALID_SIGN_IN_LINK',
      message: 'This sign-in link has expired. Please log in again for a new one.',
    });
    // Spent by the try: the other link of the account went with it.
    expect((await useLink(second!)).body.code).toBe('INVALID_SIGN_IN_LINK');

    expect((await logIn(account.email, PASSWORD)).status).toBe(202);
    await mailSettled();
    const third = signInTokenIn(mailsTo(account.email, LINK_SUBJECT).at(-1)!);
    client.remember(third);
    await client.post('/api/auth/reset-password-request', { email: account.email });
    const reset = await peer.waitFor(account.email, (m) => m.subject.startsWith('Reset'));
    const resetToken = new URL(
      /https?:\/\/\S+\/reset-password\?\S+/.exec(reset.text)![0],
    ).searchParams.get('token')!;
    client.remember(resetToken);
    expect(
      (
        await client.post('/api/auth/reset-password', {
          email: account.email,
          token: resetToken,
          password: 'Fresh456Pass',
        })
      ).status,
    ).toBe(200);
    expect((await useLink(third)).body.code).toBe('INVALID_SIGN_IN_LINK');
  });

  it('mails at most five links an hour to one account, answering every try alike', async () => {
    const account = await signUp();
    await storm(account.email, CEILING);
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect((await logIn(account.email, PASSWORD)).status).toBe(202);
    }
    await mailSettled();
    expect(mailsTo(account.email, LINK_SUBJECT)).toHaveLength(5);
  });

  it('mails at most five links an hour to one mailbox, however many accounts spell its address', async () => {
    const [local, domain] = freshEmail().split('@');
    const accounts = [
      await signUp(`${local!}+one@${domain!}`),
      await signUp(`${local!}+two@${domain!}`),
    ];
    for (const account of accounts) await storm(account.email, CEILING);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      for (const account of accounts) {
        expect((await logIn(account.email, PASSWORD)).status).toBe(202);
      }
    }
    await mailSettled();
    const links = accounts.flatMap((account) => mailsTo(account.email, LINK_SUBJECT));
    expect(links).toHaveLength(5);
  });

  it('starts afresh once the hour of failures is over', async () => {
    const account = await signUp();
    await storm(account.email, CEILING);
    expect((await logIn(account.email, PASSWORD)).status).toBe(202);
    t.clock.advance(60 * MINUTE);
    expect((await logIn(account.email, PASSWORD)).status).toBe(200);
  });

  it('never sent a password hash, a link token or a session token in any response body', async () => {
    await client.expectNoSecretsSent(t);
  });
});

const redisSuite = `sign-in guard shared by two instances through Redis on %s${redisSkipNote}`;
describeOnRedis.each(testEngines)(redisSuite, (engine) => {
  const REDIS_URL = testRedisUrl!;
  let peer: SmtpPeer;
  let t: AccountsTestApp;
  let redis: Redis;
  // Redis outlives the run, so this run's counters have addresses and an e-mail of their own.
  const run = randomBytes(4).toString('hex');
  const email = `redis-guard-${run}@example.com`;
  const ipPrefix = `10.${randomBytes(1)[0]!}.${randomBytes(1)[0]!}`;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createAccountsApp(engine, { SMTP_URL: peer.url, REDIS_URL });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = [
      ...(await redis.keys(`kaushal:rate:*${email}*`)),
      ...(await redis.keys(`kaushal:rate:*:${ipPrefix}.*`)),
    ];
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await t.close();
    await peer.close();
  });

  it('holds the ceiling across instances: 60 parallel guesses through two, 20 answered, one warning', async () => {
    const first = accountClient(t.app);
    const signup = await first.post(
      '/api/auth/signup',
      { email, password: PASSWORD, confirmPassword: PASSWORD },
      { ip: `${ipPrefix}.250` },
    );
    expect(signup.status).toBe(201);
    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      clock: t.clock.now,
    });
    try {
      const second = accountClient(other);
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 ? first : second).post(
            '/api/auth/login',
            { email, password: `Wrong${i}pass` },
            { ip: `${ipPrefix}.${i + 1}` },
          ),
        ),
      );
      expect(tally(results)).toEqual({ 401: CEILING, 202: 60 - CEILING });
      await t.app.afterAnswer.settle();
      await other.afterAnswer.settle();
      expect(mailsOf(peer, email, WARNING_SUBJECT)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
