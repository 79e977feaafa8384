// Password-reset token misuse: empty, wrong, expired, reused and another user's tokens are refused and
// change no password; only the mailed token of the account itself works, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClient,
  createAccountsApp,
  type AccountClient,
  type AccountsTestApp,
} from '../account-client.fixture';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer';
import { testEngines } from '../test-app';

const OLD = 'Old-passw0rd';
const NEW = 'New-passw0rd';

describe.each(testEngines)('password-reset token misuse on %s', (engine) => {
  let t: AccountsTestApp;
  let smtp: SmtpPeer;
  let client: AccountClient;
  let accounts = 0;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createAccountsApp(engine, { SMTP_URL: smtp.url });
    client = accountClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A fresh account and the token of the reset link mailed to it. */
  const accountWithToken = async () => {
    accounts += 1;
    const email = `reset-${accounts}@example.com`;
    const ip = `192.0.2.${accounts}`;
    await client.post('/api/auth/signup', { email, password: OLD, confirmPassword: OLD }, { ip });
    await client.post('/api/auth/reset-password-request', { email }, { ip });
    const mail = await smtp.waitFor(email, (m) => m.subject === 'Reset your Kaushal password');
    const token = /[?&]token=([^&\s]+)/.exec(mail.text)?.[1] ?? '';
    expect(token).not.toBe('');
    client.remember(decodeURIComponent(token));
    return { email, token: decodeURIComponent(token), ip };
  };
  const reset = (email: string, token: string | undefined, ip: string) =>
    client.post('/api/auth/reset-password', { email, token, password: NEW }, { ip });
  const canLogIn = async (email: string, password: string, ip: string) =>
    (await client.post('/api/auth/login', { email, password }, { ip })).status === 200;

  it('empty or missing token: refused, password unchanged', async () => {
    const { email, ip } = await accountWithToken();
    for (const token of ['', undefined]) expect((await reset(email, token, ip)).status).toBe(400);
    expect(await canLogIn(email, OLD, ip)).toBe(true);
  });

  it('wrong token: a guessed or altered token is refused', async () => {
    const { email, token, ip } = await accountWithToken();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [altered, 'x'.repeat(43), `${token}x`]) {
      expect(await reset(email, guess, ip)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_RESET_TOKEN' },
      });
    }
    expect(await canLogIn(email, OLD, ip)).toBe(true);
  });

  it("another user's token: a valid token works only for the account it was mailed to", async () => {
    const victim = await accountWithToken();
    const attacker = await accountWithToken();
    expect((await reset(victim.email, attacker.token, attacker.ip)).status).toBe(400);
    expect(await canLogIn(victim.email, OLD, victim.ip)).toBe(true);
  });

  it('reused token: the second use of a spent token is refused', async () => {
    const { email, token, ip } = await accountWithToken();
    expect((await reset(email, token, ip)).status).toBe(200);
    const again = await client.post(
      '/api/auth/reset-password',
      { email, token, password: 'Third-passw0rd' },
      { ip },
    );
    expect(again.status).toBe(400);
    expect(await canLogIn(email, NEW, ip)).toBe(true);
  });

  it('expired token: refused after its hour', async () => {
    const { email, token, ip } = await accountWithToken();
    t.clock.advance(61 * 60_000);
    expect(await reset(email, token, ip)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_RESET_TOKEN' },
    });
    expect(await canLogIn(email, OLD, ip)).toBe(true);
  });

  it('no token, hash or session id was ever sent back', async () => {
    await client.expectNoSecretsSent(t);
  });
});
