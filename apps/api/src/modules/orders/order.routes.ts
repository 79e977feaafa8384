// Orders API: customers order their cart and read their orders; admins list all orders and set statuses.
import {
  idParamsSchema,
  orderAdminUpdateSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderSchema,
  ownOrderListQuerySchema,
} from '@kaushal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { sendJson } from '../../lib/send-json';
import { requireAdmin, requireUser } from '../../plugins/authentication';
import { changeOrderAsAdmin } from '../workflows/admin-order-change.workflow';
import { checkoutWorkflow } from '../workflows/checkout.workflow';
import { ORDERS_PER_ACCOUNT } from './order.limits';

// Checked on request, before the query or body is validated: a customer gets 403 whatever they send,
// never a validation answer describing an admin-only call.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app;
  const checkout = checkoutWorkflow(app.db, orders, app.clock, app.config.business, {
    paymentTimeoutMinutes: app.config.orderPaymentTimeoutMinutes,
    maxUnpaidSeats: app.config.maxUnpaidSeats,
  });
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('onSend', noStore);

  // The original client posts to both names (docs/product.md §7).
  for (const url of ['/orders', '/order']) {
    app.post(
      url,
      { schema: { body: orderCreateSchema, response: { 201: orderSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        await app.rateLimits.consume(ORDERS_PER_ACCOUNT, String(user.id));
        return reply.code(201).send(await checkout.placeOrder(user.id, request.body));
      },
    );
  }

  // Paged as the admin's list is: ten newest first unless asked otherwise, the count in X-Total-Count.
  for (const url of ['/orders/own', '/orders/own/']) {
    app.get(
      url,
      {
        schema: { querystring: ownOrderListQuerySchema, response: { 200: z.array(orderSchema) } },
      },
      async (request, reply) => {
        const page = await orders.listOwnJson(requireUser(request).id, request.query);
        void reply.header('x-total-count', String(page.total));
        return sendJson(reply, page.json);
      },
    );
  }

  app.get(
    '/orders/:id',
    { schema: { params: idParamsSchema, response: { 200: orderSchema } } },
    async (request) => {
      const user = requireUser(request);
      const id = Number(request.params.id);
      return user.role === 'admin' ? orders.getAny(id) : orders.getOwn(user.id, id);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: adminOnly,
      schema: { querystring: orderListQuerySchema, response: { 200: z.array(orderSchema) } },
    },
    async (request, reply) => {
      const page = await orders.listJson(request.query);
      void reply.header('x-total-count', String(page.total));
      return sendJson(reply, page.json);
    },
  );

  app.patch(
    '/orders/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: idParamsSchema,
        body: orderAdminUpdateSchema,
        response: { 200: orderSchema },
      },
    },
    (request) =>
      changeOrderAsAdmin(
        app.db,
        orders,
        requireAdmin(request),
        Number(request.params.id),
        request.body,
        app.config.business,
        app.clock(),
      ),
  );
};
