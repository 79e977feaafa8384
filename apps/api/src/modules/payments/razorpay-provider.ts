// Razorpay's Orders and Refunds APIs over HTTPS with basic auth, bounded in time, failing as a clear 502.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RazorpayConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './payment-provider';
import { checkoutVerifier } from './payment-signature';

const createdOrderSchema = z.object({ id: z.string().min(1).max(100) });
const refundSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(['pending', 'processed', 'failed']),
});

const unavailable = () =>
  new AppError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The payment provider could not be reached. Please try again in a moment.',
  );

export function razorpayProvider(config: RazorpayConfig, log: FastifyBaseLogger): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  /** Posts JSON to the API and reads the answer with `schema`; any failure is logged as `what`. */
  async function post<T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    what: string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiBase}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      log.error({ err: error }, `Razorpay ${what} failed to connect`);
      throw unavailable();
    }
    const answer: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(answer);
    if (!response.ok || !parsed.success) {
      log.error({ status: response.status, body: answer }, `Razorpay refused the ${what}`);
      throw unavailable();
    }
    return parsed.data;
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    isGenuine: checkoutVerifier(config.keySecret),

    createOrder: ({ amountPaise, receipt }) =>
      post(
        '/v1/orders',
        { amount: amountPaise, currency: 'INR', receipt },
        createdOrderSchema,
        'order creation',
      ),

    refund: ({ paymentId, amountPaise, idempotencyKey }) =>
      post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes: { refund: idempotencyKey } },
        refundSchema,
        'refund',
        // Razorpay answers a repeated key with the refund it already made.
        { 'x-refund-idempotency': idempotencyKey },
      ),
  };
}
