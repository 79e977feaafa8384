// Lines that services and mail write for a request, even after its response, carry its request id.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logSerializers } from './log-serializers';

interface LogLine {
  reqId?: string;
  msg?: string;
  subject?: string;
  req?: { url?: string };
}

describe('request-scoped logging', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const awaited: { matches: (line: LogLine) => boolean; found: (line: LogLine) => void }[] = [];
  /** The first line with this message (and mail subject, when given), as soon as it is written. */
  const lineSaying = (msg: string, subject?: string) =>
    new Promise<LogLine>((found) => {
      const matches = (line: LogLine) =>
        line.msg === msg && (subject === undefined || line.subject === subject);
      const written = lines.find(matches);
      if (written) found(written);
      else awaited.push({ matches, found });
    });

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const parsed = JSON.parse(line) as LogLine;
          lines.push(parsed);
          for (const waiter of awaited) if (waiter.matches(parsed)) waiter.found(parsed);
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
    // The sign-up's welcome fails too, from the outbox's job: the reset's is the one of this request.
    const failure = await lineSaying('mail could not be sent', 'Reset your Kaushal password');
    expect(failure?.reqId).toBe(requestId);
  });
});
