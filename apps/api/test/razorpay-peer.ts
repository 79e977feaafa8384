// A loopback HTTP server acting as Razorpay: its Orders API (basic auth, paise, receipt), Checkout's
// signed success payload, and signed webhook deliveries, so the Razorpay path runs without the network.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

export interface RazorpayPeer {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Orders created, in order. */
  orders: RazorpayOrder[];
  /** Every call to the Orders API with the Authorization header it carried. */
  requests: { authorization: string | undefined; body: unknown }[];
  /** The shop's Razorpay settings for this peer; `apiBase` points them elsewhere (an outage). */
  env(apiBase?: string): Record<string, string>;
  /** When set, the Orders API answers with this status (a Razorpay outage). */
  failWith: number | undefined;
  /** What Checkout hands the browser after a successful payment of this order. */
  checkout(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** A signed webhook delivery, as Razorpay posts it. */
  webhook(
    event: 'payment.captured' | 'order.paid',
    payment: { orderId: string; paymentId: string; amount: number },
    eventId?: string,
  ): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const sign = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const badRequest = (description: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'NA', reason: 'NA' },
});

export async function startRazorpayPeer(): Promise<RazorpayPeer> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        return answer(response, 404, badRequest('The requested URL was not found on the server.'));
      }
      const body = await readJson(request);
      peer.requests.push({ authorization: request.headers.authorization, body });
      if (peer.failWith) return answer(response, peer.failWith, badRequest('Service unavailable'));
      if (request.headers.authorization !== expectedAuth) {
        return answer(response, 401, badRequest('Authentication failed'));
      }
      const { amount, currency, receipt } = (body ?? {}) as Record<string, unknown>;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return answer(response, 400, badRequest('The amount must be at least INR 1.00.'));
      }
      if (currency !== 'INR') return answer(response, 400, badRequest('Currency is not supported'));
      if (typeof receipt !== 'string' || receipt.length > 40) {
        return answer(response, 400, badRequest('receipt: the length must be at most 40.'));
      }
      const order = { id: `order_${randomBytes(7).toString('hex')}`, amount, currency, receipt };
      peer.orders.push(order);
      answer(response, 200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: amount,
        status: 'created',
        attempts: 0,
        notes: [],
        created_at: Math.floor(Date.now() / 1000),
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const peer: RazorpayPeer = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders: [],
    requests: [],
    failWith: undefined,
    env: (apiBase = `http://127.0.0.1:${port}`) => ({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: apiBase,
    }),
    checkout(orderId) {
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(`${orderId}|${paymentId}`, keySecret),
      };
    },
    webhook(event, payment, eventId = `evt_${randomBytes(7).toString('hex')}`) {
      const entity = {
        id: payment.paymentId,
        entity: 'payment',
        amount: payment.amount,
        currency: 'INR',
        status: 'captured',
        order_id: payment.orderId,
        method: 'card',
        captured: true,
      };
      const payload = JSON.stringify({
        entity: 'event',
        account_id: 'acc_test',
        event,
        contains: ['payment'],
        payload: { payment: { entity } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(payload, webhookSecret),
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}
