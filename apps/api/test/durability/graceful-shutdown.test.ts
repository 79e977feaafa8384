// Graceful shutdown of the production server on SIGTERM: a request in flight is answered in full, new
// connections are refused, and the process closes its connections and exits 0.
import { get, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type ShopServer } from '../../../../e2e/support/shop-server';

/** Connects and sends the headers and the first half of a login body, then waits for the rest. */
function slowLogin(base: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-passw0rd' });
  const half = Math.floor(body.length / 2);
  const req = request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), answer };
}

/** What a request on a new connection gets: its status, or the error code when it cannot connect. */
function onNewConnection(base: string) {
  return new Promise<number | string | undefined>((resolve) => {
    get(`${base}/api/health`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

/**
 * What new connections get once the shop has begun to stop. The listener closes a moment after the
 * signal is logged, so a connection made in between is still answered, or reset as the listener
 * closes; it is asked again until then, a bounded number of times.
 */
async function newConnectionOutcome(base: string) {
  const whileClosing = (outcome: number | string | undefined) =>
    typeof outcome === 'number' || outcome === 'ECONNRESET';
  let outcome = await onNewConnection(base);
  for (let attempt = 1; attempt < 50 && whileClosing(outcome); attempt++) {
    outcome = await onNewConnection(base);
  }
  return outcome;
}

describe('graceful shutdown on SIGTERM', () => {
  let shop: ShopServer;
  beforeAll(async () => {
    shop = await startShop({ LOG_LEVEL: 'info' });
  });
  afterAll(() => shop.stop());

  it('finishes the request in flight, refuses new ones, and exits 0', async () => {
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    const inFlight = slowLogin(shop.url);
    // The request is being read when the signal comes.
    await shop.printed(/"url":"\/api\/auth\/login".*"msg":"incoming request"/);
    shop.kill('SIGTERM');
    await shop.printed(/SIGTERM received/);

    const refused = await newConnectionOutcome(shop.url);
    expect(refused).toBe('ECONNREFUSED');

    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('SIGTERM received');
  });
});
