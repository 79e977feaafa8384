// Lines that services and mail write for a request, even after its response, carry its request id.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logSerializers } from './log-serializers';

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
}

describe('request-scoped logging', () => {
  let t: TestApp;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as LogLine);
        }
        done();
      },
    });
    // Nothing listens on port 9: the reset mail fails after the response has gone.
    t = await createTestApp(
      'pglite',
      { SMTP_URL: 'smtp://127.0.0.1:9' },
      { logger: { level: 'info', serializers: logSerializers, stream } },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'late@example.com', password: 'Passw0rd1', confirmPassword: 'Passw0rd1' },
    });
  });
  afterAll(() => t.close());

  it('gives a mail failure after the response the id of the request that caused it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-request',
      payload: { email: 'late@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const requestId = lines.find(
      (line) => line.req?.url === '/api/auth/reset-password-request',
    )?.reqId;
    expect(requestId).toBeTruthy();
    let failure: LogLine | undefined;
    for (let waited = 0; !failure && waited < 15_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      failure = lines.find((line) => line.msg === 'mail could not be sent');
    }
    expect(failure?.reqId).toBe(requestId);
  });
});
