// Refunds API: a customer's request under the money-back guarantee, and an admin's decision or own refund.
import {
  idParamsSchema,
  orderSchema,
  refundDecisionSchema,
  refundRequestSchema,
} from '@kaushal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { requireAdmin, requireUser } from '../../plugins/authentication';

// Checked on request, before the body is validated: a customer hears 403 whatever they send.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { refunds, orders } = app;
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('onSend', noStore);

  app.post(
    '/orders/:id/refund-request',
    {
      schema: { params: idParamsSchema, body: refundRequestSchema, response: { 200: orderSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const id = Number(request.params.id);
      await refunds.request(user.id, id, request.body.reason);
      return orders.getOwn(user.id, id);
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      onRequest: adminOnly,
      schema: {
        params: idParamsSchema,
        body: refundDecisionSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await refunds.decide(requireAdmin(request), id, request.body);
      return orders.getAny(id);
    },
  );
};
