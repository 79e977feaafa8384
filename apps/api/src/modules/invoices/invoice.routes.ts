// Invoice API: an order's tax invoice and credit note as PDFs, for the order's buyer or an admin.
import { idParamsSchema } from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';
import { orderForPayment } from '../orders/order.service';
import { invoiceFileOf } from './invoice.service';
import type { InvoiceKind } from './invoice.repository';

const documents: { path: string; kind: InvoiceKind; name: string }[] = [
  { path: '/orders/:id/invoice', kind: 'invoice', name: 'Invoice' },
  { path: '/orders/:id/credit-note', kind: 'credit_note', name: 'Credit note' },
];

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, kind, name } of documents) {
    app.get(
      path,
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
        const file = mayRead ? await invoiceFileOf(app.db, id, kind) : undefined;
        if (!file) throw notFound(`${name} of order`, id);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.content);
      },
    );
  }
};
