// Razorpay's Orders API over HTTPS with basic auth, bounded in time, failing as a clear 502.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RazorpayConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './payment-provider';
import { checkoutVerifier } from './payment-signature';

const createdOrderSchema = z.object({ id: z.string().min(1).max(100) });

const unavailable = () =>
  new AppError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The payment provider could not be reached. Please try again in a moment.',
  );

export function razorpayProvider(config: RazorpayConfig, log: FastifyBaseLogger): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: config.keyId,
    isGenuine: checkoutVerifier(config.keySecret),

    async createOrder({ amountPaise, receipt }) {
      let response: Response;
      try {
        response = await fetch(`${config.apiBase}/v1/orders`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        log.error({ err: error }, 'Razorpay order creation failed to connect');
        throw unavailable();
      }
      const body: unknown = await response.json().catch(() => undefined);
      const created = createdOrderSchema.safeParse(body);
      if (!response.ok || !created.success) {
        log.error({ status: response.status, body }, 'Razorpay refused to create an order');
        throw unavailable();
      }
      return created.data;
    },
  };
}
