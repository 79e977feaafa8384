// Payment API: provider config, provider orders, checkout verification, Razorpay webhooks, test gateway.
import {
  paymentConfigSchema,
  paymentFailureSchema,
  paymentOrderRequestSchema,
  paymentOrderSchema,
  paymentSuccessSchema,
  testGatewayPaySchema,
  verifyResponseSchema,
} from '@kaushal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';
import { paymentConfirmationWorkflow } from '../workflows/payment-confirmation.workflow';
import { PAYMENT_PER_ACCOUNT, PAYMENT_PER_IP } from './payment.limits';
import { paymentService } from './payment.service';

// Before validation, so an anonymous caller hears 401 whatever body they sent.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

const declinedSchema = z.object({
  code: z.literal('PAYMENT_DECLINED'),
  message: z.string(),
  error: paymentFailureSchema.shape.error,
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentProvider: configured, refunds } = app;
  const confirm = paymentConfirmationWorkflow(app.db, {
    refunds,
    outbox: app.outbox,
    afterAnswer: app.afterAnswer,
    log: app.requestLog,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    business: app.config.business,
  });
  const payments = paymentService(app.db, {
    configured,
    confirm,
    settleRefund: refunds.settleFromProvider,
    log: app.requestLog,
    clock: app.clock,
  });
  // Provider orders and payment results are one customer's own; nothing here is worth a cache.
  app.addHook('onSend', noStore);

  /** Counts a payment attempt (a reported result or a card tried) and returns the signed-in user. */
  const throttledUser = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await app.rateLimits.consume(PAYMENT_PER_IP, request.ip);
    await app.rateLimits.consume(PAYMENT_PER_ACCOUNT, String(user.id));
    return user;
  };

  app.get('/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, () =>
    payments.config(),
  );

  app.post(
    '/payments/order',
    {
      onRequest: signedIn,
      schema: { body: paymentOrderRequestSchema, response: { 200: paymentOrderSchema } },
    },
    (request) => payments.openPaymentOrder(requireUser(request).id, Number(request.body.orderId)),
  );

  app.post(
    '/order-verify',
    {
      onRequest: signedIn,
      schema: { body: paymentSuccessSchema, response: { 200: verifyResponseSchema } },
    },
    async (request) => {
      const { orderId } = await payments.verify((await throttledUser(request)).id, request.body);
      return { msg: 'success' as const, orderId };
    },
  );

  if (configured.kind === 'test') {
    app.post(
      '/payments/test-gateway/pay',
      {
        onRequest: signedIn,
        schema: {
          body: testGatewayPaySchema,
          response: { 200: paymentSuccessSchema, 422: declinedSchema },
        },
      },
      async (request, reply) => {
        const result = await payments.payOnTestGateway(
          (await throttledUser(request)).id,
          request.body,
        );
        if (result.ok) return result.success;
        const { error } = result.failure;
        return reply
          .code(422)
          .send({ code: 'PAYMENT_DECLINED', message: error.description, error });
      },
    );
  }

  // Razorpay signs the exact bytes it sent, so this scope alone keeps JSON bodies raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/payments/webhook',
      { schema: { response: { 200: z.object({ status: z.string() }) } } },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw new AppError('INVALID_PAYMENT_SIGNATURE', 'The webhook is not signed');
        }
        if (typeof eventId !== 'string' || eventId === '' || eventId.length > 100) {
          throw new AppError('VALIDATION_FAILED', 'The webhook has no X-Razorpay-Event-Id');
        }
        return { status: await payments.webhook(request.body, signature, eventId) };
      },
    );
  });
};
