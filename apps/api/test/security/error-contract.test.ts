// Every error a client can provoke answers with the shop's error body, {code, message, requestId}, and a
// fitting code: also the requests Fastify refuses before any route (an undecodable address, a
// parameter too long), the static files' refusals, and HTTP too broken to parse.
import { connect } from 'node:net';
import { errorStatus } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createTestDatabase, testConfig } from '../test-app';
import { appServingWebDist, FIXTURE_SCRIPT_PATH, type WebAppFixture } from '../web-dist-fixture';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The error body exactly as the contract has it: no Fastify fields such as `error` or `statusCode`. */
function expectErrorBody(status: number, text: string, code: keyof typeof errorStatus) {
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId']);
  expect(body.code).toBe(code);
  expect(errorStatus[code]).toBe(status);
  expect(body.message).toEqual(expect.any(String));
  expect(body.requestId).toMatch(UUID);
}

/** Sends `request` over a raw connection and returns the status and body the server wrote back. */
function rawExchange(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const match = /^HTTP\/1\.1 (\d{3}) [^\r]*\r\n[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(text);
      if (!match) return reject(new Error(`not an HTTP answer: ${JSON.stringify(text)}`));
      resolve({ status: Number(match[1]), body: match[2] ?? '' });
    });
    socket.write(request);
  });
}

describe('the error contract for requests that never reach a route', () => {
  let fixture: WebAppFixture;
  let app: App;
  let port: number;

  beforeAll(async () => {
    fixture = await appServingWebDist();
    app = fixture.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => fixture.close());

  it.each([
    ['an API address that cannot be decoded', '/api/products/%E0%A4%A', {}, 400, 'BAD_REQUEST'],
    [
      'a page address that cannot be decoded',
      '/%E0%A4%A',
      { accept: 'text/html' },
      400,
      'BAD_REQUEST',
    ],
    [
      'a path parameter over its length',
      `/api/products/${'9'.repeat(200)}`,
      {},
      414,
      'URI_TOO_LONG',
    ],
    [
      'a range past the end of a file',
      FIXTURE_SCRIPT_PATH,
      { range: 'bytes=999999-' },
      416,
      'RANGE_NOT_SATISFIABLE',
    ],
    [
      'a precondition a file fails',
      FIXTURE_SCRIPT_PATH,
      { 'if-match': '"nope"' },
      412,
      'PRECONDITION_FAILED',
    ],
    [
      'a file outside the served folders',
      '/assets/%2e%2e/%2e%2e/package.json',
      {},
      404,
      'NOT_FOUND',
    ],
  ] as const)('%s', async (_case, url, headers, status, code) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expectErrorBody(status, response.body, code);
  });

  it('HTTP that cannot be parsed', async () => {
    const { status, body } = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(status).toBe(400);
    expectErrorBody(status, body, 'BAD_REQUEST');
  });

  it('headers larger than the server takes', async () => {
    const { status, body } = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Padding: ${'y'.repeat(20_000)}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expectErrorBody(status, body, 'HEADERS_TOO_LARGE');
  });
});

describe('the error contract for a request that arrives too slowly', () => {
  it('answers 408 with the error body', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig({ REQUEST_TIMEOUT_SECONDS: '2' }),
      database,
      logger: false,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Headers promise a body that never comes.
      const { status, body } = await rawExchange(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
      );
      expect(status).toBe(408);
      expectErrorBody(status, body, 'REQUEST_TIMEOUT');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
