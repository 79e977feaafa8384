// Free payments when keys are missing: in production the offline test gateway runs only when chosen
// with PAYMENT_PROVIDER=test, and then every page says so and the log warns at start-up.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { ConfigError } from '../../src/config';
import { startRazorpayPeer, type RazorpayPeer } from '../razorpay-peer';
import { createTestDatabase, LIVE_MERCHANT, testConfig, type TestDatabase } from '../test-app';
import { webDistFixture } from '../web-dist-fixture';

const RIBBON = 'Test mode: no real payments';
// Taking real payments, the shop must also name the merchant.
const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', ...LIVE_MERCHANT };

describe('choosing the payment provider', () => {
  it('refuses to start in production with neither Razorpay keys nor PAYMENT_PROVIDER=test', () => {
    expect(() => testConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => testConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: no payment provider: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET .* or PAYMENT_PROVIDER=test/,
    );
  });

  it('takes Razorpay when its keys are set, and the test gateway only when asked', () => {
    const live = testConfig({ NODE_ENV: 'production', ...KEYS });
    expect(live.payments.testMode).toBe(false);
    expect(live.payments.razorpay?.keyId).toBe('rzp_live_x');

    const chosen = testConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' });
    expect(chosen.payments).toMatchObject({ testMode: true, razorpay: undefined });

    const overridden = testConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...KEYS });
    expect(overridden.payments).toMatchObject({ testMode: true, razorpay: undefined });
  });

  it('refuses PAYMENT_PROVIDER=razorpay without keys, and any other provider name', () => {
    expect(() => testConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      /PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/,
    );
    expect(() => testConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('keeps the test gateway as the default while developing and testing', () => {
    expect(testConfig({ NODE_ENV: 'development' }).payments.testMode).toBe(true);
    expect(testConfig().payments.testMode).toBe(true);
  });
});

describe('a production shop in test mode', () => {
  let database: TestDatabase;
  let peer: RazorpayPeer;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    peer = await startRazorpayPeer();
  });
  afterAll(async () => {
    await peer.close();
    await database.close();
  });

  async function shop(env: Record<string, string>): Promise<{ app: App; log: string[] }> {
    const log: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'production', ...LIVE_MERCHANT, ...env }),
      database,
      webDist: webDistFixture(),
      backgroundJobs: false,
      logger: { level: 'warn', stream },
    });
    return { app, log };
  }

  it('shows the ribbon on every page and warns in the log', async () => {
    const { app, log } = await shop({ PAYMENT_PROVIDER: 'test' });
    try {
      for (const path of ['/', '/cart', '/checkout', '/product-detail/1']) {
        const page = await app.inject({ url: path, headers: { accept: 'text/html' } });
        expect(page.body).toContain(`aria-label="Test mode">${RIBBON}</aside>`);
      }
      expect(log.join('\n')).toMatch(/Test mode: the offline test gateway takes payments/);
    } finally {
      await app.close();
    }
  });

  it('shows no ribbon and says nothing when Razorpay takes the payments', async () => {
    const { app, log } = await shop(peer.env());
    try {
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.body).not.toContain(RIBBON);
      expect(log.join('\n')).not.toContain('Test mode');
    } finally {
      await app.close();
    }
  });
});
