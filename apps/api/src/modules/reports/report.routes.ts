// Reports for admins: the dashboard's figures and the CSV exports of orders and customers.
import {
  customerListQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
  orderExportQuerySchema,
} from '@kaushal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvResponse, sendCsv } from '../../lib/csv';
import { noStore } from '../../lib/no-store';
import { requireAdmin } from '../../plugins/authentication';
import { dashboardService } from './dashboard.service';
import { exportService } from './export.service';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = dashboardService(app.reads, app.clock);
  const exports = exportService(app.reads);
  // Checked on request, before the query is read: a visitor gets 401 and a customer 403.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    requireAdmin(request);
  });
  app.addHook('onSend', noStore);

  app.get(
    '/admin/dashboard',
    { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
    (request) => dashboard.dashboard(request.query),
  );

  app.get(
    '/admin/exports/orders.csv',
    { schema: { querystring: orderExportQuerySchema, response: csvResponse } },
    async (request, reply) =>
      sendCsv(
        reply,
        'orders',
        exports.ordersCsv(
          request.query._sort,
          request.query._order,
          request.query.refund === 'requested',
        ),
      ),
  );

  app.get(
    '/admin/exports/customers.csv',
    // The customers list's search, and nothing else: anything more is a mistake worth saying.
    {
      schema: {
        querystring: customerListQuerySchema.pick({ q: true }),
        response: csvResponse,
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'customers', exports.customersCsv(request.query.q || undefined)),
  );
};
