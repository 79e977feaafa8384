// Password reset by e-mail through a real SMTP server on every engine: the whole flow, each way a token
// can be wrong, the same answer for unknown e-mails, the outbox without a relay, and a dead relay.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PASSWORD_RULES_MESSAGE, type User } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { testEngines } from '../../../test/test-app';
import {
  accountClient,
  createAccountsApp,
  MINUTE,
  validationOf,
  type AccountClient,
  type AccountsTestApp,
} from '../../../test/account-client.fixture';

const PASSWORD = 'Secret123';
const RESET_SUBJECT = 'Reset your Kaushal password';
const NEW_PASSWORD = 'Fresh456Pass';
const INVALID_LINK =
  'This password reset link is not valid or has already been used. Please request a new one.';
const EXPIRED_LINK = 'This password reset link has expired. Please request a new one.';

let counter = 0;
const freshEmail = () => {
  counter += 1;
  return `reset${counter}-${Date.now()}@example.com`;
};
const freshIp = () => `10.1.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;

/** The token and e-mail of the reset link in a mail, after checking where the link points. */
function resetLinkIn(text: string) {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(text);
  expect(match).not.toBeNull();
  const link = new URL(match![0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/reset-password');
  return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') };
}

describe.each(testEngines)('password reset on %s', (engine) => {
  let peer: SmtpPeer;
  let t: AccountsTestApp;
  let client: AccountClient;

  const signUp = async (email = freshEmail()) => {
    const result = await client.post(
      '/api/auth/signup',
      { email, password: PASSWORD, confirmPassword: PASSWORD },
      { ip: freshIp() },
    );
    expect(result.status).toBe(201);
    return { email, cookie: result.sessionCookie!, user: result.body as User };
  };
  const requestReset = (email: string) =>
    client.post('/api/auth/reset-password-request', { email }, { ip: freshIp() });
  /** The reset mails to `email` so far (the account's other mails, such as its welcome, aside). */
  const resetMailsTo = (email: string) =>
    peer.messages.filter((mail) => mail.to.includes(email) && mail.subject === RESET_SUBJECT);
  /** Asks for a reset and returns the token from the mail that arrives (the n-th to that address). */
  const mailedToken = async (email: string) => {
    const before = resetMailsTo(email).length;
    expect((await requestReset(email)).body).toEqual({ success: true });
    const mail = await peer.waitFor(
      email,
      (candidate) => resetMailsTo(email).indexOf(candidate) >= before,
    );
    const link = resetLinkIn(mail.text);
    expect(link.email).toBe(email);
    client.remember(link.token);
    return link.token;
  };
  const reset = (email: string, token: string, password = NEW_PASSWORD) =>
    client.post('/api/auth/reset-password', { email, token, password }, { ip: freshIp() });
  const logIn = (email: string, password: string) =>
    client.post('/api/auth/login', { email, password }, { ip: freshIp() });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createAccountsApp(engine, { SMTP_URL: peer.url });
    client = accountClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('mails a one-hour link, sets the new password, ends every session and spends the token', async () => {
    const account = await signUp();
    const otherDevice = (await logIn(account.email, PASSWORD)).sessionCookie;

    const token = await mailedToken(account.email);
    const [mail] = resetMailsTo(account.email);
    expect(mail?.subject).toBe(RESET_SUBJECT);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, Number(account.user.id)));
    expect(stored?.tokenHash).toBe(hashToken(token));

    const result = await reset(account.email, token);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true });

    for (const cookie of [account.cookie, otherDevice]) {
      expect((await client.get('/api/auth/check', { cookie })).status).toBe(401);
    }
    expect((await logIn(account.email, PASSWORD)).status).toBe(401);
    expect((await logIn(account.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(account.email, token, 'Another789');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: INVALID_LINK });
    expect((await logIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('accepts the e-mail in any case and spacing, and links the normalised one', async () => {
    const account = await signUp();
    await requestReset(`  ${account.email.toUpperCase()} `);
    const mail = await peer.waitFor(account.email, (m) => m.subject === RESET_SUBJECT);
    const link = resetLinkIn(mail.text);
    client.remember(link.token);
    expect(link.email).toBe(account.email);
    expect((await reset(` ${account.email.toUpperCase()}`, link.token)).status).toBe(200);
  });

  it('rejects a wrong token, a token of another account, and an unknown e-mail alike', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const aliceToken = await mailedToken(alice.email);
    const bobToken = await mailedToken(bob.email);
    for (const [email, token] of [
      [alice.email, bobToken],
      [alice.email, `${aliceToken.slice(0, -1)}${aliceToken.endsWith('A') ? 'B' : 'A'}`],
      [alice.email, 'x'],
      [freshEmail(), aliceToken],
    ] as const) {
      const result = await reset(email, token);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: INVALID_LINK });
    }
    // None of the failed tries spent or changed anything.
    expect((await reset(alice.email, aliceToken)).status).toBe(200);
    expect((await logIn(bob.email, PASSWORD)).status).toBe(200);
  });

  it('rejects an empty or missing token as an invalid link', async () => {
    const account = await signUp();
    for (const body of [
      { email: account.email, token: '', password: NEW_PASSWORD },
      { email: account.email, password: NEW_PASSWORD },
    ]) {
      const result = await client.post('/api/auth/reset-password', body);
      expect(validationOf(result).issues).toEqual([
        { path: 'token', message: 'The reset link is invalid' },
      ]);
    }
  });

  it('checks a link on request without spending it, and refuses a spent, wrong or expired one', async () => {
    const account = await signUp();
    const token = await mailedToken(account.email);
    const check = (email: string, linkToken: string) =>
      client.get(
        `/api/auth/reset-password/check?${new URLSearchParams({ email, token: linkToken }).toString()}`,
        { ip: freshIp() },
      );
    expect(await check(account.email, token)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await check(account.email, `${token}x`)).body).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
      message: INVALID_LINK,
    });
    expect((await reset(account.email, token)).status).toBe(200);
    const spent = await check(account.email, token);
    expect(spent.status).toBe(400);
    expect(spent.body).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: INVALID_LINK });

    const later = await mailedToken(account.email);
    t.clock.advance(60 * MINUTE);
    const expired = await check(account.email, later);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: EXPIRED_LINK });
  });

  it('rejects an expired token (after one hour) with its own message', async () => {
    const account = await signUp();
    const token = await mailedToken(account.email);
    t.clock.advance(60 * MINUTE);
    const result = await reset(account.email, token);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: EXPIRED_LINK });
    expect((await logIn(account.email, PASSWORD)).status).toBe(200);
  });

  it('accepts a token just inside its hour', async () => {
    const account = await signUp();
    const token = await mailedToken(account.email);
    t.clock.advance(59 * MINUTE);
    expect((await reset(account.email, token)).status).toBe(200);
  });

  it('lets a newer request replace the older link', async () => {
    const account = await signUp();
    const older = await mailedToken(account.email);
    const newer = await mailedToken(account.email);
    expect(newer).not.toBe(older);
    expect((await reset(account.email, older)).body).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
    });
    expect((await reset(account.email, newer)).status).toBe(200);
  });

  it('applies the sign-up password rules and e-mail messages of docs/product.md §5.1', async () => {
    const send = (body: object) => client.post('/api/auth/reset-password', body);
    const token = 'a'.repeat(43);
    expect(validationOf(await send({ token })).issues).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'password is required' },
    ]);
    expect(
      validationOf(await send({ email: 'asha@example', token, password: NEW_PASSWORD })).issues,
    ).toEqual([{ path: 'email', message: 'Email is not valid' }]);
    for (const password of ['', 'Short1A', 'nouppercase1', 'NOLOWERCASE1', 'NoDigitsHere']) {
      const result = await send({ email: 'asha@example.com', token, password });
      expect(validationOf(result).issues).toEqual([
        {
          path: 'password',
          message: password ? PASSWORD_RULES_MESSAGE : 'password is required',
        },
      ]);
    }
    const request = client.post.bind(null, '/api/auth/reset-password-request');
    expect(validationOf(await request({})).issues).toEqual([
      { path: 'email', message: 'Email is required' },
    ]);
    expect(validationOf(await request({ email: 'asha@' })).issues).toEqual([
      { path: 'email', message: 'Email is not valid' },
    ]);
  });

  it('lifts the login lock of the account whose password was reset', async () => {
    const account = await signUp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await logIn(account.email, 'Wrong1234')).status).toBe(401);
    }
    expect((await logIn(account.email, PASSWORD)).status).toBe(429);
    expect((await reset(account.email, await mailedToken(account.email))).status).toBe(200);
    expect((await logIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('limits reset mails per account and reset requests per client address', async () => {
    const account = await signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await requestReset(account.email)).status).toBe(200);
    }
    // Any spelling of the same mailbox counts with it.
    const [local, domain] = account.email.split('@');
    const perAccount = await requestReset(`${local!.toUpperCase()}+again@${domain!}`);
    expect(perAccount.status).toBe(429);
    expect(perAccount.body.code).toBe('RATE_LIMITED');
    expect(perAccount.headers['retry-after']).toBeDefined();

    const ip = '10.9.9.9';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const result = await client.post(
        '/api/auth/reset-password-request',
        { email: freshEmail() },
        { ip },
      );
      expect(result.status).toBe(200);
    }
    const perIp = await client.post(
      '/api/auth/reset-password-request',
      { email: freshEmail() },
      { ip },
    );
    expect(perIp.status).toBe(429);
  });

  it('never sent a password hash, a reset token or a session token in any response body', async () => {
    await client.expectNoSecretsSent(t);
  });
});

describe.each(testEngines)('password reset requests for unknown e-mails on %s', (engine) => {
  it('answer exactly as for an account, and send nothing', async () => {
    const peer = await startSmtpPeer();
    const t = await createAccountsApp(engine, { SMTP_URL: peer.url });
    const client = accountClient(t.app);
    try {
      const signup = await client.post('/api/auth/signup', {
        email: 'known@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(signup.status).toBe(201);
      const known = await client.post('/api/auth/reset-password-request', {
        email: 'known@example.com',
      });
      const unknown = await client.post('/api/auth/reset-password-request', {
        email: 'nobody@example.com',
      });
      for (const result of [known, unknown]) {
        expect(result.status).toBe(200);
        expect(result.body).toEqual({ success: true });
      }
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    } finally {
      // Closing waits for the mail work that runs after the responses.
      await t.close();
    }
    expect(
      peer.messages.filter((mail) => mail.subject === RESET_SUBJECT).map((mail) => mail.to),
    ).toEqual([['known@example.com']]);
    await peer.close();
  });
});

describe.each(testEngines)('password reset mail without a relay on %s', (engine) => {
  it('writes the mail with its link to the outbox, and the link to no log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createAccountsApp(engine, {}, { level: 'info', stream });
    const client = accountClient(t.app);
    try {
      await client.post('/api/auth/signup', {
        email: 'local@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      await client.post('/api/auth/reset-password-request', { email: 'local@example.com' });
    } finally {
      await t.close();
    }
    const outbox = join(t.config.dataDir, 'outbox');
    // The account's welcome is there too; one reset mail.
    const resets = readdirSync(outbox)
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .filter((mail) => mail.includes(`Subject: ${RESET_SUBJECT}`));
    expect(resets).toHaveLength(1);
    const eml = resets[0]!;
    expect(eml).toContain('To: local@example.com');
    const { token } = resetLinkIn(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    expect(token).not.toBe('');
    expect(lines.some((line) => line.includes('mail written to the outbox'))).toBe(true);
    expect(
      lines.filter((line) => line.includes(token) || line.includes('reset-password?')),
    ).toEqual([]);
  });
});

describe.each(testEngines)('password reset with a dead mail relay on %s', (engine) => {
  it('answers as usual, logs the failure and keeps serving', async () => {
    const t = await createAccountsApp(engine, { SMTP_URL: 'smtp://127.0.0.1:9' });
    const client = accountClient(t.app);
    try {
      await client.post('/api/auth/signup', {
        email: 'unlucky@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      const result = await client.post('/api/auth/reset-password-request', {
        email: 'unlucky@example.com',
      });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ success: true });
      expect((await client.get('/api/health')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
