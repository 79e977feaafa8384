// Payment provider and mail relay that accept connections and never answer: calls fail at their
// time-outs (short ones here) with clear errors, nothing is half-written, and the shop keeps serving
// meanwhile.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../src/db/schema';
import { call, insertProduct, placeOrder } from '../order.fixtures';
import { startRazorpayPeer, type RazorpayPeer } from '../razorpay-peer';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../test-app';

/** A loopback server that takes connections and says nothing, like a provider that hangs. */
async function blackHole() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(testEngines)('slow payment provider and mail relay on %s', (engine) => {
  let t: TestApp;
  let peer: RazorpayPeer;
  let hole: Awaited<ReturnType<typeof blackHole>>;

  beforeAll(async () => {
    hole = await blackHole();
    peer = await startRazorpayPeer();
    t = await createTestApp(engine, {
      ...peer.env(`http://127.0.0.1:${hole.port}`),
      SMTP_URL: `smtp://127.0.0.1:${hole.port}`,
      // Long enough for the calls the test makes meanwhile, short enough not to wait for.
      RAZORPAY_TIMEOUT_MS: '2000',
      SMTP_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await hole.close();
    await peer.close();
  });

  it('answers within the time-outs, writes nothing half-done, and keeps serving', async () => {
    const shopper = await signedInUser(t);
    const product = await insertProduct(t);
    const order = await placeOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);

    let providerAnswered = false;
    const opening = call(t, shopper, 'POST', '/api/payments/order', { orderId: order.id }).finally(
      () => (providerAnswered = true),
    );
    // The relay hangs too, but a reset request is answered at once: the mail goes out afterwards.
    const reset = await call(t, undefined, 'POST', '/api/auth/reset-password-request', {
      email: shopper.email,
    });
    expect(reset.status).toBe(200);
    expect((await call(t, undefined, 'GET', '/api/products')).status).toBe(200);
    expect(providerAnswered).toBe(false);

    const opened = await opening;
    expect(opened).toMatchObject({ status: 502, body: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderId, Number(order.id)));
    expect(rows?.n).toBe(0);
    expect((await call(t, shopper, 'GET', `/api/orders/${order.id}`)).body).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });

    // Closing waits for the hanging reset mail, but only as long as the relay's time-out.
    await t.close();
  });
});
