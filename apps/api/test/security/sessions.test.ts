// Session attacks: fixation (a cookie planted before login is never the one after), and the end of a
// session on logout and on password reset, checked on the server, not just by the cookie being cleared.
// Each runs with the session cache on, as in production, and off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClient,
  createAccountsApp,
  type AccountClient,
  type AccountsTestApp,
} from '../account-client.fixture';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer';
import { signedInUser, testEngines } from '../test-app';

const PASSWORD = 'Passw0rd!';

const setups = testEngines.flatMap((engine) => [[engine, 'on'] as const, [engine, 'off'] as const]);

describe.each(setups)('session attacks on %s, session cache %s', (engine, sessionCache) => {
  let t: AccountsTestApp;
  let smtp: SmtpPeer;
  let client: AccountClient;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createAccountsApp(engine, { SMTP_URL: smtp.url, SESSION_CACHE: sessionCache });
    client = accountClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const isSignedIn = async (cookie: string) =>
    (await client.get('/api/auth/check', { cookie })).status === 200;

  it('session fixation: a made-up cookie planted before login is replaced, and never signs anyone in', async () => {
    const user = await signedInUser(t);
    const planted = 'sid=attacker-chosen-value-000000000000000000';
    const login = await client.post(
      '/api/auth/login',
      { email: user.email, password: PASSWORD },
      { cookie: planted },
    );
    expect(login.status).toBe(200);
    expect(login.sessionCookie).toBeDefined();
    expect(login.sessionCookie).not.toBe(planted);
    expect(await isSignedIn(planted)).toBe(false);
    expect(await isSignedIn(login.sessionCookie ?? '')).toBe(true);
  });

  it("session fixation: a real session planted in the victim's browser is ended by the victim's login", async () => {
    const attacker = await signedInUser(t);
    const victim = await signedInUser(t);
    const login = await client.post(
      '/api/auth/login',
      { email: victim.email, password: PASSWORD },
      { cookie: attacker.cookie },
    );
    expect(login.sessionCookie).not.toBe(attacker.cookie);
    // The planted session is gone, so the attacker cannot watch the victim's session through it.
    expect(await isSignedIn(attacker.cookie)).toBe(false);
    const check = await client.get('/api/auth/check', { cookie: login.sessionCookie });
    expect(check.body.email).toBe(victim.email);
  });

  it('logout ends the session on the server: the old cookie replayed afterwards is refused', async () => {
    const user = await signedInUser(t);
    expect((await client.post('/api/auth/logout', {}, { cookie: user.cookie })).status).toBe(200);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect((await client.get('/api/cart', { cookie: user.cookie })).status).toBe(401);
  });

  it('password reset ends every session of the account, on every device', async () => {
    const user = await signedInUser(t);
    const phone = `sid=${await t.app.sessions.create(user.id)}`;
    await client.post('/api/auth/reset-password-request', { email: user.email });
    const mail = await smtp.waitFor(user.email);
    const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail.text)?.[1] ?? '');
    client.remember(token);
    const reset = await client.post('/api/auth/reset-password', {
      email: user.email,
      token,
      password: 'Brand-new-passw0rd',
    });
    expect(reset.status).toBe(200);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
  });
});
