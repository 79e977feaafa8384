// Shared moves of the attack, fuzz and durability suites: a shopper who has ordered and paid through the
// offline test gateway, and raw requests whose status and body are read whatever the content type.
import type { Order, PaymentOrder, PaymentSuccess } from '@kaushal/shared';
import { expect } from 'vitest';
import { call, insertProduct, placeOrder } from '../order.fixtures';
import type { SignedInUser, TestApp } from '../test-app';

export const GOOD_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  name: 'Asha Verma',
};

export interface PaymentAttempt {
  order: Order;
  paymentOrder: PaymentOrder;
  /** What the gateway handed the browser: genuine, not yet reported to /api/order-verify. */
  success: PaymentSuccess;
}

/** Orders one seat of a fresh workshop, opens its payment and pays it on the test gateway. */
export async function orderAndPay(t: TestApp, user: SignedInUser): Promise<PaymentAttempt> {
  const product = await insertProduct(t);
  const order = await placeOrder(t, user, [{ productId: product.id, quantity: 1 }]);
  const opened = await call<PaymentOrder>(t, user, 'POST', '/api/payments/order', {
    orderId: order.id,
  });
  expect(opened.status).toBe(200);
  const paid = await call<PaymentSuccess>(t, user, 'POST', '/api/payments/test-gateway/pay', {
    providerOrderId: opened.body.id,
    card: GOOD_CARD,
  });
  expect(paid.status).toBe(200);
  return { order, paymentOrder: opened.body, success: paid.body };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  /** The parsed body when the answer is JSON. */
  json: Record<string, unknown> | undefined;
}

export interface RawRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  cookie?: string | undefined;
  ip?: string;
}

/** Sends exactly the given bytes and headers, as an attacker's client would. */
export async function raw(t: TestApp, request: RawRequest): Promise<RawAnswer> {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(request.cookie && { cookie: request.cookie }) },
    ...(request.payload !== undefined && { payload: request.payload }),
    ...(request.ip && { remoteAddress: request.ip }),
  });
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.body,
    json: type.startsWith('application/json')
      ? response.json<Record<string, unknown>>()
      : undefined,
  };
}

/** A JSON request body with its content type. */
export const jsonBody = (
  method: RawRequest['method'],
  url: string,
  body: unknown,
  extra: Omit<RawRequest, 'method' | 'url' | 'payload'> = {},
): RawRequest => ({
  method,
  url,
  ...extra,
  headers: { 'content-type': 'application/json', ...extra.headers },
  payload: JSON.stringify(body),
});

/** An admin's edit of a workshop: the product as the API shows it, with `change` applied on top. */
export async function editProduct(
  t: TestApp,
  admin: SignedInUser,
  productId: number,
  change: Record<string, unknown>,
) {
  const current = await call<Record<string, unknown>>(
    t,
    admin,
    'GET',
    `/api/products/${productId}`,
  );
  const images = ['/uploads/a.png', '/uploads/b.png'];
  return call<Record<string, unknown>>(t, admin, 'PATCH', `/api/products/${productId}`, {
    ...current.body,
    images,
    thumbnail: images[0],
    ...change,
  });
}
