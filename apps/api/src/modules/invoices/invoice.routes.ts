// Invoice API: an order's tax invoice as a PDF, for the order's buyer or an admin.
import { idParamsSchema } from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';
import { orderForPayment } from '../orders/order.service';
import { invoiceFileOf } from './invoice.service';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invoice',
    {
      onSend: noStore,
      schema: { params: idParamsSchema, response: { 200: z.instanceof(Buffer) } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = Number(request.params.id);
      // Someone else's order answers as a missing one, so order ids reveal nothing.
      const mayRead =
        user.role === 'admin' || (await orderForPayment(app.db, id))?.userId === user.id;
      const file = mayRead ? await invoiceFileOf(app.db, id) : undefined;
      if (!file) throw notFound('Invoice of order', id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};
