// A loopback HTTP server acting as Razorpay: its Orders API (basic auth, paise, receipt), Checkout's
// signed success payload, its Refunds API (paise up to what was paid, one refund per
// X-Refund-Idempotency key, notes kept and handed back) and signed webhook deliveries, so the Razorpay
// path runs without the network.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed';
  /** The notes it was made with, which Razorpay hands back on the refund (`[]` for none). */
  notes?: Record<string, string>;
  /** The X-Refund-Idempotency key it was made with. */
  idempotencyKey: string;
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
  /** When set, the Orders and Refunds APIs answer with this status (a Razorpay outage). */
  failWith: number | undefined;
  /** Refunds made, in order; a repeated idempotency key returns the first and adds none. */
  refunds: RazorpayRefund[];
  /** Every call to the Refunds API (repeats included). */
  refundCalls: { paymentId: string; idempotencyKey: string | undefined; body: unknown }[];
  /** The status new refunds take: `processed` at once (the default), or `pending` until a webhook. */
  refundStatus: 'pending' | 'processed';
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
  /** A signed `refund.processed` delivery for one of the peer's refunds (marking it processed). */
  refundWebhook(
    refund: RazorpayRefund,
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

/** Posts a webhook delivery to the shop, as Razorpay does. */
export const deliverWebhook = (
  app: App,
  delivery: { payload: string; headers: Record<string, string> },
) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: delivery.headers,
    payload: delivery.payload,
  });

export async function startRazorpayPeer(): Promise<RazorpayPeer> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  /** Captured payments (from checkout or a webhook) and their amounts in paise. */
  const payments = new Map<string, number>();

  const refundEntity = ({ idempotencyKey: _key, notes, ...made }: RazorpayRefund) => ({
    ...made,
    notes: notes ?? [],
    entity: 'refund',
    currency: 'INR',
    speed_processed: 'normal',
    created_at: Math.floor(Date.now() / 1000),
  });

  const signedEvent = (event: string, payload: Record<string, unknown>, eventId: string) => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(body, webhookSecret),
        'x-razorpay-event-id': eventId,
      },
    };
  };

  /** POST /v1/payments/:id/refund, as Razorpay answers it. */
  async function refund(request: IncomingMessage, response: ServerResponse, paymentId: string) {
    const body = await readJson(request);
    const header = request.headers['x-refund-idempotency'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    peer.refundCalls.push({ paymentId, idempotencyKey, body });
    if (peer.failWith) return answer(response, peer.failWith, badRequest('Service unavailable'));
    if (request.headers.authorization !== expectedAuth) {
      return answer(response, 401, badRequest('Authentication failed'));
    }
    if (!idempotencyKey) {
      return answer(response, 400, badRequest('X-Refund-Idempotency header is required'));
    }
    const earlier = peer.refunds.find((made) => made.idempotencyKey === idempotencyKey);
    if (earlier) return answer(response, 200, refundEntity(earlier));
    const paid = payments.get(paymentId);
    if (paid === undefined)
      return answer(response, 400, badRequest('The id provided does not exist'));
    const { amount, notes } = (body ?? {}) as Record<string, unknown>;
    const refunded = peer.refunds
      .filter((made) => made.payment_id === paymentId)
      .reduce((sum, made) => sum + made.amount, 0);
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return answer(response, 400, badRequest('The amount must be at least INR 1.00 in paise.'));
    }
    if (amount > paid - refunded) {
      return answer(
        response,
        400,
        badRequest('The refund amount provided is greater than amount captured'),
      );
    }
    const made: RazorpayRefund = {
      id: `rfnd_${randomBytes(7).toString('hex')}`,
      payment_id: paymentId,
      amount,
      status: peer.refundStatus,
      ...(typeof notes === 'object' &&
        notes !== null && { notes: notes as Record<string, string> }),
      idempotencyKey,
    };
    peer.refunds.push(made);
    answer(response, 200, refundEntity(made));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
      if (request.method === 'POST' && refundPath) {
        return refund(request, response, decodeURIComponent(refundPath[1]!));
      }
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
    refunds: [],
    refundCalls: [],
    refundStatus: 'processed',
    env: (apiBase = `http://127.0.0.1:${port}`) => ({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: apiBase,
    }),
    checkout(orderId) {
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      const order = peer.orders.find((created) => created.id === orderId);
      if (order) payments.set(paymentId, order.amount);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(`${orderId}|${paymentId}`, keySecret),
      };
    },
    webhook(event, payment, eventId = `evt_${randomBytes(7).toString('hex')}`) {
      payments.set(payment.paymentId, payment.amount);
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
      return signedEvent(event, { payment: { entity } }, eventId);
    },
    refundWebhook(made, eventId = `evt_${randomBytes(7).toString('hex')}`) {
      made.status = 'processed';
      return signedEvent('refund.processed', { refund: { entity: refundEntity(made) } }, eventId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}
