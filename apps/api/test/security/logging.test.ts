// What the logs show of an attack or a checkout: JSON lines, each with the request's id while a
// request is handled, and never a password, token, session id or card number.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logSerializers } from '../../src/lib/log-serializers';
import { call } from '../order.fixtures';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../test-app';
import { GOOD_CARD, jsonBody, orderAndPay, raw } from './attack-fixtures';

describe.each(testEngines)('logs on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  const lines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url },
      { logger: { level: 'trace', serializers: logSerializers, stream } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('carry a request id on every line logged while serving, and no secret or card number', async () => {
    const password = 'Secret-passw0rd';
    const signup = await raw(
      t,
      jsonBody('POST', '/api/auth/signup', {
        email: 'logs@example.com',
        password,
        confirmPassword: password,
      }),
    );
    const sessionId = /sid=([^;]+)/.exec(String(signup.headers['set-cookie']))?.[1] ?? '';
    await raw(
      t,
      jsonBody('POST', '/api/auth/login', {
        email: 'logs@example.com',
        password: 'Wrong-passw0rd',
      }),
    );
    await raw(
      t,
      jsonBody('POST', '/api/auth/reset-password-request', { email: 'logs@example.com' }),
    );
    const mail = await smtp.waitFor(
      'logs@example.com',
      (m) => m.subject === 'Reset your Kaushal password',
    );
    const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail.text)?.[1] ?? '');
    await raw(
      t,
      jsonBody('POST', '/api/auth/reset-password', { email: 'logs@example.com', token, password }),
    );

    const buyer = await signedInUser(t);
    const { success } = await orderAndPay(t, buyer);
    await call(t, buyer, 'POST', '/api/order-verify', success);
    await call(t, buyer, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId: success.razorpay_order_id,
      card: { ...GOOD_CARD, number: '5555 5555 5555 4444' },
    });
    await raw(t, { method: 'GET', url: `/api/auth/check`, cookie: `sid=${sessionId}` });
    await raw(t, { method: 'GET', url: '/api/orders/abc', cookie: buyer.cookie });

    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.length).toBeGreaterThan(20);
    const duringRequests = parsed.filter((line) => line.msg !== 'Server listening');
    for (const line of duringRequests) expect(line, JSON.stringify(line)).toHaveProperty('reqId');

    const secrets = [password, token, sessionId, buyer.cookie.slice(4), success.razorpay_signature];
    const cards = [GOOD_CARD.number, '4111111111111111', '5555 5555 5555 4444', '5555555555554444'];
    for (const secret of [...secrets, ...cards]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
