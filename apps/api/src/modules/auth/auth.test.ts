// Sign-up, login, sessions, logout and throttling (in memory and in Redis) on every engine, including the
// attacks that must fail.
import { randomBytes } from 'node:crypto';
import { PASSWORD_RULES_MESSAGE, type User } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import {
  advanceRedisKeys,
  describeOnRedis,
  redisSkipNote,
  testEngines,
  testRedisUrl,
} from '../../../test/test-app';
import {
  accountClient,
  createAccountsApp,
  DAY,
  MINUTE,
  validationOf,
  type AccountClient,
  type AccountsTestApp,
} from '../../../test/account-client.fixture';

const PASSWORD = 'Secret123';
let ipCounter = 0;
/** A client address of its own, so one test's per-IP counters never throttle another's. */
const freshIp = () => {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let emailCounter = 0;
const freshEmail = () => {
  emailCounter += 1;
  return `shopper${emailCounter}-${Date.now()}@example.com`;
};

describe.each(testEngines)('accounts: sign-up, login and sessions on %s', (engine) => {
  let t: AccountsTestApp;
  let client: AccountClient;

  const signUp = async (email = freshEmail(), password = PASSWORD) => {
    const result = await client.post(
      '/api/auth/signup',
      { email, password, confirmPassword: password },
      { ip: freshIp() },
    );
    expect(result.status).toBe(201);
    return { email, password, cookie: result.sessionCookie!, user: result.body as User };
  };
  const logIn = (email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
    client.post(
      '/api/auth/login',
      { email, password },
      { ip: options.ip ?? freshIp(), ...options },
    );
  const check = (cookie: string | undefined) => client.get('/api/auth/check', { cookie });

  beforeAll(async () => {
    t = await createAccountsApp(engine);
    client = accountClient(t.app);
  });
  afterAll(() => t.close());

  describe('sign-up', () => {
    it('creates a customer with a normalised e-mail, signs them in and returns the user', async () => {
      const result = await client.post(
        '/api/auth/signup',
        { email: '  Asha.Verma@Example.COM ', password: PASSWORD, confirmPassword: PASSWORD },
        { ip: freshIp() },
      );
      expect(result.status).toBe(201);
      expect(result.body).toEqual({
        id: expect.stringMatching(/^\d+$/),
        name: null,
        email: 'asha.verma@example.com',
        phone: null,
        role: 'user',
        addresses: [],
      });
      expect((await check(result.sessionCookie)).body).toEqual(result.body);
    });

    it('keeps the full name and the phone as +91 and ten digits', async () => {
      const result = await client.post(
        '/api/auth/signup',
        {
          email: freshEmail(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          name: '  Asha Verma ',
          phone: '+91 98765-43210',
        },
        { ip: freshIp() },
      );
      expect(result.status).toBe(201);
      expect(result.body).toMatchObject({ name: 'Asha Verma', phone: '+919876543210' });
      expect((await check(result.sessionCookie)).body).toEqual(result.body);
    });

    it('refuses a phone that is not an Indian mobile number, and a blank name, saying why', async () => {
      for (const phone of ['12345', '+1 415 555 0100', '5876543210', '98765432101']) {
        const result = await client.post(
          '/api/auth/signup',
          { email: freshEmail(), password: PASSWORD, confirmPassword: PASSWORD, phone },
          { ip: freshIp() },
        );
        expect(result.status).toBe(400);
        expect(validationOf(result).issues).toEqual([
          { path: 'phone', message: 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210' },
        ]);
      }
      const blank = await client.post(
        '/api/auth/signup',
        { email: freshEmail(), password: PASSWORD, confirmPassword: PASSWORD, name: '  ' },
        { ip: freshIp() },
      );
      expect(blank.status).toBe(400);
      expect(validationOf(blank).issues).toEqual([
        { path: 'name', message: 'Enter your full name' },
      ]);
    });

    it('ignores role and addresses in the body: sign-up never makes an admin', async () => {
      const email = freshEmail();
      const result = await client.post(
        '/api/auth/signup',
        {
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          role: 'admin',
          addresses: [{ name: 'x' }],
          name: 'Mallory',
        },
        { ip: freshIp() },
      );
      expect(result.status).toBe(201);
      expect(result.body).toMatchObject({ role: 'user', addresses: [], name: 'Mallory' });
      const [row] = await t.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, email));
      expect(row?.role).toBe('user');
    });

    it("answers 409 'User already exists' for a taken e-mail in any case or spacing", async () => {
      const { email } = await signUp();
      const result = await client.post(
        '/api/auth/signup',
        { email: ` ${email.toUpperCase()} `, password: PASSWORD, confirmPassword: PASSWORD },
        { ip: freshIp() },
      );
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: 'USER_EXISTS', message: 'User already exists' });
      expect(result.sessionCookie).toBeUndefined();
    });

    it('requires every field with the messages of docs/product.md §5.1', async () => {
      const { message, issues } = validationOf(await client.post('/api/auth/signup', {}));
      expect(message).toBe('Email is required');
      const allRequired = [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'password is required' },
        { path: 'confirmPassword', message: 'confirm password is required' },
      ];
      expect(issues).toEqual(allRequired);
      const blank = validationOf(
        await client.post('/api/auth/signup', { email: ' ', password: '', confirmPassword: '' }),
      );
      expect(blank.issues).toEqual(allRequired);
    });

    it.each([
      ['asha@example', 'Email is not valid'],
      ['asha@example.c', 'Email is not valid'],
      ['asha example.com', 'Email is not valid'],
      ['@example.com', 'Email is not valid'],
    ])('rejects the e-mail %j: %s', async (email, expected) => {
      const result = await client.post('/api/auth/signup', {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(validationOf(result).issues).toEqual([{ path: 'email', message: expected }]);
    });

    it.each(['Short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])(
      'rejects the weak password %j with the rules message',
      async (password) => {
        const result = await client.post('/api/auth/signup', {
          email: freshEmail(),
          password,
          confirmPassword: password,
        });
        expect(validationOf(result).issues).toEqual([
          { path: 'password', message: PASSWORD_RULES_MESSAGE },
        ]);
      },
    );

    it("rejects a confirmation that differs: 'password not matching'", async () => {
      const result = await client.post('/api/auth/signup', {
        email: freshEmail(),
        password: PASSWORD,
        confirmPassword: 'Secret124',
      });
      expect(validationOf(result).issues).toEqual([
        { path: 'confirmPassword', message: 'password not matching' },
      ]);
    });

    it('accepts special characters in a password', async () => {
      const { email } = await signUp(freshEmail(), 'Pa$$w0rd ✓ ünïcode');
      expect((await logIn(email, 'Pa$$w0rd ✓ ünïcode')).status).toBe(200);
    });
  });

  describe('login', () => {
    it('returns the user and sets a fresh session cookie', async () => {
      const account = await signUp();
      const result = await logIn(account.email.toUpperCase(), PASSWORD);
      expect(result.status).toBe(200);
      expect(result.body).toEqual(account.user);
      expect(result.sessionCookie).toMatch(/^sid=[\w-]{43}$/);
      expect(result.sessionCookie).not.toBe(account.cookie);
      expect((await check(result.sessionCookie)).body).toEqual(account.user);
    });

    it('answers an unknown e-mail exactly as a wrong password: 401 Invalid email or password', async () => {
      const account = await signUp();
      const wrong = await logIn(account.email, 'Wrong1234');
      const unknown = await logIn(freshEmail(), PASSWORD);
      for (const result of [wrong, unknown]) {
        expect(result.status).toBe(401);
        expect(result.sessionCookie).toBeUndefined();
        expect(result.body).toEqual({
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password',
          requestId: expect.any(String),
        });
      }
    });

    it('requires e-mail and password with the messages of docs/product.md §5.1', async () => {
      const empty = validationOf(await client.post('/api/auth/login', {}));
      expect(empty.issues).toEqual([
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ]);
      const bad = validationOf(
        await client.post('/api/auth/login', { email: 'asha@example', password: '' }),
      );
      expect(bad.issues).toEqual([
        { path: 'email', message: 'Email is not valid' },
        { path: 'password', message: 'Password is required' },
      ]);
    });

    it('replaces the session the request brought (no session fixation)', async () => {
      const account = await signUp();
      const result = await logIn(account.email, PASSWORD, { cookie: account.cookie });
      expect(result.status).toBe(200);
      expect(result.sessionCookie).not.toBe(account.cookie);
      expect((await check(account.cookie)).status).toBe(401);
      expect((await check(result.sessionCookie)).status).toBe(200);
    });
  });

  describe('sessions and logout', () => {
    it('answers 401 to a check without a session or with a made-up one', async () => {
      for (const cookie of [undefined, 'sid=made-up', `sid=${'A'.repeat(43)}`]) {
        const result = await check(cookie);
        expect(result.status).toBe(401);
        expect(result.body.code).toBe('UNAUTHENTICATED');
      }
    });

    it('GET /auth/session answers 200 with the user, or with null for a visitor or a dead session', async () => {
      const account = await signUp();
      const signedIn = await client.get('/api/auth/session', { cookie: account.cookie });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({ user: (await check(account.cookie)).body });
      for (const cookie of [undefined, 'sid=made-up']) {
        const visitor = await client.get('/api/auth/session', { cookie });
        expect(visitor.status).toBe(200);
        expect(visitor.body).toEqual({ user: null });
      }
      await client.post('/api/auth/logout', undefined, { cookie: account.cookie });
      expect((await client.get('/api/auth/session', { cookie: account.cookie })).body).toEqual({
        user: null,
      });
    });

    it('POST /auth/logout ends the session on the server and clears the cookie; the old cookie stays dead', async () => {
      const account = await signUp();
      const result = await client.post('/api/auth/logout', undefined, { cookie: account.cookie });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ success: true });
      expect(result.cookies).toContainEqual(
        expect.objectContaining({ name: 'sid', value: '', maxAge: 0, path: '/' }),
      );
      expect((await check(account.cookie)).status).toBe(401);
      expect((await client.get('/api/users/own', { cookie: account.cookie })).status).toBe(401);
      const patch = await client.patch(
        `/api/users/${account.user.id}`,
        { name: 'Replayed' },
        { cookie: account.cookie },
      );
      expect(patch.status).toBe(401);
    });

    it('GET /auth/logout works from the shop itself but not from a link on another site', async () => {
      const account = await signUp();
      const crossSite = await client.get('/api/auth/logout', {
        cookie: account.cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.code).toBe('CROSS_SITE_REQUEST');
      expect((await check(account.cookie)).status).toBe(200);

      const own = await client.get('/api/auth/logout', {
        cookie: account.cookie,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(own.status).toBe(200);
      expect(own.body).toEqual({ success: true });
      expect((await check(account.cookie)).status).toBe(401);
    });

    it('sets the cookie HttpOnly, SameSite=Lax, Path=/ and not Secure over http', async () => {
      const result = await client.post(
        '/api/auth/signup',
        { email: freshEmail(), password: PASSWORD, confirmPassword: PASSWORD },
        { ip: freshIp() },
      );
      const header = String(result.headers['set-cookie']);
      expect(header).toMatch(/^sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    });

    it('expires a session left idle for 7 days', async () => {
      const account = await signUp();
      t.clock.advance(7 * DAY - MINUTE);
      expect((await check(account.cookie)).status).toBe(200);
      t.clock.advance(7 * DAY - MINUTE);
      expect((await check(account.cookie)).status).toBe(200);
      t.clock.advance(7 * DAY + MINUTE);
      expect((await check(account.cookie)).status).toBe(401);
    });

    it('ends even an active session 30 days after sign-in', async () => {
      const account = await signUp();
      for (let day = 6; day < 30; day += 6) {
        t.clock.advance(6 * DAY);
        expect((await check(account.cookie)).status).toBe(200);
      }
      t.clock.advance(6 * DAY);
      expect((await check(account.cookie)).status).toBe(401);
    });
  });

  describe('cross-site requests', () => {
    it.each([
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ])('refuses a sign-up or login POST with %s', async (_what, headers) => {
      const email = freshEmail();
      const body = { email, password: PASSWORD, confirmPassword: PASSWORD };
      const signup = await client.post('/api/auth/signup', body, { headers, ip: freshIp() });
      expect(signup.status).toBe(403);
      expect(signup.body.code).toBe('CROSS_SITE_REQUEST');
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      const login = await client.post('/api/auth/login', body, { headers, ip: freshIp() });
      expect(login.status).toBe(403);
      expect(login.sessionCookie).toBeUndefined();
    });

    it('accepts a POST from the shop’s own origin', async () => {
      const account = await signUp();
      const result = await logIn(account.email, PASSWORD, {});
      expect(result.status).toBe(200);
      const own = await client.post(
        '/api/auth/login',
        { email: account.email, password: PASSWORD },
        { headers: { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' }, ip: freshIp() },
      );
      expect(own.status).toBe(200);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'refuses a %s body (what an HTML form on another site can send)',
      async (type) => {
        const result = await client.post('/api/auth/login', 'email=a@b.co&password=Secret123', {
          headers: { 'content-type': type },
        });
        expect(result.status).toBe(415);
        expect(result.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      },
    );
  });

  describe('throttling', () => {
    it('throttles the 11th wrong password in a row from one address; the right one works there after the window', async () => {
      const account = await signUp();
      const ip = freshIp();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await logIn(account.email, `Wrong${attempt}xx`, { ip })).status).toBe(401);
      }
      const eleventh = await logIn(account.email, 'Wrong11xx', { ip });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.code).toBe('RATE_LIMITED');
      expect(Number(eleventh.headers['retry-after'])).toBe(15 * 60);

      // The lock is per account and address: that address waits, even with the right password.
      t.clock.advance(10 * MINUTE);
      const locked = await logIn(account.email, PASSWORD, { ip });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBe(5 * 60);
      expect(locked.sessionCookie).toBeUndefined();

      t.clock.advance(5 * MINUTE);
      const after = await logIn(account.email, PASSWORD, { ip });
      expect(after.status).toBe(200);
      expect(after.sessionCookie).toBeDefined();
    });

    it('counts failures in a row from one address: a successful login there clears them', async () => {
      const account = await signUp();
      const ip = freshIp();
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        expect((await logIn(account.email, 'Wrong1234', { ip })).status).toBe(401);
      }
      expect((await logIn(account.email, PASSWORD, { ip })).status).toBe(200);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await logIn(account.email, 'Wrong1234', { ip })).status).toBe(401);
      }
      expect((await logIn(account.email, PASSWORD, { ip })).status).toBe(429);
    });

    it('lets the owner in from another address while the address that failed is refused', async () => {
      const account = await signUp();
      const attacker = freshIp();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await logIn(account.email, 'Wrong1234', { ip: attacker })).status).toBe(401);
      }
      expect((await logIn(account.email, 'Wrong1234', { ip: attacker })).status).toBe(429);
      const owner = await logIn(account.email, PASSWORD);
      expect(owner.status).toBe(200);
      expect(owner.sessionCookie).toBeDefined();
      // The owner's success clears nothing of the attacker's address.
      expect((await logIn(account.email, PASSWORD, { ip: attacker })).status).toBe(429);
    });

    it('lets the right password in after ten wrong ones from ten addresses', async () => {
      const account = await signUp();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await logIn(account.email, 'Wrong1234')).status).toBe(401);
      }
      expect((await logIn(account.email, PASSWORD)).status).toBe(200);
    });

    it('counts every address of one IPv6 /64 as one address, and the next /64 as another', async () => {
      const account = await signUp();
      ipCounter += 1;
      const network = `2001:db8:${ipCounter.toString(16)}:1`;
      for (let host = 1; host <= 10; host += 1) {
        const result = await logIn(account.email, 'Wrong1234', { ip: `${network}::${host}` });
        expect(result.status).toBe(401);
      }
      const refused = await logIn(account.email, PASSWORD, { ip: `${network}:ffff:1:2:3` });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      const next = await logIn(account.email, PASSWORD, {
        ip: `2001:db8:${ipCounter.toString(16)}:2::1`,
      });
      expect(next.status).toBe(200);

      // Across accounts too: 50 logins from one /64, whatever the rest of each address.
      const other = `2001:db8:${ipCounter.toString(16)}:3`;
      for (let attempt = 1; attempt <= 50; attempt += 1) {
        const ip = `${other}:${attempt.toString(16)}::${attempt.toString(16)}`;
        expect((await logIn(freshEmail(), PASSWORD, { ip })).status).toBe(401);
      }
      expect((await logIn(freshEmail(), PASSWORD, { ip: `${other}::abcd` })).status).toBe(429);
    });

    it('counts an IPv4 address mapped into IPv6 as the IPv4 address', async () => {
      const account = await signUp();
      const ip = freshIp();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const result = await logIn(account.email, 'Wrong1234', { ip: `::ffff:${ip}` });
        expect(result.status).toBe(401);
      }
      expect((await logIn(account.email, PASSWORD, { ip })).status).toBe(429);
    });

    it('limits login attempts per client address across accounts', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 50; attempt += 1) {
        expect((await logIn(freshEmail(), PASSWORD, { ip })).status).toBe(401);
      }
      const refused = await logIn(freshEmail(), PASSWORD, { ip });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await logIn(freshEmail(), PASSWORD, { ip: freshIp() })).status).toBe(401);
    });

    it('limits sign-ups per client address', async () => {
      const ip = freshIp();
      const { email } = await signUp();
      const body = { email, password: PASSWORD, confirmPassword: PASSWORD };
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        expect((await client.post('/api/auth/signup', body, { ip })).status).toBe(409);
      }
      const refused = await client.post('/api/auth/signup', body, { ip });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  it('never sent a password hash, a reset token or a session token in any response body', async () => {
    await client.expectNoSecretsSent(t);
  });
});

describe.each(testEngines)('accounts over https on %s', (engine) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsApp(engine, { PUBLIC_URL: 'https://shop.test' });
  });
  afterAll(() => t.close());

  it('names the cookie __Host-sid and marks it Secure, and clears it the same way', async () => {
    const client = accountClient(t.app);
    const signup = await client.post('/api/auth/signup', {
      email: 'secure@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(String(signup.headers['set-cookie'])).toMatch(
      /^__Host-sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect((await client.get('/api/auth/check', { cookie: signup.sessionCookie })).status).toBe(
      200,
    );
    const logout = await client.post('/api/auth/logout', undefined, {
      cookie: signup.sessionCookie,
    });
    expect(String(logout.headers['set-cookie'])).toMatch(
      /^__Host-sid=; Max-Age=0; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect((await client.get('/api/auth/check', { cookie: signup.sessionCookie })).status).toBe(
      401,
    );
  });
});

const redisSuite = `login throttling shared through Redis on %s${redisSkipNote}`;
describeOnRedis.each(testEngines)(redisSuite, (engine) => {
  const REDIS_URL = testRedisUrl!;
  let t: AccountsTestApp;
  let redis: Redis;
  const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
  const ip = `10.200.${randomBytes(1)[0]!}.${randomBytes(1)[0]!}`;
  // Redis outlives the run (and the test clock restarts each run), so every run signs up from an
  // address of its own and removes its counters afterwards.
  const signupIp = `10.201.${randomBytes(1)[0]!}.${randomBytes(1)[0]!}`;

  beforeAll(async () => {
    t = await createAccountsApp(engine, { REDIS_URL });
    redis = new Redis(REDIS_URL);
  });
  const counterKeys = [
    `kaushal:rate:login-account-failures:${email}`,
    `kaushal:rate:login-account-ip:${email}|${ip}`,
    `kaushal:rate:login-ip:${ip}`,
    `kaushal:rate:signup-ip:${signupIp}`,
  ];
  afterAll(async () => {
    await redis.del(...counterKeys);
    await redis.quit();
    await t.close();
  });

  it('keeps the counters in Redis, so a second instance refuses the 11th attempt too', async () => {
    const first = accountClient(t.app);
    const signup = await first.post(
      '/api/auth/signup',
      { email, password: PASSWORD, confirmPassword: PASSWORD },
      { ip: signupIp },
    );
    expect(signup.status).toBe(201);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const result = await first.post('/api/auth/login', { email, password: 'Wrong1234' }, { ip });
      expect(result.status).toBe(401);
    }
    expect(await redis.get(`kaushal:rate:login-account-ip:${email}|${ip}`)).toBe('10');

    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      clock: t.clock.now,
    });
    try {
      const second = accountClient(other);
      const refused = await second.post('/api/auth/login', { email, password: PASSWORD }, { ip });
      expect(refused.status).toBe(429);
      // Redis counts the block's time down by its own clock: a second may pass on a busy machine.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(15 * 60 - 5);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      t.clock.advance(15 * MINUTE);
      await advanceRedisKeys(redis, counterKeys, 15 * MINUTE);
      expect(
        (await second.post('/api/auth/login', { email, password: PASSWORD }, { ip })).status,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });
});
