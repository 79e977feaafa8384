// The admin's customers over HTTP: the searchable list, one customer, and giving or taking the admin role.
import {
  customerDetailSchema,
  customerListQuerySchema,
  customerSummarySchema,
  idParamsSchema,
  roleChangeSchema,
  userSchema,
} from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { requireAdmin } from '../../plugins/authentication';
import { customerService } from './customer.service';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = customerService(app.db, app.clock, app.orders);
  app.addHook('onSend', noStore);
  // Checked on request, before the query or body is validated: a visitor gets 401 and a customer 403.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/customers',
    {
      schema: {
        querystring: customerListQuerySchema,
        response: { 200: z.array(customerSummarySchema) },
      },
    },
    async (request, reply) => {
      const page = await customers.list(request.query);
      void reply.header('x-total-count', String(page.total));
      return page.customers;
    },
  );

  app.get(
    '/admin/customers/:id',
    { schema: { params: idParamsSchema, response: { 200: customerDetailSchema } } },
    (request) => customers.get(Number(request.params.id)),
  );

  app.patch(
    '/admin/customers/:id/role',
    { schema: { params: idParamsSchema, body: roleChangeSchema, response: { 200: userSchema } } },
    (request) =>
      customers.setRole(requireAdmin(request), Number(request.params.id), request.body.role),
  );
};
