// Spoofed X-Forwarded-For headers: behind a proxy, the client's address is the one the trusted proxy
// saw, never one the client wrote into the header, so per-address limits cannot be dodged.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config';
import { createTestApp, testConfig, testEngines, type TestApp } from '../test-app';

const LOGIN_PER_ADDRESS = 50;
const SIGNUPS_PER_ADDRESS = 20;
const PROXY = '10.0.0.2';

let counter = 0;
/** An address a client might claim in the header: a different one on every request. */
const spoofed = () => {
  counter += 1;
  return `198.18.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};
const freshEmail = () => `someone-${randomBytes(4).toString('hex')}@example.com`;

describe.each(testEngines)('client address behind a proxy on %s', (engine) => {
  let hops: TestApp;
  let listed: TestApp;

  beforeAll(async () => {
    hops = await createTestApp(engine, { TRUST_PROXY: '1' });
    listed = await createTestApp(engine, { TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await hops.close();
    await listed.close();
  });

  const logIn = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: freshEmail(), password: 'Wrong-pass1' },
    });

  it('TRUST_PROXY=1: a new made-up left-most address on every login does not escape the per-address limit', async () => {
    const client = '203.0.113.7';
    for (let attempt = 1; attempt <= LOGIN_PER_ADDRESS; attempt += 1) {
      expect((await logIn(hops, PROXY, `${spoofed()}, ${client}`)).statusCode).toBe(401);
    }
    const refused = await logIn(hops, PROXY, `${spoofed()}, ${client}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client behind the same proxy is not affected.
    expect((await logIn(hops, PROXY, `${spoofed()}, 203.0.113.8`)).statusCode).toBe(401);
  });

  it('TRUST_PROXY=1: made-up addresses do not escape the sign-up limit either', async () => {
    const client = '203.0.113.20';
    const signUp = () => {
      const email = freshEmail();
      return hops.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${spoofed()}, ${client}` },
        payload: { email, password: 'Secret123', confirmPassword: 'Secret123' },
      });
    };
    for (let attempt = 1; attempt <= SIGNUPS_PER_ADDRESS; attempt += 1) {
      expect((await signUp()).statusCode).toBe(201);
    }
    expect((await signUp()).statusCode).toBe(429);
  });

  it('TRUST_PROXY=10.0.0.0/8: the header counts only when a listed proxy sent the request', async () => {
    const client = '203.0.113.30';
    for (let attempt = 1; attempt <= LOGIN_PER_ADDRESS; attempt += 1) {
      expect((await logIn(listed, '10.9.8.7', `${spoofed()}, ${client}`)).statusCode).toBe(401);
    }
    expect((await logIn(listed, '10.9.8.7', `${spoofed()}, ${client}`)).statusCode).toBe(429);

    // A client reaching the shop directly cannot pose as anyone by sending the header itself.
    const direct = '192.0.2.44';
    for (let attempt = 1; attempt <= LOGIN_PER_ADDRESS; attempt += 1) {
      expect((await logIn(listed, direct, spoofed())).statusCode).toBe(401);
    }
    expect((await logIn(listed, direct, spoofed())).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY configuration', () => {
  it('reads false, a hop count (true meaning one hop) and lists of addresses and blocks', () => {
    expect(testConfig({}).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    expect(testConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses what it cannot read, naming the variable and the value', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.300', '-1']) {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*cannot read/);
    }
  });
});
