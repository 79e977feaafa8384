// Slow clients over raw sockets: a client that trickles its headers or its body, sends nothing, or keeps
// an idle connection open is cut off by the server's time-outs instead of holding a connection for ever.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

const TRICKLE_EVERY_MS = 200;
/** Far longer than the one-second time-outs under test: a connection still open then was not cut. */
const GIVE_UP_AFTER_MS = 10_000;

interface RawConnection {
  socket: Socket;
  /** Everything the server sent. */
  received(): string;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
}

function open(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let ended = false;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const closed = new Promise<void>((done) =>
      socket.on('close', () => {
        ended = true;
        done();
      }),
    );
    socket.once('error', () => undefined);
    socket.once('connect', () =>
      resolve({ socket, received: () => text, closed, isClosed: () => ended }),
    );
    socket.once('error', reject);
  });
}

/** Writes `pieces` one at a time until the server closes the connection or the pieces run out. */
async function trickle(connection: RawConnection, pieces: string[]): Promise<void> {
  for (const piece of pieces) {
    if (connection.isClosed()) return;
    connection.socket.write(piece);
    await Promise.race([
      connection.closed,
      new Promise((next) => setTimeout(next, TRICKLE_EVERY_MS)),
    ]);
  }
}

/** Resolves when the server closes the connection; fails the test if it is still open much later. */
function serverCloses(connection: RawConnection): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.socket.destroy();
      reject(new Error(`the server left the connection open for ${GIVE_UP_AFTER_MS} ms`));
    }, GIVE_UP_AFTER_MS);
    void connection.closed.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('slow clients are cut off', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      REQUEST_TIMEOUT_SECONDS: '1',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('answers 408 and closes when the body arrives a byte at a time', async () => {
    const connection = await open(port);
    const body = JSON.stringify({ email: 'slow@example.com', password: 'Secret123' });
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    const closing = serverCloses(connection);
    await trickle(connection, [...body]);
    await closing;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers arrive a line at a time', async () => {
    const connection = await open(port);
    const closing = serverCloses(connection);
    const lines = Array.from({ length: 60 }, (_, index) => `X-Padding-${index}: 1\r\n`);
    await trickle(connection, ['GET /api/health HTTP/1.1\r\nHost: shop.test\r\n', ...lines]);
    await closing;
    expect(connection.received()).not.toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes a connection that never sends anything', async () => {
    await serverCloses(await open(port));
  });

  it('closes a kept-alive connection once it sits idle after its answer', async () => {
    const connection = await open(port);
    connection.socket.write(
      'GET /api/health HTTP/1.1\r\nHost: shop.test\r\nConnection: keep-alive\r\n\r\n',
    );
    await serverCloses(connection);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('still serves a client that sends at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('time-out configuration', () => {
  it('defaults to 30 s for a request and 5 s for an idle kept-alive connection', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(t.config.requestTimeoutMs).toBe(30_000);
      expect(t.config.keepAliveTimeoutMs).toBe(5_000);
      expect(t.app.server.requestTimeout).toBe(30_000);
      expect(t.app.server.headersTimeout).toBe(10_000);
      expect(t.app.server.keepAliveTimeout).toBe(5_000);
    } finally {
      await t.close();
    }
  });
});
